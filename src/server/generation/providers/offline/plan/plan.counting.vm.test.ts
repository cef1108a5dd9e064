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

describe("a manner, played", () => {
  it("'the Kid runs in place by switching to its next costume every 0.4 seconds': the costume changes, the Kid stays put", async () => {
    await playAnswer("the Kid runs in place by switching to its next costume every 0.4 seconds", async (vm) => {
      await vm.step(2);
      const first = vm.sprite("Kid").costumeIndex;
      await vm.step(30);
      expect(vm.sprite("Kid").costumeIndex).not.toBe(first);
      expect(vm.sprite("Kid").x).toBe(0);
    });
  });
});

describe("looks worn one after another, played", () => {
  it("'The Sign is open for 1 second and shut for 2 seconds, and again forever': open, then shut a second later", async () => {
    await playAnswer("The Sign is open for 1 second and shut for 2 seconds, and again forever.", async (vm) => {
      // (60 frames a second)
      await vm.step(20);
      expect(vm.sprite("Sign").costumeName).toBe("open");
      await vm.step(60);
      expect(vm.sprite("Sign").costumeName).toBe("shut");
    });
  });
});
