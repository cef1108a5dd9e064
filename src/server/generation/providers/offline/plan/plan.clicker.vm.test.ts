// Issue 26: a clicker built on the child's details, played in scratch-vm: each click adds the
// child's amount to the child's variable, a milestone every N of the count fires on each multiple
// only, and a milestone at a value fires once. Wordings of our own.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("a clicker on the child's details, played", () => {
  // (the engine sets no size with no renderer, so the milestone here turns the Clam)
  it("every 3 shells the Clam turns 45 degrees, and only then", async () => {
    await playAnswer("a clicker: click the Clam and shells go up 1, and every 3 shells the Clam turns 45 degrees", async (vm) => {
      await vm.step(2);
      const directions: number[] = [];
      for (let i = 0; i < 6; i++) {
        click(vm, "Clam");
        await vm.step(2);
        directions.push(Math.round(vm.sprite("Clam").direction));
      }
      expect(Number(vm.stage().variables.shells)).toBe(6);
      expect(directions).toEqual([90, 90, 135, 135, 135, 180]);
    });
  });

  it("at 10 points the Bell says its line once the clicks reach it", async () => {
    await playAnswer("a clicker where each click on the Bell gives 5 points, and at 10 points the Bell says \"Two rings!\"", async (vm) => {
      await vm.step(2);
      click(vm, "Bell");
      await vm.step(3);
      expect(vm.saidTexts).not.toContain("Two rings!");
      click(vm, "Bell");
      await vm.step(5);
      expect(Number(vm.stage().variables.score)).toBe(10);
      expect(vm.saidTexts).toContain("Two rings!");
    });
  });
});
