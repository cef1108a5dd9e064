// Issue 26 (decision 730): a jump with the child's heights. Wordings of our own; played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readJumpHeights } from "./plan.jump";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("a jump with its heights (plan.jump.ts)", () => {
  it("'bounces 2 times (up by 40, then down by 40)' and '25 up and 25 down' give the heights", () => {
    expect(readJumpHeights(readWords("the ball hops 2 times (up by 40, then down by 40)"), 2)).toMatchObject({ up: 40, down: 40 });
    expect(readJumpHeights(readWords("hop 25 up and 25 down"), 0)).toMatchObject({ up: 25, down: 25 });
  });

  it("a jump with no heights, or only one, is left to the usual jump", () => {
    expect(readJumpHeights(readWords("the bunny hops 3 times"), 2)).toBeUndefined();
    expect(readJumpHeights(readWords("the bunny hops up 10 and says hi"), 2)).toBeUndefined();
  });

  it("'the Toad hops 2 times (up 40 and down 40 each time) and then says done': each hop is the child's heights", () => {
    const { text, leftOut } = read("the Toad hops 2 times (up 40 and down 40 each time) and then says done");
    expect(text).toMatch(/repeat \(2\)\n\s+change y by \(40\)\n\s+wait \(0\.2\) seconds\n\s+change y by \(-40\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("played: the Toad is 40 up while it hops and back where it began after", async () => {
    await playAnswer("the Toad hops 2 times (up 40 and down 40 each time)", async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Toad").y).toBe(40);
      await vm.runUntilIdle(200);
      expect(vm.sprite("Toad").y).toBe(0);
    });
  });
});
