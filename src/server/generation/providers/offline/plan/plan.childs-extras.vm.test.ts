// Issue 26 (decision 1310): a classic with the child's steps spelled out adds nothing of its own,
// played in scratch-vm (headless, on a virtual clock): the mole jumps and counts the child's
// points with no round that stops the game; the pet's hunger grows with no warning said.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive));
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("the classics add nothing nobody asked for, played", () => {
  it("the Hamster counts 5 a click, stays shown, and the game runs past 30 seconds", async () => {
    await play("whack-a-mole: the Hamster goes to a random position every 2 seconds and clicking it adds 5 to points", async (vm) => {
      await vm.step(2);
      click(vm, "Hamster");
      await vm.step(2);
      click(vm, "Hamster");
      await vm.step(2);
      expect(Number(vm.stage().variables.points)).toBe(10);
      expect(vm.sprite("Hamster").visible).toBe(true);
      await vm.step(60 * 35);
      expect(vm.vm.runtime.threads.length).toBeGreaterThan(0);
    });
  });

  it("the Kitten's hunger grows by 2 and nothing is said", async () => {
    await play("a virtual pet kitten: hunger goes up 2 every 1 second; clicking the Fish sets hunger to 0", async (vm) => {
      await vm.step(60 * 8);
      expect(Number(vm.stage().variables.hunger)).toBeGreaterThanOrEqual(12);
      expect(vm.vm.runtime.targets.filter((one) => one.isOriginal).map((one) => one.getName()).sort()).toEqual(["Fish", "Kitten", "Stage"]);
      click(vm, "Fish");
      await vm.step(2);
      expect(Number(vm.stage().variables.hunger)).toBeLessThan(3);
    });
  });
});
