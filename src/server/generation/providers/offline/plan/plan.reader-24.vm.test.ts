// Issue 26, decision 1560: what a touch makes the one touched do happens on that sprite, with the
// count kept; a click's "then" reaches another sprite. Played in scratch-vm. Wordings of our own,
// never the corpus's.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

// With no renderer in Node, `touching` a sprite is worked out from the sprites' distance.
const play = (prompt: string, drive: (vm: TVmRun) => Promise<void>) => playAnswer(prompt, drive, touchByDistance);

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("reader 24 in scratch-vm", () => {
  it("'when it touches the Shell, the Shell hides and shells goes up 1': the Shell hides and is counted", async () => {
    const text = await play("the Crab moves 5 steps forever, and when it touches the Shell, the Shell hides and shells goes up 1", async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Shell").visible).toBe(true);
      await vm.step(150);
      expect(vm.sprite("Shell").visible).toBe(false);
      expect(Number(vm.stage().variables.shells ?? vm.sprite("Crab").variables.shells)).toBeGreaterThanOrEqual(1);
      // (the Crab itself never hides)
      expect(vm.sprite("Crab").visible).toBe(true);
    });
    expect(text).toMatch(/sprite: Shell[\s\S]*if <touching \(Crab v\)\?> then\n\s+hide\n\s+change \[shells v\] by \(1\)/);
  });

  it("'when the Cart touches the Box, the Box glides to x 0 y 150': the Box goes, the Cart keeps walking", async () => {
    await play("the Cart moves 4 steps forever; when the Cart touches the Box, the Box glides to x 0 y 150 in 1 second and boxes goes up 1", async (vm) => {
      await vm.step(200);
      expect(vm.sprite("Box").y).toBe(150);
      expect(vm.sprite("Cart").y).toBe(0);
      expect(vm.stage().variables.boxes ?? vm.sprite("Cart").variables.boxes).toBe(1);
    });
  });

  it("'hides when I click it and then the Cat says merci': the Cat speaks after the click, not at the flag", async () => {
    await playAnswer("i want the Cup to hide when i click it and then the Cat says merci", async (vm) => {
      await vm.step(10);
      expect(vm.saidTexts).not.toContain("Merci");
      click(vm, "Cup");
      await vm.step(10);
      expect(vm.sprite("Cup").visible).toBe(false);
      expect(vm.saidTexts).toContain("Merci");
    });
  });
});
