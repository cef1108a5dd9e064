// Issue 26 (decision 1110): clones read into the plan, played in scratch-vm: as many clones as asked for,
// each at a random place of its own, and a clicked clone gone. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("clones, played", () => {
  it("'the Cherry makes 6 clones at random spots': six clones, spread over the stage", async () => {
    await playAnswer("the Cherry makes 6 clones at random spots", async (vm) => {
      await vm.step(30);
      expect(vm.cloneCount("Cherry")).toBe(6);
      const clones = vm.vm.runtime.targets.filter((target) => !target.isOriginal && target.sprite.name === "Cherry");
      // (random positions: not all six in one place)
      expect(new Set(clones.map((clone) => `${Math.round(clone.x)},${Math.round(clone.y)}`)).size).toBeGreaterThan(1);
    });
  });

  it("'asks how many and makes that many clones': the answer's number of clones", async () => {
    await playAnswer('the Baker asks "How many cakes?" and makes that many clones of itself', async (vm) => {
      await vm.step(5);
      vm.vm.runtime.emit("ANSWER", "4");
      await vm.step(30);
      expect(vm.cloneCount("Baker")).toBe(4);
    });
  });
});
