// Issue 26 (decision 700): turning back at the edge, played in scratch-vm. The harness has no
// renderer, so scratch-vm cannot see the edge and `if on edge, bounce` never fires here; what is
// played is what makes the bounce work: the sprite moves the way it points, so when it is turned
// round (as the bounce turns it) it comes back, where "change x by" would go on the same way.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

/** Turns the sprite round, as the bounce would at the edge (scratch-vm's own target method, not in the harness's type). */
const turnRound = (vm: TVmRun, name: string) => {
  const target = vm.vm.runtime.getSpriteTargetByName(name) as unknown as { direction: number; setDirection(direction: number): void };
  target.setDirection(target.direction + 180);
};

describe("turning back at the edge, played", () => {
  it("'flies to the left forever and reverses at the wall': the Bee goes left, and once turned round comes back right", async () => {
    await playAnswer("the Bee flies to the left forever and reverses at the wall", async (vm) => {
      await vm.step(2);
      const start = vm.sprite("Bee").x;
      await vm.step(5);
      expect(vm.sprite("Bee").x).toBeLessThan(start);
      turnRound(vm, "Bee");
      const back = vm.sprite("Bee").x;
      await vm.step(5);
      expect(vm.sprite("Bee").x).toBeGreaterThan(back);
    });
  });

  it("'the Rocket goes up forever and turns back at the top edge': it rises, and once turned round comes down", async () => {
    await playAnswer("the Rocket goes up forever and turns back at the top edge", async (vm) => {
      await vm.step(2);
      const start = vm.sprite("Rocket").y;
      await vm.step(5);
      expect(vm.sprite("Rocket").y).toBeGreaterThan(start);
      turnRound(vm, "Rocket");
      const back = vm.sprite("Rocket").y;
      await vm.step(5);
      expect(vm.sprite("Rocket").y).toBeLessThan(back);
    });
  });
});
