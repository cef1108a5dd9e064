// Issue 26, decision 1240: a click that tells another sprite to act, each sprite of a clicked list
// answering its own click, and a backdrop set as where the request happens, played in scratch-vm.
// Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("reader 17 in scratch-vm", () => {
  it("'clicking the Bell ... makes the Puppy turn 30 degrees': the Puppy turns when the Bell is clicked, not before", async () => {
    await playAnswer("clicking the Bell says ding and makes the Puppy turn 30 degrees", async (vm) => {
      await vm.step(5);
      const before = vm.sprite("Puppy").direction;
      click(vm, "Bell");
      // (the Bell says its word for 2 seconds before it tells the Puppy)
      await vm.step(150);
      expect(vm.sprite("Puppy").direction).toBe(before + 30);
      expect(vm.sprite("Bell").direction).toBe(90);
    });
  });

  it("'clicking the Apple, the Pear or the Plum makes it turn 45 degrees': only the one clicked turns", async () => {
    await playAnswer("clicking the Apple, the Pear or the Plum makes it turn 45 degrees", async (vm) => {
      await vm.step(5);
      click(vm, "Plum");
      await vm.step(5);
      expect(vm.sprite("Plum").direction).toBe(135);
      expect(vm.sprite("Apple").direction).toBe(90);
      click(vm, "Apple");
      await vm.step(5);
      expect(vm.sprite("Apple").direction).toBe(135);
    });
  });

  it("'At the beach (the backdrop Sand)': the stage shows Sand from the green flag", async () => {
    await playAnswer("At the beach (the backdrop Sand) the Crab walks 3 steps forever.", async (vm) => {
      await vm.step(3);
      expect(vm.stage().backdropName).toBe("Sand");
    });
  });
});
