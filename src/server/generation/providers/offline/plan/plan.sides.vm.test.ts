// Issue 26: the stage's top as a place a character reaches, a character that stops (not the whole
// game), and a child's "u" read as "you" (never the U key), run in scratch-vm.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const press = async (vm: TVmRun, key: string) => {
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
  await vm.step(2);
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
  await vm.step(2);
};

describe("the top of the stage, a character that stops, 'u' for you", () => {
  it("'when u press the up arrow': the up arrow moves it, and at the top it says its line", async () => {
    const text = await playAnswer("when u press the up arrow the balloon goes up 20 and when it touches the top it says 'bye!'", async (vm) => {
      await vm.step(2);
      await press(vm, "ArrowUp");
      expect(vm.sprite("Balloon").y).toBe(20);
      expect(vm.saidTexts).toEqual([]);
      for (let i = 0; i < 7; i++) await press(vm, "ArrowUp");
      expect(vm.sprite("Balloon").y).toBeGreaterThan(150);
      expect(vm.saidTexts).toContain("bye!");
    });
    expect(text).not.toMatch(/\[u v\] key/);
  });

  it("'when it reaches the top it stops': the rocket stops there, and the game is not stopped for everyone", async () => {
    const text = await playAnswer("the rocket flies up forever and when it reaches the top it stops", async (vm) => {
      await vm.step(30);
      const y = vm.sprite("Rocket").y;
      expect(y).toBeGreaterThan(150);
      await vm.step(30);
      expect(vm.sprite("Rocket").y).toBe(y);
    });
    expect(text).not.toMatch(/stop \[all v\]/);
  });
});
