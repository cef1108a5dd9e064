// Parts a request gives in so many words (offline.given-parts.ts), checked through the coverage
// check: a program that holds the numbers but not the shape the request gave names the part; a
// program that holds it names nothing.
import { describe, expect, it } from "vitest";
import { uncoveredParts } from "./offline.coverage";
import { dropGreetingSprites } from "./offline.unasked";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

describe("parts given in so many words", () => {
  it("names a size or a place given as a value that the program only changes by", () => {
    const changed = sprite("Balloon", "when green flag clicked\nforever\n  change size by (150)\n  wait (1) seconds\n  change size by (-80)\n  wait (1) seconds\nend");
    expect(uncoveredParts("the Balloon swells to size 150 then back to size 80 every second forever", changed, [])).toEqual(expect.arrayContaining(['the number 150 ("size 150")', 'the number 80 ("size 80")']));
    const set = sprite("Balloon", "when green flag clicked\nforever\n  set size to (150) %\n  wait (1) seconds\n  set size to (80) %\n  wait (1) seconds\nend");
    expect(uncoveredParts("the Balloon swells to size 150 then back to size 80 every second forever", set, [])).toEqual([]);
    // "3 x 4" is a sum, "Y4" a school year: no place to go to
    const sum = sprite("Owl", "when green flag clicked\nask [what is 3 x 4?] and wait");
    expect(uncoveredParts("Y4 times tables: the Owl asks what is 3 x 4?", sum, []).filter((part) => /\("(?:x|y) \d/i.test(part))).toEqual([]);
  });

  it("names a change by a value that the program keeps only as another block's value", () => {
    const text = sprite("Comet", "when green flag clicked\nset pen size to (4)\npen down\nforever\n  move (4) steps\n  if on edge, bounce\nend");
    expect(uncoveredParts("the Comet draws as it flies, its pen colour changing by 4 every step", text, [])).toEqual(expect.arrayContaining([expect.stringContaining("colour changing by 4")]));
    const kept = sprite("Comet", "when green flag clicked\npen down\nforever\n  move (4) steps\n  change pen (color v) by (4)\n  if on edge, bounce\nend");
    expect(uncoveredParts("the Comet draws as it flies, its pen colour changing by 4 every step", kept, []).filter((part) => part.includes("changing"))).toEqual([]);
  });

  it("names an answer the request compares that the program never checks", () => {
    const text = sprite("Guide", "when green flag clicked\nforever\n  ask [Up or down?] and wait\nend", "when green flag clicked\nif <(answer) = [it]> then\n  change y by (30)\nend");
    expect(uncoveredParts('the Guide asks "Up or down?" forever; when the answer is up it changes y by 30 and when the answer is down by -30', text, [])).toEqual(expect.arrayContaining(["checking if the answer is up", "checking if the answer is down"]));
    const checked = sprite("Guide", "when green flag clicked\nforever\n  ask [Up or down?] and wait\n  if <(answer) = [up]> then\n    change y by (30)\n  end\n  if <(answer) = [down]> then\n    change y by (-30)\n  end\nend");
    expect(uncoveredParts('the Guide asks "Up or down?" forever; when the answer is up it changes y by 30 and when the answer is down by -30', checked, [])).toEqual([]);
  });

  it("names a block of the child's own that is never defined", () => {
    const text = sprite("Frog", "when green flag clicked\nrepeat (5)\n  change y by (20)\n  change y by (-20)\nend");
    expect(uncoveredParts("make a block named hop that jumps 20 up and comes down; the Frog does hop 5 times", text, [])).toContain('your own block called "hop" (made with its steps, then used)');
    const own = sprite("Frog", "define hop\nchange y by (20)\nchange y by (-20)", "when green flag clicked\nrepeat (5)\n  hop\nend");
    expect(uncoveredParts("make a block named hop that jumps 20 up and comes down; the Frog does hop 5 times", own, []).filter((part) => part.includes("hop"))).toEqual([]);
  });

  it("names a move back that goes forward again", () => {
    const forward = sprite("Snail", "when green flag clicked\nrepeat (4)\n  move (15) steps\n  wait (2) seconds\n  move (15) steps\nend");
    expect(uncoveredParts("the Snail goes ahead 15, waits 2 seconds, goes back 15, and does that 4 times", forward, [])).toContain("going back 15");
    const back = forward.replace("move (15) steps\nend", "move (-15) steps\nend");
    expect(uncoveredParts("the Snail goes ahead 15, waits 2 seconds, goes back 15, and does that 4 times", back, [])).toEqual([]);
  });

  it("names each character a click was said of that has no click script", () => {
    const text = [sprite("Frog", "when this sprite clicked\nsay [ribbit] for (1) seconds"), sprite("Owl", "when green flag clicked\nsay [hoot] for (1) seconds")].join("\n\n");
    expect(uncoveredParts("every pet talks when you click it: the Frog says ribbit and the Owl says hoot", text, [])).toContain("the owl doing its part when you click it");
    // a count of clicks on one character asks nothing of the others
    expect(uncoveredParts("each click on the Frog adds 1 point; the Owl says hoot", text, []).filter((part) => part.includes("click"))).toEqual([]);
  });

  it("names a character whose name is written with its number when it has no sprite", () => {
    const text = sprite("Robot", "when [space v] key pressed\nsay (pick random (1) to (6)) for (2) seconds");
    expect(uncoveredParts("when I press space, Coin1 and Coin2 each flip and the Robot says the result", text, [])).toEqual(expect.arrayContaining(["the Coin1 as a sprite of its own", "the Coin2 as a sprite of its own"]));
  });

  it("names steps spelled out after a forever that the program does only once", () => {
    const once = sprite("Kite", "when green flag clicked\nglide (2) secs to x: (-150) y: (y position)\nglide (2) secs to x: (150) y: (y position)");
    expect(uncoveredParts("the Kite drifts side to side forever: glide to x -150 in 2 seconds then glide to x 150 in 2 seconds", once, [])).toContain('doing "glide to x -150 in 2 seconds then glide to x 150 in 2 seconds" forever');
    const looped = sprite("Kite", "when green flag clicked\nforever\n  glide (2) secs to x: (-150) y: (y position)\n  glide (2) secs to x: (150) y: (y position)\nend");
    expect(uncoveredParts("the Kite drifts side to side forever: glide to x -150 in 2 seconds then glide to x 150 in 2 seconds", looped, [])).toEqual([]);
  });

  it("hears the arrows said after the word: \"the arrow left and right\"", () => {
    const text = sprite("Boat", "when [left arrow v] key pressed\nchange x by (-5)");
    expect(uncoveredParts("steer the Boat with the arrow left and right, 5 steps each", text, [])).toContain("the right arrow key");
  });
});

describe("a greeting the request opens with", () => {
  it("is no character: its scripts go to the character named after it", () => {
    const text = [sprite("Ahoj", "when [space v] key pressed\nchange y by (10)"), sprite("Parrot", "when green flag clicked\nforever\n  change y by (-1)\nend")].join("\n\n");
    const kept = dropGreetingSprites("Ahoj, the kids want the Parrot to flap up 10 on space and sink forever.", text, "").text;
    expect(kept).not.toContain("sprite: Ahoj");
    expect(kept).toMatch(/sprite: Parrot[\s\S]*when \[space v\] key pressed/);
  });

  it("keeps a first word the request says again", () => {
    const text = [sprite("Robot", "when [space v] key pressed\nchange y by (10)"), sprite("Star", "when green flag clicked\nshow")].join("\n\n");
    expect(dropGreetingSprites("Robot, please: the Robot jumps on space and the Star shows.", text, "").text).toContain("sprite: Robot");
  });
});
