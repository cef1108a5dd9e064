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

describe("the two keys of a pair", () => {
  const hold = async (vm: TVmRun, key: string, frames: number) => {
    vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
    await vm.step(frames);
    vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
    await vm.step(1);
  };

  it.each([
    ["the sledge moves with the left and right arrow keys", "Sledge"],
    ["the boat moves left and right with the arrow keys", "Boat"],
  ])("%j: left and right move it sideways, and up does nothing", async (prompt, sprite) => {
    const text = await playAnswer(prompt, async (vm) => {
      await vm.step(2);
      const { x, y } = vm.sprite(sprite);
      await hold(vm, "ArrowRight", 5);
      expect(vm.sprite(sprite).x).toBeGreaterThan(x + 20);
      await hold(vm, "ArrowLeft", 10);
      expect(vm.sprite(sprite).x).toBeLessThan(x - 20);
      await hold(vm, "ArrowUp", 5);
      expect(vm.sprite(sprite).y).toBe(y);
    });
    expect(text).not.toMatch(/up arrow|down arrow/);
  });

  it("'turns with the left and right arrow keys': the held keys steer it, they do not move it", async () => {
    await playAnswer("the tank turns with the left and right arrow keys", async (vm) => {
      await vm.step(2);
      const { x, direction } = vm.sprite("Tank");
      await hold(vm, "ArrowRight", 6);
      expect(vm.sprite("Tank").direction).toBeGreaterThan(direction);
      await hold(vm, "ArrowLeft", 12);
      expect(vm.sprite("Tank").direction).toBeLessThan(direction);
      expect(vm.sprite("Tank").x).toBe(x);
    });
  });
});
