// Issue 26, decision 1210 (lead's additions): a placement said before a loop of motion is where the
// movement starts, unless something times the repeat. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const textOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;

describe("a placement before a loop of motion", () => {
  it("goes to a place once, then loops only the movement", () => {
    const text = textOf("the Comet goes to a random position and turns 6 degrees forever");
    expect(text).toMatch(/go to \(random position v\)\nforever\n\s+turn right \(6\) degrees\nend/);
  });

  it("points once, then loops the walk", () => {
    const text = textOf("the Ant points in direction 45 and moves 3 steps forever");
    expect(text).toMatch(/point in direction \(45\)\nforever\n\s+move \(3\) steps\nend/);
  });

  it("repeats the jump when a wait times it", () => {
    const text = textOf("the Frog goes to a random position, waits 2 seconds, forever");
    expect(text).toMatch(/forever\n\s+go to \(random position v\)\n\s+wait \(2\) seconds\nend/);
  });

  it("loops a costume change with the pause said after it", () => {
    const text = textOf("make my Parrot dance: next costume and wait 0.4 forever");
    expect(text).toMatch(/forever\n\s+next costume\n\s+wait \(0\.4\) seconds\nend/);
  });
});
