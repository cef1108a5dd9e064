// Issue 26 (decision 850): a move said with how it is done ("runs in place by switching costume",
// "spins forever, turning 10 degrees every 0.2 seconds"): the manner is the action, not a second one.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("a move and its manner", () => {
  it("'the Kid runs in place by switching to its next costume every 0.4 seconds': no steps taken", () => {
    const { text, leftOut } = read("the Kid runs in place by switching to its next costume every 0.4 seconds");
    expect(text).not.toContain("move (");
    expect(text).toMatch(/forever\n\s+next costume\n\s+wait \(0.4\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'the Kid walks in place' with nothing said about how: named, not dropped", () => {
    expect(read("the Kid walks in place").leftOut).not.toEqual([]);
  });

  it("'the Wheel spins forever, turning 12 degrees every 0.1 seconds': one turn a tenth of a second, no whole spin", () => {
    const { text, leftOut } = read("the Wheel spins forever, turning 12 degrees every 0.1 seconds");
    expect(text).not.toContain("repeat (36)");
    expect(text).toMatch(/forever\n\s+turn right \(12\) degrees\n\s+wait \(0.1\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'the Wheel spins round' alone is still one whole spin", () => {
    expect(read("the Wheel spins round").text).toContain("repeat (36)");
  });
});

describe("an amount and a way with no verb", () => {
  it("'turns 25 degrees right, then 25 degrees left, 3 times': two turns in the loop, nothing left out", () => {
    const { text, leftOut } = read("when I press t the Fan turns 25 degrees right, then 25 degrees left, 3 times.");
    expect(text).toMatch(/repeat \(3\)\n\s+turn right \(25\) degrees\n\s+turn left \(25\) degrees\nend/);
    expect(leftOut).toEqual([]);
  });
});
