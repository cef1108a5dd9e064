// Issue 26: key scripts as asked, played in scratch-vm: each key of a pair said without its verb
// moves its own way by the request's number, a lone letter after "with" is that key, and a
// bracket's block runs as many times as the bracket says.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const press = async (vm: TVmRun, key: string) => {
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
  await vm.step(2);
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
  await vm.step(20);
};

describe("key scripts as asked, played", () => {
  it("'up 5 with the w key and down 5 with the s key': each key moves the Boat its own way, by 5", async () => {
    await playAnswer("the Boat moves up 5 with the w key and down 5 with the s key", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Boat").y;
      await press(vm, "w");
      expect(vm.sprite("Boat").y).toBe(y + 5);
      await press(vm, "s");
      await press(vm, "s");
      expect(vm.sprite("Boat").y).toBe(y - 5);
    });
  });

  it("'left 3 with j and right 3 with l': a lone letter after 'with' is that key", async () => {
    await playAnswer("the crab goes left 3 with j and right 3 with l", async (vm) => {
      await vm.step(2);
      const x = vm.sprite("Crab").x;
      await press(vm, "j");
      expect(vm.sprite("Crab").x).toBe(x - 3);
      await press(vm, "l");
      await press(vm, "l");
      expect(vm.sprite("Crab").x).toBe(x + 3);
    });
  });

  it("'jumps with the up arrow (change y by 8, five times)': one press raises the owl 40, as the bracket says", async () => {
    await playAnswer("the owl jumps with the up arrow (change y by 8, five times)", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Owl").y;
      await press(vm, "ArrowUp");
      expect(vm.sprite("Owl").y).toBe(y + 40);
    });
  });

  it("'g, and h to make it go down': each key moves the Kite its own way", async () => {
    await playAnswer("the Kite goes up 6 when I press g, and h to make it go down 6", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Kite").y;
      await press(vm, "g");
      expect(vm.sprite("Kite").y).toBe(y + 6);
      await press(vm, "h");
      await press(vm, "h");
      expect(vm.sprite("Kite").y).toBe(y - 6);
    });
  });
});
