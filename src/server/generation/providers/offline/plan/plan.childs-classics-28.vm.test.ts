// Issue 26, decision 1760: classics keep the child's details, played in scratch-vm (headless, on a
// virtual clock): a catch game's miss takes the child's point; a shooter's Meteor falls the child's
// 3 a frame from the child's y 170; a virtual pet's key adds the child's 3 and
// the pet says the child's line when happiness is 0. Wordings of our own.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void };
const setVariable = (vm: TVmRun, name: string, value: number) => {
  const stage = vm.vm.runtime.getTargetForStage() as unknown as { lookupVariableByNameAndType: (name: string, type: string) => { value: unknown } | undefined };
  const variable = stage.lookupVariableByNameAndType(name, "");
  if (!variable) throw new Error(`no variable ${name}`);
  variable.value = value;
};

describe("classics on the child's details, played (decision 1760)", () => {
  it("catch: a Coconut that falls below -170 takes 1 from score and starts again at y 170", async () => {
    await playAnswer("catch game!!! the Net moves left and right with the arrows 15, a Coconut falls 6 forever, when the Net catches it score goes up 1 and the Coconut goes back to y 170 at a random x, and if it falls below -170 score goes down 1", async (vm) => {
      await vm.step(2);
      // (far from the Net, just above the bottom: the next frames carry it below -170)
      target(vm, "Coconut").setXY(200, -166);
      target(vm, "Net").setXY(-200, -140);
      await vm.step(3);
      expect(Number(vm.stage().variables.score)).toBe(-1);
      expect(vm.sprite("Coconut").y).toBeGreaterThan(150);
    });
  });

  it("shooter: the Meteor starts at the child's y 170 and falls 3 a frame", async () => {
    await playAnswer("space shooter!!! my Ship moves left and right with a and d, 9 steps. space makes a Laser clone that goes up 12 until it touches the edge. the Meteor falls 3 forever and when a Laser touches the Meteor hits goes up 1 and the Meteor goes back to the top at y 170", async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Meteor").y).toBeGreaterThan(160);
      expect(vm.sprite("Meteor").y).toBeLessThanOrEqual(170);
      target(vm, "Meteor").setXY(0, 100);
      await vm.step(1);
      const before = vm.sprite("Meteor").y;
      await vm.step(2);
      expect(before - vm.sprite("Meteor").y).toBe(6);
    });
  });

  it("pet: space adds 3 to happiness, and at happiness 0 the Kitten says 'im sad'", async () => {
    await playAnswer("virtual pet!!! my Kitten has hunger and happiness. hunger starts at 0 and happiness at 10. every 3 seconds hunger goes up 1 and happiness goes down 1. clicking the Fish sets hunger to 0. pressing space makes the Kitten purr (play a sound) and happiness goes up 3. when happiness is 0 the Kitten says im sad", async (vm) => {
      await vm.step(2);
      await vm.pressKey(" ");
      await vm.step(2);
      expect(Number(vm.stage().variables.happiness)).toBe(13);
      expect(vm.saidTexts).not.toContain("im sad");
      setVariable(vm, "happiness", 0);
      await vm.step(3);
      expect(vm.saidTexts).toContain("im sad");
    });
  });

  it("two dice: space rolls both, and the Die says roll + roll2 after both have rolled", async () => {
    await playAnswer("My son (8) in Andorra la Vella wants two dice: when he presses space, the Die sets roll to a random number from 1 to 6 and switches its costume to roll, the Die2 does the same with roll2, and the Die says the total, roll + roll2.", async (vm) => {
      await vm.step(2);
      await vm.pressKey(" ");
      await vm.step(12);
      const roll = Number(vm.stage().variables.roll);
      const roll2 = Number(vm.stage().variables.roll2);
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll2).toBeGreaterThanOrEqual(1);
      expect(vm.saidTexts[vm.saidTexts.length - 1]).toBe(String(roll + roll2));
    });
  });

  it("pong for two: holding w moves PaddleA up the child's 10 a frame", async () => {
    await playAnswer("two player pong: PaddleA moves with w and s, PaddleB with the arrow keys, 10 each; the Ball moves 7 steps and turns 180 degrees when it touches a paddle", async (vm) => {
      await vm.step(2);
      const before = vm.sprite("PaddleA").y;
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "w", isDown: true });
      await vm.step(2);
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "w", isDown: false });
      const moved = vm.sprite("PaddleA").y - before;
      expect(moved % 10).toBe(0);
      expect(moved).toBeGreaterThan(0);
    });
  });
});
