// Issue 26 (decision 1220): the classics on the child's details, played in scratch-vm: a count
// said aloud says each number in turn, then its ending; clones counted before their sprite's name
// are that many and each does what the child said.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("the child's details, played", () => {
  it("'the Robot says 3 down to 1 ... then says bang': 3, 2, 1, then the line", async () => {
    await playAnswer("the Robot says 3 down to 1, one number per second, then says bang", async (vm) => {
      await vm.step(60 * 5);
      expect(vm.saidTexts.slice(0, 4)).toEqual(["3", "2", "1", "bang"]);
    });
  });

  it("'5 Leaf clones that start at y 170 and fall 3 steps at a time': five clones, falling from the top", async () => {
    await playAnswer("5 Leaf clones that start at y 170 and fall 3 steps at a time", async (vm) => {
      await vm.step(10);
      expect(vm.cloneCount("Leaf")).toBe(5);
      const ys = vm.vm.runtime.targets.filter((target) => !target.isOriginal && target.sprite.name === "Leaf").map((clone) => clone.y);
      expect(ys.every((y) => y < 170 && y > 100)).toBe(true);
    });
  });
});
