// Issue 26 (decision 850): what follows a colon says how the verb before it is done ("flies when I
// press space: it glides to the Rose"), and brackets comparing the request with a game frame it.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("a colon that says how", () => {
  it("'the Moth flies when I press m: it glides in 3 seconds to the Lamp': one script, the glide under the key, no extra move", () => {
    const { text, leftOut } = read("the Moth flies when I press m: it glides in 3 seconds to the Lamp.");
    expect(text.match(/when \[m v\] key pressed/g)).toHaveLength(1);
    expect(text).toMatch(/when \[m v\] key pressed\nglide \(3\) secs to \(Lamp v\)/);
    expect(text).not.toContain("move (10) steps");
    expect(leftOut).toEqual([]);
  });

  it("a move with its own number keeps it: 'moves 30 steps when I press m: then it says hi'", () => {
    expect(read("the Moth moves 30 steps when I press m: then it says 'Hi'.").text).toContain("move (30) steps");
  });
});

describe("what a colon says runs as often as the words before it say", () => {
  it("'The Lobster walks forever: move 6 steps and if on edge, bounce.': both blocks in one forever loop", () => {
    const { text, leftOut } = read("The Lobster walks forever: move 6 steps and if on edge, bounce.");
    expect(text).toMatch(/forever\n\s+move \(6\) steps\n\s+if on edge, bounce\nend/);
    expect(text).not.toContain("move (10) steps");
    expect(leftOut).toEqual([]);
  });

  it("in a second sentence too: 'Year 1, loops. The Lobster walks forever: move 6 steps and if on edge bounce.'", () => {
    expect(read("Year 1, LO: loops. The Lobster walks forever: move 6 steps and if on edge bounce.").text).toMatch(/forever[^\n]*\n\s+move \(6\) steps\n\s+if on edge, bounce\nend/);
  });
});

describe("the bounce block said by its name", () => {
  it("'if on edge, bounce' and 'if on the edge bounce' are the one block, where they stand", () => {
    for (const said of ["if on edge, bounce", "if on the edge bounce"]) {
      const { text, leftOut } = read(`when I press b the Lobster moves 6 steps, ${said}, and says 'Ow'`);
      expect(text).toMatch(/move \(6\) steps\nif on edge, bounce\nsay \[Ow\]/);
      expect(leftOut).toEqual([]);
    }
  });
});

describe("brackets that compare", () => {
  it("'(like in Pac-Man)' frames the request and is not named", () => {
    const { leftOut } = read("the Ghost (like in Pac Man) glides to a random place every 2 seconds");
    expect(leftOut).toEqual([]);
  });

  it("brackets that say a block are still read: '(size 40)'", () => {
    expect(read("the Ghost gets small (size 40) when I press s").text).toContain("set size to (40) %");
  });
});

describe("a picture of a character", () => {
  it("'a drawing of a Kite that glides to x 50 y 50': the Kite is the sprite, the drawing is not named", () => {
    const { text, leftOut } = read("I want a drawing of a Kite that glides to x 50 y 50 in 2 seconds");
    expect(text).toContain("// sprite: Kite");
    expect(text).not.toContain("// sprite: Drawing");
    expect(leftOut).toEqual([]);
  });
});

describe("a trigger said in the middle of a sentence", () => {
  it("'says Hoot when the flag is clicked, and each time you click it, it gets 15 bigger': the growing is the click's", () => {
    const { text, leftOut } = read("the Owl says 'Hoot' when the flag is clicked, and each time you click it, it gets 15 bigger");
    expect(text).toMatch(/when green flag clicked\nsay \[Hoot\] for \(2\) seconds\n/);
    expect(text).toMatch(/when this sprite clicked\nchange size by \(15\)/);
    expect(leftOut).toEqual([]);
  });
});
