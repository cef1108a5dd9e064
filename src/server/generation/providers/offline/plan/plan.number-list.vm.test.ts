// Issue 26 (decision 880): a count given as a list of numbers, played in scratch-vm on its virtual clock. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a list of numbers said, played", () => {
  it("'the Owl says 4, 3 and 2, one second each, then moves 50 steps right': each number in turn, then the move", async () => {
    await playAnswer("the Owl says 4, 3 and 2, one second each, then moves 50 steps right", async (vm) => {
      // (60 frames a second)
      await vm.step(30);
      expect(vm.sprite("Owl").bubble?.text).toBe("4");
      const x = vm.sprite("Owl").x;
      await vm.runUntilIdle(600);
      expect(vm.saidTexts.filter((said) => said !== "")).toEqual(["4", "3", "2"]);
      expect(vm.sprite("Owl").x).toBe(x + 50);
    });
  });
});
