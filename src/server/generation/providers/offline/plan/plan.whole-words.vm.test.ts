// Issue 26 (decision 730): the left-right style, played in scratch-vm. (A size said as a whole is
// checked on the program's text in plan.whole-words.test.ts: scratch-vm sets no size without a renderer.)
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("the rotation style, played", () => {
  it("'the Crab walks back and forth forever and never turns upside down': its rotation style is left-right while it walks", async () => {
    await playAnswer("the Crab walks back and forth forever and never turns upside down", async (vm) => {
      await vm.step(3);
      expect(vm.sprite("Crab").rotationStyle).toBe("left-right");
      const x = vm.sprite("Crab").x;
      await vm.step(3);
      expect(vm.sprite("Crab").x).not.toBe(x);
    });
  });
});
