// Issue 26 (decision 880): a count given as a list of numbers ("counts 4, 3, 2", "says 6, 7 and 8",
// "countdown 3 2 1") is the count from the first number to the last, each said in turn, then what follows.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { numberListAsCount } from "./plan.counting";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const rewritten = (prompt: string) => {
  const words = readWords(prompt);
  numberListAsCount(words);
  return words.map((w) => w.word).join(" ");
};

describe("a count given as a list of numbers", () => {
  it("reads numbers one apart, in order, as the count from the first to the last", () => {
    expect(rewritten("the owl counts 4, 3, 2 and hides")).toBe("the owl counts from 4 to 2 and hides");
    expect(rewritten("the owl says 6, 7 and 8")).toBe("the owl counts from 6 to 8");
    expect(rewritten("countdown 3 2 1 go")).toBe("counts from 3 to 1 go");
  });

  it("leaves numbers that are not a count alone", () => {
    // (two numbers said could be anything; numbers not one apart; a time after the last one)
    expect(rewritten("the owl says 6 and 7")).toBe("the owl says 6 and 7");
    expect(rewritten("the owl says 2, 4 and 6")).toBe("the owl says 2 , 4 and 6");
    expect(rewritten("the owl says 5, 4, 3 seconds")).toBe("the owl says 5 , 4 , 3 seconds");
  });

  it("'the Robot counts 4, 3, 2 (two seconds each) and then turns': each number said that long, then the turn", () => {
    const { text, leftOut } = read("when space is pressed the Robot counts 4, 3, 2 (two seconds each) and then turns 90 degrees");
    expect(text).toMatch(/when \[space v\] key pressed\nsay \[4\] for \(2\) seconds\nsay \[3\] for \(2\) seconds\nsay \[2\] for \(2\) seconds\nturn right \(90\) degrees/);
    // (each number said as written: no variable, no loop)
    expect(text).not.toContain("count");
    expect(leftOut).toEqual([]);
  });

  it("'the Owl says 7, 8 and 9, one second each, then hides': said in order, then hidden", () => {
    const { text, leftOut } = read("the Owl says 7, 8 and 9, one second each, then hides");
    expect(text).toMatch(/say \[7\] for \(1\) seconds\nsay \[8\] for \(1\) seconds\nsay \[9\] for \(1\) seconds\nhide/);
    expect(leftOut).toEqual([]);
  });
});

describe("the top and the bottom as edges, going off before a colon", () => {
  it("'glides to the top of the stage', 'goes to the bottom': the edge's y, not a step", () => {
    expect(read("the Kite glides to the top of the stage in 4 seconds").text).toContain("glide (4) secs to x: (x position) y: (180)");
    expect(read("the Kite goes to the bottom and waves").text).toContain("set y to (-180)");
    // (the top of a thing is that thing's place, not the stage's edge)
    expect(read("the Kite goes to the top of the tree").text).not.toContain("(180)");
  });

  it("'a Plane that lifts off when you press space: it ...': the key starts what the colon says, and 'lifts off' is read", () => {
    const { text, leftOut } = read("I want a Plane that lifts off when you press space: it says 7, 8, 9 (one second each) and then glides to the top in 3 seconds.");
    expect(text).toMatch(/when \[space v\] key pressed\nsay \[7\] for \(1\) seconds\nsay \[8\] for \(1\) seconds\nsay \[9\] for \(1\) seconds\nglide \(3\) secs to x: \(x position\) y: \(180\)/);
    expect(leftOut).toEqual([]);
  });
});

describe("a countdown said on its own, then who says its numbers", () => {
  it("'countdown 4 3 2 1 liftoff!! the Owl says each number for 2 seconds': the Owl counts, then says the last word", () => {
    const { text, leftOut } = read("countdown 4 3 2 1 liftoff!! the Owl says each number for 2 seconds");
    expect(text).toMatch(/say \[4\] for \(2\) seconds\nsay \[3\] for \(2\) seconds\nsay \[2\] for \(2\) seconds\nsay \[1\] for \(2\) seconds\nsay \[Liftoff\] for \(2\) seconds/);
    expect(leftOut).toEqual([]);
  });

  it("'says 5, 6, 7, one every 2 seconds': each number said, then the pause", () => {
    expect(read("the Owl says 5, 6, 7, one every 2 seconds").text).toMatch(/say \[5\]\nwait \(2\) seconds\nsay \[6\]\nwait \(2\) seconds\nsay \[7\]\nwait \(2\) seconds/);
  });

  it("the last word said once when the request says it already", () => {
    const { text } = read("countdown 3 2 1 yay! the dog says each number for 2 seconds and then says yay");
    expect(text.match(/say \[Yay\]/g)).toHaveLength(1);
  });
});

describe("a distance and then its way", () => {
  it("'moves 40 steps left', 'moves 25 steps to the right': a move that way, nothing left over", () => {
    const left = read("the Snail moves 40 steps left and then hides");
    expect(left.text).toMatch(/change x by \(-40\)\nhide/);
    expect(left.leftOut).toEqual([]);
    const right = read("when I click the Snail it moves 25 steps to the right");
    expect(right.text).toMatch(/when this sprite clicked\nchange x by \(25\)/);
    expect(right.leftOut).toEqual([]);
    // (no way said: the block as named)
    expect(read("the Snail moves 40 steps").text).toContain("move (40) steps");
  });
});
