// Issue 26 (decision 850): a start place, a path back to it and a check inside a loop, played in
// scratch-vm on its virtual clock. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("start places and loops, played", () => {
  it("'the Van starts at x -80 y 40 and glides 1 second each to x 80 y 40 and then back to the start': there and back", async () => {
    await playAnswer("the Van starts at x -80 y 40 and glides 1 second each to x 80 y 40, and then back to the start", async (vm) => {
      // (60 frames a second) at the start at once, at the far end after a second, home after two
      await vm.step(2);
      expect(vm.sprite("Van").x).toBeLessThan(-60);
      await vm.step(62);
      expect(vm.sprite("Van").x).toBeGreaterThan(60);
      await vm.runUntilIdle(600);
      expect(vm.sprite("Van").x).toBe(-80);
      expect(vm.sprite("Van").y).toBe(40);
    });
  });

  it("'the Lift starts at y -90': there when the flag is clicked", async () => {
    await playAnswer("the Lift starts at y -90", async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Lift").y).toBe(-90);
    });
  });

  it("a check inside the loop: the Ant turns round once past x 50 and walks back, not on past it", async () => {
    await playAnswer("the Ant walks 2 steps 100 times, and inside the loop, if its x position is more than 50, it turns 180 degrees", async (vm) => {
      await vm.runUntilIdle(600);
      // turned after the loop it would end at x 200; turned in it at x 52, it walks the other 74 steps back
      expect(vm.sprite("Ant").x).toBe(-96);
      expect(vm.sprite("Ant").direction).toBe(-90);
    });
  });
});
