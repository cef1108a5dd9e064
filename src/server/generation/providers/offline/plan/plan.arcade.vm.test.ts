// Issue 26: a game built from the request's own parts (plan.arcade.ts), played in scratch-vm as a
// child would: keys held, the chaser coming closer, a catch scoring and a catch costing a life.
// With no renderer in Node, `touching` a sprite is worked out here from the sprites' distance.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = (prompt: string, drive: (vm: TVmRun) => Promise<void>) => playAnswer(prompt, drive, touchByDistance);

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
/** A sprite put somewhere by hand, as dragging it on the stage would (scratch-vm's own setXY). */
const moveTo = (vm: TVmRun, sprite: string, x: number, y: number) => (vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY(x: number, y: number): void } | undefined)?.setXY(x, y);

describe("games built from their parts, played", () => {
  it("collect: the arrow keys move the Unicorn, touching a Star scores the request's points and moves the Star", async () => {
    const text = await play("a game where a unicorn moves with the arrow keys and collects stars, each star is 5 points", async (vm) => {
      await vm.step(2);
      const x = vm.sprite("Unicorn").x;
      hold(vm, "ArrowRight", true);
      await vm.step(10);
      hold(vm, "ArrowRight", false);
      expect(vm.sprite("Unicorn").x).toBeGreaterThan(x + 20);
      expect(Number(vm.stage().variables.score)).toBe(0);
      const star = vm.sprite("Star");
      moveTo(vm, "Unicorn", star.x, star.y);
      await vm.step(2);
      expect(Number(vm.stage().variables.score)).toBe(5);
      // the Star went somewhere new
      expect(Math.hypot(vm.sprite("Star").x - star.x, vm.sprite("Star").y - star.y)).toBeGreaterThan(0);
    });
    expect(text).not.toMatch(/stop \[all/);
  });

  it("chase with lives: the Cat comes after the Mouse, each catch costs one of the request's lives, none left stops the game", async () => {
    await play("I want make game: the mouse must eat the cheese and the cat is following him, 2 life", async (vm) => {
      await vm.step(2);
      expect(Number(vm.stage().variables.lives)).toBe(2);
      const far = Math.hypot(vm.sprite("Cat").x - vm.sprite("Mouse").x, vm.sprite("Cat").y - vm.sprite("Mouse").y);
      await vm.step(120);
      const near = Math.hypot(vm.sprite("Cat").x - vm.sprite("Mouse").x, vm.sprite("Cat").y - vm.sprite("Mouse").y);
      expect(near).toBeLessThan(far);
      moveTo(vm, "Mouse", vm.sprite("Cat").x, vm.sprite("Cat").y);
      await vm.step(2);
      expect(Number(vm.stage().variables.lives)).toBe(1);
      moveTo(vm, "Mouse", vm.sprite("Cat").x, vm.sprite("Cat").y);
      await vm.step(90);
      expect(vm.saidTexts).toContain("Game over!");
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });

  it("goal: w a s d move the player and reaching the Castle wins", async () => {
    await play("the princess moves with w a s d and must reach the castle", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Princess").y;
      hold(vm, "w", true);
      await vm.step(5);
      hold(vm, "w", false);
      expect(vm.sprite("Princess").y).toBeGreaterThan(y);
      moveTo(vm, "Princess", vm.sprite("Castle").x, vm.sprite("Castle").y);
      await vm.step(150);
      expect(vm.saidTexts).toContain("You win!");
    });
  });
});
