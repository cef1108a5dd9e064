// Issue 26 (decision 1290): the child's own numbers, signs and steps in the classics, played in
// scratch-vm (headless, on a virtual clock): each thing collected changes the count by its own
// amount and sign, a click counts the child's amount, a key fires a clone that moves the
// child's steps, a pressed key rolls the child's variable, and a countdown says each number.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive, touchByDistance));
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void };

describe("the child's own numbers and signs, played", () => {
  it("the Battery adds 5 to power and the Puddle takes 2 away", async () => {
    await play("the Robot moves with the arrow keys, touching the Battery adds 5 to power, touching the Puddle takes away 2", async (vm) => {
      await vm.step(2);
      expect(Number(vm.stage().variables.power)).toBe(0);
      const robot = vm.sprite("Robot");
      target(vm, "Battery").setXY(robot.x, robot.y);
      await vm.step(2);
      expect(Number(vm.stage().variables.power)).toBe(5);
      target(vm, "Puddle").setXY(robot.x, robot.y);
      await vm.step(2);
      expect(Number(vm.stage().variables.power)).toBe(3);
    });
  });

  it("a click on the Cookie adds the child's 1 to cookies, each click once", async () => {
    // (the engine sets no size with no renderer: the order of the sizes is checked in plan.childs-own.test.ts)
    await play("clicker: clicking the Cookie adds 1 to cookies and the cookie shrinks by 5 then grows 5 back", async (vm) => {
      await vm.step(2);
      click(vm, "Cookie");
      await vm.step(12);
      click(vm, "Cookie");
      await vm.step(12);
      expect(Number(vm.stage().variables.cookies)).toBe(2);
    });
  });

  it("f fires a Fireball clone that moves 7 steps a frame, and no target is made", async () => {
    await play("the Dragon fires a clone of the Fireball when f is pressed, and the clone moves 7 steps until it touches the edge", async (vm) => {
      await vm.step(2);
      expect(vm.vm.runtime.targets.filter((one) => one.isOriginal).map((one) => one.getName()).sort()).toEqual(["Dragon", "Fireball", "Stage"]);
      await vm.pressKey("f");
      await vm.step(1);
      const clones = () => vm.vm.runtime.targets.filter((one) => !one.isOriginal && one.sprite.name === "Fireball") as unknown as { x: number }[];
      expect(clones()).toHaveLength(1);
      const before = (clones()[0] as { x: number }).x;
      await vm.step(3);
      expect((clones()[0] as { x: number }).x - before).toBe(21);
    });
  });

  it("space rolls the child's variable from 1 to 6 and the Dice says it", async () => {
    await play("My daughter wants dice: pressing space sets result to a random number from 1 to 6 and the Dice says result for 1 second.", async (vm) => {
      await vm.step(2);
      await vm.pressKey(" ");
      await vm.step(2);
      const rolled = Number(vm.stage().variables.result);
      expect(rolled).toBeGreaterThanOrEqual(1);
      expect(rolled).toBeLessThanOrEqual(6);
      expect(vm.saidTexts).toContain(String(rolled));
    });
  });

  it("the Bomb says 3, 2, 1, one a second, then switches to its boom costume", async () => {
    await play("countdown: the Bomb says 3 2 1 then switches to costume boom", async (vm) => {
      await vm.step(2);
      expect(vm.saidTexts).toEqual(["3"]);
      await vm.runUntilIdle(400);
      expect(vm.saidTexts.slice(0, 3)).toEqual(["3", "2", "1"]);
      expect(vm.now()).toBeGreaterThanOrEqual(3000);
      expect(vm.sprite("Bomb").costumeName).toBe("boom");
    });
  });
});
