// Issue 26 (decision 850): a count said aloud, played in scratch-vm on its virtual clock. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("counting aloud, played", () => {
  it("'the Parrot counts down from 3, one number every 2 seconds': 3, then 2 two seconds later, then 1", async () => {
    await playAnswer("the Parrot counts down from 3, one number every 2 seconds", async (vm) => {
      // (60 frames a second)
      await vm.step(30);
      expect(vm.sprite("Parrot").bubble?.text).toBe("3");
      await vm.step(120);
      expect(vm.sprite("Parrot").bubble?.text).toBe("2");
      await vm.runUntilIdle(600);
      expect(vm.saidTexts.filter((said) => said !== "")).toEqual(["3", "2", "1"]);
    });
  });
});
