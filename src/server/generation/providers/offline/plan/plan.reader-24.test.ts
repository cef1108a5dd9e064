// Issue 26, decision 1560: a touch's consequences said of different sprites, one trigger's list of
// steps, counts said before or around steps. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read } from "../test-support/read-compiled";

describe("a touch's consequences go to the sprite each is said of", () => {
  it("'when it touches the Pearl, the Pearl glides ... and pearls goes up 1': the Pearl watches for the touch itself, the count kept", () => {
    const { text, leftOut } = read("the Diver swims with the arrow keys, 4 steps; when it touches the Pearl, the Pearl glides to x 100 y 120 in 2 seconds and pearls goes up 1");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/sprite: Pearl[\s\S]*when green flag clicked\nforever\n\s+if <touching \(Diver v\)\?> then\n[\s\S]*glide \(2\) secs to x: \(100\) y: \(120\)/);
    expect(text).toMatch(/if <touching \(Diver v\)\?> then[\s\S]*change \[pearls v\] by \(1\)/);
    // (the Diver sends nothing and keeps no empty check)
    expect(text).not.toMatch(/broadcast/);
    expect(text).not.toMatch(/if <touching \(Pearl v\)\?> then\n\s*end/);
  });

  it("'the Leaf hides and leaves goes down 1': a plural variable is no movement of the Leaf", () => {
    const { text } = read("the Snail chases the Leaf (point towards the Leaf, move 2, forever) and when it touches the Leaf, the Leaf hides and leaves goes down 1");
    expect(text).toMatch(/sprite: Leaf[\s\S]*if <touching \(Snail v\)\?> then[\s\S]*hide/);
    expect(text).toMatch(/change \[leaves v\] by \(-1\)/);
    expect(text).not.toMatch(/change y by \(-1\)/);
    // (the brackets spell the chase: its steps once, not the chase's own as well)
    expect(text.match(/point towards \(Leaf v\)/g)).toHaveLength(1);
  });

  it("the toucher's own part too: it tells the touched one before it moves away", () => {
    const { text } = read("when the Kite touches the Cloud, the Cloud says Boo and the Kite goes back to x 0 y -100");
    expect(text).toMatch(/if <touching \(Cloud v\)\?> then\n\s+go to x: \(0\) y: \(-100\)\n\s+broadcast \[Kite touches the Cloud v\]/);
    expect(text).toMatch(/when I receive \[Kite touches the Cloud v\]\nsay \[Boo\]/);
  });

  it("'if the Duck touches the Rock or the Tree it says ow and everything stops': both touches, nothing dropped", () => {
    const { text, leftOut } = read("the Duck falls 3 forever and if the Duck touches the Rock or the Tree it says ow and everything stops");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Rock v\)\?> then\n\s+say \[Ow\][^\n]*\n\s+stop \[all v\]/);
    expect(text).toMatch(/if <touching \(Tree v\)\?> then\n\s+say \[Ow\][^\n]*\n\s+stop \[all v\]/);
  });

  it("a lesson on the or block keeps it", () => {
    const { text } = read("Year 4, LO: to use or. The Owl says Hoot if it touches the Moon or the edge.");
    expect(text).toMatch(/if <<touching \(Moon v\)\?> or <touching \(edge v\)\?>> then/);
  });

  it("'hide when I click it and then the Dog barks woof': the Dog answers the click", () => {
    const { text } = read("i want the Ball to hide when i click it and then the Dog says woof");
    expect(text).toMatch(/when this sprite clicked\nhide\nbroadcast \[Ball clicked v\]/);
    expect(text).toMatch(/when I receive \[Ball clicked v\]\nsay \[Woof\]/);
  });
});

describe("one trigger's list of steps", () => {
  it("'jumps to a random position every 2 seconds, forever; clicking it adds 1, plays a sound and says Yay': all of it", () => {
    const { text, leftOut } = read("the Bunny jumps to a random position every 2 seconds, forever; clicking it adds 1 to hits, plays a sound and says Yay!");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/go to \(random position v\)/);
    expect(text).toMatch(/when this sprite clicked\nchange \[hits v\] by \(1\)\nplay sound[^\n]*\nsay \[Yay/);
  });

  it("'grows 25 when clicked, then shrinks back after 1 second': back by the same 25, after the wait", () => {
    const { text, leftOut } = read("the Bell plays a sound and grows 25 when I click it, then shrinks back after 1 second");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when this sprite clicked\nplay sound[^\n]*\nchange size by \(25\)\nwait \(1\) seconds\nchange size by \(-25\)/);
  });
});

describe("a count said before or around the steps", () => {
  it("'its ghost effect is set to 80, then 8 times it changes by -10': set once, then the count", () => {
    const { text, leftOut } = read("the Spirit appears: its ghost effect is set to 80, then 8 times it changes by -10.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/set \[ghost v\] effect to \(80\)\nrepeat \(8\)\n\s+change \[ghost v\] effect by \(-10\)\nend/);
  });

  it("'then 6 times its size changes by 15 and it waits 1 second, and then it says big': the say after the loop", () => {
    const { text } = read("the Plant grows: size set to 20 %, then 6 times its size changes by 15 and it waits 1 second, and then it says big");
    expect(text).toMatch(/set size to \(20\) %\nrepeat \(6\)\n\s+change size by \(15\)\n\s+wait \(1\) seconds\nend\nsay \[Big\]/);
  });

  it("'forever: change y by 3, and when y is more than 180 set y to -180': the check inside the loop", () => {
    const { text } = read("make the Bubble rise forever: change y by 3, and when y is more than 180 set y to -180");
    expect(text).toMatch(/forever\n\s+change y by \(3\)\n\s+if <\(y position\) > \(180\)> then\n\s+set y to \(-180\)\n\s+end\nend/);
    expect(text.match(/forever/g)).toHaveLength(1);
  });

  it("'draws a triangle with pen size 3: pen down, then 3 times move 100 and turn 120 degrees'", () => {
    const { text, leftOut } = read("the Pencil draws a triangle with pen size 3: pen down, then 3 times move 100 and turn 120 degrees");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/set pen size to \(3\)\npen down\nrepeat \(3\)\n\s+move \(100\) steps\n\s+turn right \(120\) degrees\nend/);
  });
});
