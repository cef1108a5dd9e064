// Issue 26 (decision 1550): classics with the child's own details, played in scratch-vm (headless,
// on a virtual clock): the one-player pong's Bat moves on the arrow keys at the child's y and each
// hit adds to the child's variable; the pet's click adds the child's amount and says the child's
// line; a whack-a-mole named in a title and spelled out counts by the child's step.
import { describe, expect, it } from "vitest";
import { FRAME_MS, type TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive, touchByDistance));
const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void; setDirection: (d: number) => void };

describe("classics with the child's details, played", () => {
  it("one player pong: the arrows move the Bat 10 a frame at y -150, and a hit adds 1 to bounces", async () => {
    await play("pong for one player: the Bat moves with the left and right arrows, 10 steps, and its y stays -150; the Ball moves 6 steps forever and bounces on the edge, and touching the Bat adds 1 to bounces", async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Bat").y).toBe(-150);
      hold(vm, "ArrowLeft", true);
      await vm.step(4);
      hold(vm, "ArrowLeft", false);
      expect(vm.sprite("Bat").x).toBe(-40);
      expect(Number(vm.stage().variables.bounces)).toBe(0);
      // the Ball flying down at the Bat from just above it
      target(vm, "Ball").setXY(vm.sprite("Bat").x, vm.sprite("Bat").y + 40);
      target(vm, "Ball").setDirection(180);
      for (let i = 0; i < 20 && Number(vm.stage().variables.bounces) === 0; i++) await vm.step(1);
      expect(Number(vm.stage().variables.bounces)).toBe(1);
      expect(Math.abs(vm.sprite("Ball").direction)).toBeLessThan(90);
    });
  });

  it("virtual pet: clicking the Bunny adds 3 to happiness and it says Yay!; happiness goes down 1 every 4 seconds", async () => {
    await play('a virtual pet: clicking the Bunny adds 3 to happiness and it says "Yay!", happiness goes down 1 every 4 seconds', async (vm) => {
      await vm.step(2);
      const start = Number(vm.stage().variables.happiness);
      click(vm, "Bunny");
      await vm.step(2);
      expect(Number(vm.stage().variables.happiness)).toBe(start + 3);
      expect(vm.sprite("Bunny").bubble?.text).toBe("Yay!");
      await vm.step(Math.ceil(4200 / FRAME_MS) - 2);
      expect(Number(vm.stage().variables.happiness)).toBe(start + 2);
      expect(vm.saidTexts).not.toContain("Purr!");
    });
  });

  it("whack-a-mole named in a title: a click adds 2 to bops and says Got you!", async () => {
    await play('Whack-a-mole for my sister in Accra: the Beetle goes to a random position every 1.5 seconds, forever; clicking it adds 2 to bops and says "Got you!"', async (vm) => {
      await vm.step(2);
      click(vm, "Beetle");
      await vm.step(2);
      click(vm, "Beetle");
      await vm.step(2);
      expect(Number(vm.stage().variables.bops)).toBe(4);
      expect(vm.sprite("Beetle").bubble?.text).toBe("Got you!");
    });
  });
});
