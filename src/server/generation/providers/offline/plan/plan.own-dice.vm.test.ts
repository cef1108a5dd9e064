// Issue 26: dice the child names as characters of their own ("Dice1 and Dice2") are sprites of
// their own, each showing its face, and the total is said by the character the child names.
// Played in scratch-vm. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("two named dice, played", () => {
  it("each press rolls both dice, each its own sprite and face, and the Owl says their total", async () => {
    const text = await playAnswer("a dice game: when I press r, Dice1 and Dice2 each pick a random number from 1 to 6 (switch costume to it) and the Owl says the total", async (vm) => {
      for (let i = 0; i < 5; i++) {
        await vm.pressKey("r");
        await vm.step(3);
        const [one, two] = [Number(vm.stage().variables.Dice1), Number(vm.stage().variables.Dice2)];
        for (const face of [one, two]) {
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(6);
        }
        expect(vm.sprite("Owl").bubble?.text).toBe(`Total: ${one + two}`);
        await vm.step(130);
      }
    });
    expect(text).toMatch(/\/\/ sprite: Dice1[\s\S]*switch costume to \(Dice1\)[\s\S]*\/\/ sprite: Dice2[\s\S]*switch costume to \(Dice2\)/);
  });
});
