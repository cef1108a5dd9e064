// Issue 26, decision 1280: a loop said before its steps and a placement said before a count,
// played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 18 in scratch-vm", () => {
  it("'sets count to 3 and, until count is 0, waits ... and changes count by -1': counts down to 0, then speaks", async () => {
    await playAnswer("the Rocket sets count to 3 and, until count is 0, waits 0.1 seconds and changes count by -1. Then it says Liftoff!", async (vm) => {
      await vm.step(60);
      expect(Number(vm.stage().variables.count)).toBe(0);
    });
  });

  it("'goes to x 0 y -100, repeats 10 times change y by 10': starts there once and rises 100", async () => {
    await playAnswer("when the flag is clicked the Rocket goes to x 0 y -100, repeats 10 times change y by 10, and then says Up!", async (vm) => {
      await vm.step(40);
      expect(vm.sprite("Rocket").y).toBe(0);
    });
  });
});
