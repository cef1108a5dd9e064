// Issue 26: keys said as doers, played in scratch-vm: each arrow key turns the sprite its way and
// moves it once per press; a count closing a sequence repeats only the sequence.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const press = async (vm: TVmRun, key: string) => {
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
  await vm.step(2);
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
  await vm.step(20);
};

describe("keys said as doers, played", () => {
  it("'each arrow key turns it that way and moves 12': one press, one turn and one move", async () => {
    await playAnswer("the Ant: each arrow key turns it that way and moves 12", async (vm) => {
      await vm.step(2);
      const { x, y } = vm.sprite("Ant");
      await press(vm, "ArrowLeft");
      expect(vm.sprite("Ant").direction).toBe(-90);
      expect(vm.sprite("Ant").x).toBeCloseTo(x - 12);
      await press(vm, "ArrowUp");
      expect(vm.sprite("Ant").direction).toBe(0);
      expect(vm.sprite("Ant").y).toBeCloseTo(y + 12);
    });
  });

  it("'the up arrow moves 9, the down arrow moves -9': each arrow said before its verb is that key", async () => {
    await playAnswer("the Tank: the up arrow moves 9, the down arrow moves -9", async (vm) => {
      await vm.step(2);
      const { x } = vm.sprite("Tank");
      await press(vm, "ArrowUp");
      expect(vm.sprite("Tank").x).toBeCloseTo(x + 9);
      await press(vm, "ArrowDown");
      await press(vm, "ArrowDown");
      expect(vm.sprite("Tank").x).toBeCloseTo(x - 9);
    });
  });
});
