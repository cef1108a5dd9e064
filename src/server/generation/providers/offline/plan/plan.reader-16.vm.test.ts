// Issue 26, decision 1210: a loop that repeats the whole movement, two counted loops one after
// the other, costumes named with no verb, played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 16 in scratch-vm", () => {
  // (headless scratch-vm has no renderer, so it never sees the edge: what is played is the move repeated every frame)
  it("'moves 9 and bounces off the edge forever': it keeps moving 9 steps a frame, not once", async () => {
    await playAnswer("the Puck moves 9 and bounces off the edge forever", async (vm) => {
      await vm.step(1);
      const first = vm.sprite("Puck").x;
      await vm.step(5);
      expect(vm.sprite("Puck").x - first).toBe(45);
    });
  });

  it("'change y by 6, 5 times, then change y by -6, 5 times': up and back down where it started", async () => {
    await playAnswer("when I press j the Frog does change y by 6, 5 times, then change y by -6, 5 times", async (vm) => {
      await vm.step(5);
      const start = vm.sprite("Frog").y;
      await vm.pressKey("j");
      await vm.step(4);
      expect(vm.sprite("Frog").y).toBeGreaterThan(start);
      await vm.step(30);
      expect(vm.sprite("Frog").y).toBe(start);
    });
  });

  it("'costume blue, wait 1 second, costume pink, wait 1 second, forever': it wears each in turn", async () => {
    await playAnswer("the Lamp: costume blue, wait 1 second, costume pink, wait 1 second, forever.", async (vm) => {
      await vm.step(10);
      expect(vm.sprite("Lamp").costumeName).toBe("blue");
      await vm.step(60);
      expect(vm.sprite("Lamp").costumeName).toBe("pink");
    });
  });
});
