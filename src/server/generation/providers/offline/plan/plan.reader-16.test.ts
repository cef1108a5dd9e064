// Issue 26, decision 1210: how far a loop reaches (a closing "forever" or count, a leading count
// after "then"), block names written with no verb ("pen down", "costume red", "next costume"),
// touches said as "each time", with a pronoun or a capitalised verb, a counter named by itself,
// and two letter keys that move a sprite. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const read = (prompt: string) => {
  const reading = readPlan(prompt);
  return { text: compilePlan(reading.plan).text, leftOut: reading.plan.leftOut };
};

describe("how far a loop reaches", () => {
  it("repeats a whole movement when the loop word closes the clause with no comma", () => {
    const { text, leftOut } = read("the Kite turns 4 degrees and moves 6 steps forever");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+turn right \(4\) degrees\n\s+move \(6\) steps\nend/);
  });

  it("puts a bounce said after a move into the move's loop, with no walk of its own", () => {
    expect(read("the Puck moves 9 and bounces off the edge forever").text).toMatch(/forever\n\s+move \(9\) steps\n\s+if on edge, bounce\nend/);
    const looped = read("the Puck glides 9 steps forever and bounces on the edges").text;
    expect(looped).not.toContain("move (10) steps");
  });

  it("greets once before a loop of motion", () => {
    expect(read("the Owl says hoot and turns 3 degrees forever").text).toMatch(/say \[Hoot\] for \(2\) seconds\nforever/);
  });

  it("wraps both actions after 'then N times'", () => {
    const { text, leftOut } = read("the Quill: pen down, then 8 times move 40 steps and turn 45 degrees");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/pen down\nrepeat \(8\)\n\s+move \(40\) steps\n\s+turn right \(45\) degrees\nend/);
  });

  it("reads a bare number after a turn as its degrees", () => {
    expect(read("the Star does 7 times move 50 and turn 154").text).toMatch(/repeat \(7\)\n\s+move \(50\) steps\n\s+turn right \(154\) degrees\nend/);
    expect(read("the Top turns 4 times").text).toContain("repeat (4)");
  });

  it("ends a count's reach at a loop the sentence closed already", () => {
    const { text } = read("when I press j the Frog does change y by 6, 5 times, then change y by -6, 5 times");
    expect(text).toMatch(/repeat \(5\)\n\s+change y by \(6\)\nend\nrepeat \(5\)\n\s+change y by \(-6\)\nend/);
  });

  it("reads a count of its own inside a bracket of blocks", () => {
    const { text, leftOut } = read("the Hare hops when I press h (change y by 4, 6 times, then change y by -4, 6 times)");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(6\)\n\s+change y by \(4\)\nend\nrepeat \(6\)\n\s+change y by \(-4\)\nend/);
  });

  it("takes a glide with no verb of its own after 'then in N seconds'", () => {
    const { text, leftOut } = read("the Comet glides in 2 seconds to x 100 y 90, then in 3 seconds to x -100 y -90, forever");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+glide \(2\) secs to x: \(100\) y: \(90\)\n\s+glide \(3\) secs to x: \(-100\) y: \(-90\)\nend/);
  });

  it("drops a bare walk the block after it says in full", () => {
    const { text } = read("the Ox walks to the left, change x by -3, 20 times");
    expect(text).toMatch(/repeat \(20\)\n\s+change x by \(-3\)\nend/);
    expect(text).not.toContain("change x by (-10)");
  });

  it("draws a shape named before a colon with the steps after it", () => {
    const { text } = read("the Quill draws an octagon: pen down, then 8 times move 30 steps and turn 45 degrees.");
    expect(text.match(/^pen down$/gm)).toHaveLength(1);
    expect(text).not.toContain("move (100) steps");
  });
});

describe("block names written with no verb", () => {
  it("switches to each costume named in a list of steps", () => {
    const { text, leftOut } = read("the Lamp: costume blue, wait 2 seconds, costume pink, wait 2 seconds, forever.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+switch costume to \(blue v\)\n\s+wait \(2\) seconds\n\s+switch costume to \(pink v\)\n\s+wait \(2\) seconds\nend/);
  });

  it("reads 'next costume' joined by 'and' as its block", () => {
    const { text, leftOut } = read("the Pony moves 6 steps and next costume, 12 times");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(12\)\n\s+move \(6\) steps\n\s+next costume\nend/);
  });
});

describe("touches", () => {
  it("watches for a touch said with 'each time'", () => {
    const { text, leftOut } = read("the Bee flies with the arrow keys; each time it touches the Flower, nectar goes up by 2");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Flower v\)\?> then\n\s+change \[nectar v\] by \(2\)/);
  });

  it("reads 'catches it' as touching the other one spoken of", () => {
    expect(read("the Hawk glides to the Vole forever, and when the Hawk catches it, meals goes up by 1").text).toContain("<touching (Vole v)?>");
  });

  it("reads a capitalised verb after 'touching' as a sprite and 'sends him back' as going there", () => {
    const { text, leftOut } = read("the Knight walks with the arrow keys; touching the Fire sends him back to x -100 y 20.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Fire v\)\?> then\n\s+go to x: \(-100\) y: \(20\)/);
  });
});

describe("two letter keys", () => {
  it("moves each key its own way, as far as the number says", () => {
    const { text, leftOut } = read("the Bat moves with i and k (8 steps up and down)");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/<key \(i v\) pressed\?> then\n\s+change y by \(8\)/);
    expect(text).toMatch(/<key \(k v\) pressed\?> then\n\s+change y by \(-8\)/);
  });
});

describe("smaller readings", () => {
  it("glides to a y alone, keeping its x, with how long said first", () => {
    expect(read("the Seal glides 2 seconds to y 40 when I press u").text).toContain("glide (2) secs to x: (x position) y: (40)");
  });

  it("hides for a while and comes back", () => {
    expect(read("the Mole hides for 2 seconds when clicked").text).toMatch(/hide\nwait \(2\) seconds\nshow/);
  });

  it("changes the colour effect by the child's own amount", () => {
    expect(read("the Jelly changes its colour effect by 7 forever").text).toContain("change [color v] effect by (7)");
  });

  it("switches to a backdrop named after the word backdrop", () => {
    const { text, leftOut } = read("when I press b the stage switches to the backdrop Moon");
    expect(leftOut).toEqual([]);
    expect(text).toContain("switch backdrop to (Moon v)");
  });
});

describe("guards found on the bench", () => {
  it("reads 'after' before a verb as no counter", () => {
    const { text } = read("make the sprite go up 40 and after go down 40");
    expect(text).not.toContain("[after v]");
  });

  it("keeps a count for the whole when the loop before came from a shape", () => {
    expect(read("the Pen draws a triangle, then turns 20 degrees, 18 times").text).toMatch(/repeat \(18\)\n\s+erase all/);
  });

  it("puts the checker's own part of the branch back into its check", () => {
    const { text } = read("the Cup follows the mouse; when it touches the Sink, points goes up 1, the Sink says \"Yum!\" and the Cup goes back to x 10 y 120.");
    expect(text).toMatch(/if <touching \(Sink v\)\?> then\n\s+change \[points v\] by \(1\)\n\s+go to x: \(10\) y: \(120\)/);
  });

  it("reads the kind after a name as what it is, no sprite of its own", () => {
    const { plan } = readPlan("in my game Biscuit the horse and Pip the goat run around (move 3, bounce on the edge, forever)");
    expect(plan.characters.map((c) => c.name)).toEqual(["Biscuit", "Pip"]);
  });

  // (decision 1560: either touch is read whole, so nothing is half read or left to name)
  it("reads 'each time X catches A or B' whole: both touches count, none half read", () => {
    const { text, leftOut } = read("Rex runs around; each time Rex catches Mo or Bo, hits goes up 1");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Mo v\)\?> then\n\s+change \[hits v\] by \(1\)/);
    expect(text).toMatch(/if <touching \(Bo v\)\?> then\n\s+change \[hits v\] by \(1\)/);
  });
});

