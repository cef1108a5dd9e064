// Issue 26 (decision 730): copies of a shape with a turn after each, a loop within a loop.
// Wordings of our own; the drawing played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readCopies } from "./plan.shape-copies";
import { closingEachTime } from "./plan.clause";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("copies of a shape (plan.shape-copies.ts)", () => {
  it("'5 hexagons in a circle' is 5 copies; 'a hexagon' and '1 hexagon' are one", () => {
    const words = readWords("draw 5 hexagons in a circle");
    expect(readCopies(words, 2)).toEqual({ count: 5, used: [1, 3, 4, 5] });
    expect(readCopies(readWords("draw a hexagon"), 2)).toBeUndefined();
    expect(readCopies(readWords("draw 1 hexagon"), 2)).toBeUndefined();
  });

  it("'after each one', 'between them' close a clause as 'each time' does", () => {
    expect(closingEachTime(readWords("then turn 20 degrees after each one"))).toEqual({ from: 4, end: 7 });
    expect(closingEachTime(readWords("turn 20 degrees between them."))).toEqual({ from: 3, end: 5 });
  });

  it("'draw 5 pentagons, turning 72 degrees after each pentagon': the turn inside the copies' loop, after the shape", () => {
    const { text, leftOut } = read("draw 5 pentagons, turning 72 degrees after each pentagon");
    expect(text).toMatch(/repeat \(5\)\n\s+repeat \(5\)\n\s+move \(100\) steps\n\s+turn right \(72\) degrees\n\s+end\n\s+turn right \(72\) degrees\nend\npen up/);
    expect(leftOut).toEqual([]);
  });

  it("played: 5 squares turning 30 degrees after each end facing 90 + 5 × 30 degrees round", async () => {
    await playAnswer("draw 5 squares and turn 30 degrees after each square", async (vm) => {
      await vm.runUntilIdle(2000);
      expect(vm.sprite().direction).toBe(-120);
    });
  });
});
