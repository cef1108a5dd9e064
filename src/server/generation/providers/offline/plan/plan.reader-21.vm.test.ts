// Issue 26, decision 1410: a step said before a verb a colon spells, and the noun "press" naming its
// key, played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 21 in scratch-vm", () => {
  it("'says hello and dances: next costume, wait 0.2 seconds': it greets, then its costume changes", async () => {
    await playAnswer("the Frog says hello and dances: next costume, wait 0.2 seconds", async (vm) => {
      await vm.step(10);
      // (the greeting was dropped before: no bubble at all)
      expect(vm.sprite("Frog").bubble?.text).toBe("Hello");
      const first = vm.sprite("Frog").costumeIndex;
      await vm.step(150);
      expect(vm.sprite("Frog").costumeIndex).not.toBe(first);
    });
  });

  it("'each press of space makes the Kite move 15 steps': one press, 15 steps", async () => {
    await playAnswer("each press of space makes the Kite move 15 steps", async (vm) => {
      const start = vm.sprite("Kite").x;
      await vm.step(5);
      expect(vm.sprite("Kite").x).toBe(start);
      await vm.pressKey(" ");
      await vm.step(5);
      expect(vm.sprite("Kite").x - start).toBe(15);
    });
  });
});
