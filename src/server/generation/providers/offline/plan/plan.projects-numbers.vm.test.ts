// Issue 26 (decision 1620): a classic's numbers as the child spelled them, played in scratch-vm
// (headless, on a virtual clock): the Cookie falls 7 a frame, the Car drives 7 a frame on the
// held up arrow and the Mud pushes it back 5, the Wolf chases 4 steps a frame, the Kitten's
// needs start where the child said and k makes it happier.
import { describe, expect, it } from "vitest";
import { FRAME_MS, type TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive, touchByDistance));
const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void };

describe("a classic's own numbers, played", () => {
  it("catch: the Cookie falls 7 each frame, not the 180 of 'back to y 180'", async () => {
    await play("catch game!! the Plate moves with the left and right arrows 10, a Cookie falls 7 forever from the top, and when the Plate catches it cookies goes up 1 and the Cookie goes back to y 180 at a random x", async (vm) => {
      await vm.step(2);
      const before = vm.sprite("Cookie").y;
      await vm.step(1);
      expect(before - vm.sprite("Cookie").y).toBe(7);
    });
  });

  it("racing: the held up arrow drives the Car 7 a frame, and touching the Mud moves it back 5", async () => {
    await play("a racing game: the up arrow moves the Car 7, left and right turn it 12 degrees; touching the Mud moves it back 5 steps; each time it touches the Finish, laps goes up 1; after 2 laps it says the timer and everything stops.", async (vm) => {
      await vm.step(2);
      const start = vm.sprite("Car").x;
      hold(vm, "ArrowUp", true);
      await vm.step(1);
      hold(vm, "ArrowUp", false);
      await vm.step(1);
      expect(vm.sprite("Car").x - start).toBe(7);
      const mud = vm.sprite("Mud");
      target(vm, "Car").setXY(mud.x, mud.y);
      await vm.step(1);
      expect(vm.sprite("Car").x).toBe(mud.x - 5);
    });
  });

  it("chase: the Wolf moves 4 steps a frame towards the Lamb", async () => {
    await play('a chase game for my son: the Wolf chases the Lamb (it points towards the Lamb and moves 4 steps, forever); the Lamb follows the mouse pointer; if the Wolf touches the Lamb it says "Caught!" and everything stops.', async (vm) => {
      vm.moveMouse(-200, -150);
      await vm.step(90);
      const [wolf, lamb] = [vm.sprite("Wolf"), vm.sprite("Lamb")];
      await vm.step(1);
      const moved = Math.hypot(vm.sprite("Wolf").x - wolf.x, vm.sprite("Wolf").y - wolf.y);
      expect(moved).toBeCloseTo(4, 5);
      expect(Math.hypot(lamb.x - wolf.x, lamb.y - wolf.y)).toBeGreaterThan(40);
    });
  });

  it("virtual pet: both needs start at 6, after 3 seconds hunger is 8 and happiness 5, and k adds 3 to happiness", async () => {
    await play("virtual pet!! my Kitten has hunger and happiness, both start at 6. every 3 seconds hunger goes up 2 and happiness goes down 1. clicking the Fish sets hunger to 0, pressing k makes the Kitten play and happiness +3. when hunger is 12 the Kitten says feed me", async (vm) => {
      await vm.step(2);
      const needs = () => ({ hunger: Number(vm.stage().variables.hunger), happiness: Number(vm.stage().variables.happiness) });
      expect(needs()).toEqual({ hunger: 6, happiness: 6 });
      await vm.step(Math.ceil(3100 / FRAME_MS));
      expect(needs()).toEqual({ hunger: 8, happiness: 5 });
      await vm.pressKey("k");
      await vm.step(2);
      expect(needs().happiness).toBe(8);
    });
  });
});
