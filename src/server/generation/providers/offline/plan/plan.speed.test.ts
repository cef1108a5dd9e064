// Issue 26 (decision 700): going faster or slower is a speed the moving loop moves by. Wordings of
// our own; the clicks and the loop played in scratch-vm.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("going faster", () => {
  it("'drives forever and gets faster when I press f': the loop moves by the speed, f changes it", () => {
    const { text, leftOut } = read("the Car drives forever and gets faster when I press f");
    expect(text).toContain("move (speed) steps");
    expect(text).toMatch(/when \[f v\] key pressed\nchange \[speed v\] by \(2\)/);
    expect(leftOut).toEqual([]);
  });

  it("names 'slower' as left out where nothing moves to slow down", () => {
    expect(read("the Cat says hi and gets slower").leftOut).toEqual(["going faster or slower (say how it moves)"]);
  });

  it("played: each click on the Comet makes its loop move 2 steps further a frame", async () => {
    await playAnswer("the Comet flies around and every time I click it it goes faster", async (vm) => {
      await vm.step(2);
      const click = () => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName("Comet"));
      click();
      await vm.step(2);
      click();
      await vm.step(2);
      expect(Number(vm.stage().variables.speed)).toBe(14);
      const before = vm.sprite("Comet").x;
      await vm.step(1);
      expect(Math.abs(vm.sprite("Comet").x - before)).toBe(14);
    });
  });
});
