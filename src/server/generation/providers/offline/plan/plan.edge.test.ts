// Issue 26 (decision 700): turning back at the edge and staying on the stage, in the ways children
// say it, and a move "from" another character. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("turning back at the edge", () => {
  it.each([
    "the Bee flies to the left forever and reverses at the wall",
    "my fish swims forever and changes direction at the sides of the screen",
    "the bird flies around and goes the other way at the edge",
    "the Car drives right forever, and turns round at the edge of the stage",
  ])("'%s': bounces inside the moving loop, every word read", (prompt) => {
    const { text, leftOut } = read(prompt);
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n {2}move \(\d+\) steps\n {2}if on edge, bounce\n/);
    expect(text.match(/if on edge, bounce/g)).toHaveLength(1);
  });

  it("points the way the child said before the loop, so the bounce turns the move round", () => {
    expect(read("the Bee flies to the left forever and reverses at the wall").text).toMatch(/point in direction \(-90\)\nforever\n {2}move \(10\) steps/);
  });

  it("turns back half a turn under a condition that names the edge itself", () => {
    const { text, leftOut } = read("the crab walks to the right and when he gets to the edge he turns back");
    expect(text).toContain("if <touching (edge v)?> then\n    turn right (180) degrees");
    expect(leftOut).toEqual([]);
  });

  it("keeps a sprite inside the stage when the child asks it to stay there", () => {
    const { text, leftOut } = read("make the robot stay inside the stage when it moves with the arrow keys");
    expect(text).toContain("forever\n  if on edge, bounce");
    expect(leftOut).toEqual([]);
  });

  it("does not read 'stay' alone, nor turning on a lamp, as turning back", () => {
    expect(read("the lamp turns on when I click it").text).not.toContain("turn right (180)");
    expect(read("the dog stays there for 2 seconds").text).not.toContain("if on edge, bounce");
  });
});

describe("a move from another character", () => {
  it("'the Owl flies up from the tree': it starts at the Tree, then goes up", () => {
    const { text, leftOut } = read("the Owl flies up from the Tree");
    expect(text).toMatch(/go to \(Tree v\)\nchange y by \(10\)/);
    expect(leftOut).toEqual([]);
  });

  it("never reads a count as the distance, and names a stream of copies from a character as left out", () => {
    expect(read("the kite goes up 20 five times").text).toContain("change y by (20)");
    expect(read("a Leaf goes down from the tree every 3 seconds").leftOut).not.toEqual([]);
  });
});
