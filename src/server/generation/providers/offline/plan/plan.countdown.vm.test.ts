// Issue 26: a countdown on the child's details, played in scratch-vm: the numbers said in turn,
// the ending line, and the sprite that waited hidden until the countdown was over.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a countdown, played", () => {
  it("says 3, 2, 1, then its line, and only then the other sprite shows", async () => {
    await playAnswer("countdown from 3 to 1, the Owl says each number for 1 second, then says \"Go!\" and the Banner shows", async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Banner").visible).toBe(false);
      await vm.step(60 * 4);
      expect(vm.saidTexts.slice(0, 4)).toEqual(["3", "2", "1", "Go!"]);
      expect(vm.stage().variables.countdown).toBe(0);
      expect(vm.sprite("Banner").visible).toBe(true);
    });
  });

  it("'counts 4, 3, 2 down to 1' says every number down to 1, then its line", async () => {
    await playAnswer("countdown!! the Clock counts 4, 3, 2 down to 1, each for 1 second, then says Happy New Year", async (vm) => {
      await vm.step(60 * 5);
      expect(vm.saidTexts.slice(0, 5).map((said) => said.toLowerCase())).toEqual(["4", "3", "2", "1", "happy new year"]);
    });
  });
});
