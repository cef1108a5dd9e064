// Issue 26, decision 1630: a new subject after an event with no comma acts itself; a click tells the
// sprites its consequences belong to; a counted verb spelled after a colon runs after the steps before
// it. Played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

// With no renderer in Node, `touching` a sprite is worked out from the sprites' distance.
const play = (prompt: string, drive: (vm: TVmRun) => Promise<void>) => playAnswer(prompt, drive, touchByDistance);

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("reader 26 in scratch-vm", () => {
  it("'when the Bee touches the Flower the Flower should hide': the Flower hides, the Bee does not", async () => {
    await play("the Bee moves 5 steps forever. when the Bee touches the Flower the Flower should hide", async (vm) => {
      await vm.step(20);
      expect(vm.sprite("Flower").visible).toBe(true);
      await vm.step(150);
      expect(vm.sprite("Flower").visible).toBe(false);
      expect(vm.sprite("Bee").visible).toBe(true);
    });
  });

  it("'when the Bell is clicked the Cat says Ding': nothing at the flag, the Cat speaks after the click", async () => {
    await playAnswer("when the Bell is clicked the Cat says Ding", async (vm) => {
      await vm.step(10);
      expect(vm.saidTexts).not.toContain("Ding");
      click(vm, "Bell");
      await vm.step(10);
      expect(vm.saidTexts).toContain("Ding");
    });
  });

  it("'says Ribbit and then hops 3 times: ...': no hop while it speaks", async () => {
    await playAnswer("the Frog says Ribbit and then hops 3 times: change y by 20, wait 0.5 seconds, then change y by -20", async (vm) => {
      await vm.step(20);
      expect(vm.saidTexts).toContain("Ribbit");
      expect(vm.sprite("Frog").y).toBe(0);
      await vm.step(120);
      expect(vm.sprite("Frog").y).toBe(20);
    });
  });
});
