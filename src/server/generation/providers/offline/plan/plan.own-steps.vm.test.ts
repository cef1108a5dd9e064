// Issue 26: a classic played in scratch-vm moves each character by the step the child gave its keys.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });

describe("the child's steps, played", () => {
  it("two-player pong: w moves the Red paddle 14 a frame and the down arrow the Blue paddle 9", async () => {
    const prompt = "a pong game for two players: the Red paddle goes up and down with w and s, 14 steps, and the Blue paddle with the up and down arrows 9 steps";
    await playAnswer(
      prompt,
      async (vm) => {
        await vm.step(2);
        const [red, blue] = [vm.sprite("Red Paddle").y, vm.sprite("Blue Paddle").y];
        hold(vm, "w", true);
        hold(vm, "ArrowDown", true);
        await vm.step(3);
        hold(vm, "w", false);
        hold(vm, "ArrowDown", false);
        const redMoved = vm.sprite("Red Paddle").y - red;
        const blueMoved = blue - vm.sprite("Blue Paddle").y;
        // each frame with the key down moves by the child's step, never by the library's 8
        expect(redMoved % 14).toBe(0);
        expect(redMoved).toBeGreaterThan(0);
        expect(blueMoved % 9).toBe(0);
        expect(blueMoved).toBeGreaterThan(0);
      },
      touchByDistance,
    );
  });
});
