// Issue 26 (decision 770): places said by name ("the right edge", "the left side of the stage"),
// a place with no verb of its own after a move ("then to the bottom edge", "then back to the
// centre"), and leaving ("runs away", not "runs away from"). Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("the edges of the stage", () => {
  it("'the Snail goes to the left side of the stage': x -240, not 10 steps left", () => {
    const { text, leftOut } = read("the Snail goes to the left side of the stage");
    expect(text).toContain("set x to (-240)");
    expect(text).not.toContain("change x by");
    expect(leftOut).toEqual([]);
  });

  it("'the Kite flies to the top edge in 3 seconds': a glide to y 180", () => {
    expect(read("the Kite flies to the top edge in 3 seconds").text).toContain("glide (3) secs to x: (x position) y: (180)");
  });
});

describe("a place with the last move's verb", () => {
  it("'the Owl goes to the right edge, waits 2 seconds, then to the bottom edge, then back to the middle': three places in order", () => {
    const { text, leftOut } = read("the Owl goes to the right edge, waits 2 seconds, then to the bottom edge, then back to the middle");
    expect(text).toMatch(/set x to \(240\)\nwait \(2\) seconds\nset y to \(-180\)\ngo to x: \(0\) y: \(0\)/);
    expect(leftOut).toEqual([]);
  });
});

describe("leaving", () => {
  it("'then the Wolf runs away': it glides to the side of the stage", () => {
    const { text, leftOut } = read("the Pig says go away, then the Wolf runs away");
    expect(text).toContain("glide (1) secs to x: (240) y: (y position)");
    expect(leftOut).toEqual([]);
  });

  it("'runs away from the cat' is not read as leaving: it is named as left out", () => {
    const { text, leftOut } = read("the Mouse runs away from the Cat");
    expect(text).not.toContain("x: (240)");
    expect(leftOut.length).toBeGreaterThan(0);
  });
});

describe("the landing of a jump", () => {
  it("'the Kangaroo jumps when I press j and falls back down': one jump, no fall of its own", () => {
    const { text, leftOut } = read("the Kangaroo jumps when I press j and falls back down");
    expect(text.match(/when /g)).toHaveLength(1);
    expect(text).not.toContain("forever");
    expect(leftOut).toEqual([]);
  });

  it("a fall with no jump before it is still a fall", () => {
    expect(read("the Leaf falls back down").text).toContain("forever");
  });
});
