// Issue 26, decision 1470: a trigger said last taking the steps before it, a leading "forever"
// holding what follows, a pace of clones, a pace repeating a whole breath, played in scratch-vm.
// Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 22 in scratch-vm", () => {
  it("'the Owl turns 45 degrees and grows 30 when I press g': nothing at the flag, both on the key", async () => {
    await playAnswer("the Owl turns 45 degrees and grows 30 when I press g", async (vm) => {
      await vm.step(30);
      // (the turn used to run at the flag, and only the growing waited for the key)
      expect(vm.sprite("Owl").direction).toBe(90);
      await vm.pressKey("g");
      await vm.step(10);
      // (the size is not checked: this headless scratch-vm leaves it at 100; the text tests check the growing)
      expect(vm.sprite("Owl").direction).toBe(135);
    });
  });

  it("'forever the Wheel moves 3 steps and turns 5 degrees': it keeps turning as it moves", async () => {
    await playAnswer("forever the Wheel moves 3 steps and turns 5 degrees", async (vm) => {
      const start = vm.sprite("Wheel").direction;
      await vm.step(10);
      const later = vm.sprite("Wheel").direction;
      await vm.step(10);
      expect(later).not.toBe(start);
      expect(vm.sprite("Wheel").direction).not.toBe(later);
    });
  });

  it("'the Printer makes 4 clones of itself, one every 1 second': one at a time, four in all", async () => {
    await playAnswer("the Printer makes 4 clones of itself, one every 1 second", async (vm) => {
      await vm.step(10);
      expect(vm.cloneCount("Printer")).toBe(1);
      await vm.step(250);
      expect(vm.cloneCount("Printer")).toBe(4);
      await vm.step(120);
      expect(vm.cloneCount("Printer")).toBe(4);
    });
  });

  it("'the Beacon hides and shows every 0.5 seconds forever': it is seen hidden, then shown, again and again", async () => {
    await playAnswer("the Beacon hides and shows every 0.5 seconds forever", async (vm) => {
      await vm.step(10);
      expect(vm.sprite("Beacon").visible).toBe(false);
      await vm.step(30);
      expect(vm.sprite("Beacon").visible).toBe(true);
      await vm.step(30);
      expect(vm.sprite("Beacon").visible).toBe(false);
    });
  });
});
