// Issue 26 (decision 770): the pauses, lengths, shared keys and journeys the reader now reads,
// played in scratch-vm on its virtual clock. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("pauses, lengths, shared keys and journeys, played", () => {
  it("'the Lamp switches to its next costume 4 times, waiting 1 second each time': one costume a second, not all at once", async () => {
    await playAnswer("the Lamp switches to its next costume 4 times, waiting 1 second each time", async (vm) => {
      // (60 frames a second) the first change at once, then the wait holds the next for a second
      await vm.step(2);
      const first = vm.sprite("Lamp").costumeIndex;
      await vm.step(30);
      expect(vm.sprite("Lamp").costumeIndex).toBe(first);
      await vm.step(40);
      expect(vm.sprite("Lamp").costumeIndex).not.toBe(first);
    });
  });

  it("'the Robot says \"Up\" and \"Down\" for 1 second each': the second line is said after one second", async () => {
    await playAnswer('the Robot says "Up" and "Down" for 1 second each', async (vm) => {
      // (60 frames a second) half a second in, then a second and a half in
      await vm.step(30);
      expect(vm.sprite("Robot").bubble?.text).toBe("Up");
      await vm.step(60);
      expect(vm.sprite("Robot").bubble?.text).toBe("Down");
    });
  });

  it("'pressing the g key moves to the next backdrop, and the Owl says \"Night\" for 2 seconds': nothing is said until g is pressed", async () => {
    await playAnswer('pressing the g key moves to the next backdrop, and the Owl says "Night" for 2 seconds', async (vm) => {
      await vm.step(10);
      expect(vm.saidTexts).toEqual([]);
      await vm.pressKey("g");
      await vm.step(5);
      expect(vm.saidTexts).toContain("Night");
    });
  });

  it("'the Bus goes from x -200 to x 200 in 2 seconds when I press b': at the left, then at the right", async () => {
    await playAnswer("the Bus goes from x -200 to x 200 in 2 seconds when I press b", async (vm) => {
      await vm.step(2);
      await vm.pressKey("b");
      await vm.step(3);
      expect(vm.sprite("Bus").x).toBeLessThan(-150);
      await vm.step(140);
      expect(vm.sprite("Bus").x).toBe(200);
    });
  });

  it("'the Robot walks 60 steps, waits 1 second and walks back, 2 times': out by 60 during the wait, home at the end", async () => {
    await playAnswer("the Robot walks 60 steps, waits 1 second and walks back, 2 times", async (vm) => {
      await vm.step(2);
      const home = 0;
      await vm.step(20);
      expect(vm.sprite("Robot").x).toBe(home + 60);
      await vm.runUntilIdle(600);
      expect(vm.sprite("Robot").x).toBe(home);
    });
  });

  it("'the Crab goes to the middle, then three times it moves 30 steps and turns 120 degrees': a closed triangle, back at the middle", async () => {
    await playAnswer("the Crab goes to the middle, then three times it moves 30 steps and turns 120 degrees", async (vm) => {
      await vm.runUntilIdle(300);
      expect(Math.abs(Math.round(vm.sprite("Crab").x))).toBe(0);
      expect(Math.abs(Math.round(vm.sprite("Crab").y))).toBe(0);
      expect(vm.sprite("Crab").direction).toBe(90);
    });
  });

  it("'the Owl goes to the right edge, waits 1 second, then to the bottom edge': at the right, then at the bottom", async () => {
    await playAnswer("the Owl goes to the right edge, waits 1 second, then to the bottom edge", async (vm) => {
      await vm.step(10);
      expect(vm.sprite("Owl").x).toBeGreaterThan(200);
      expect(vm.sprite("Owl").y).toBe(0);
      await vm.runUntilIdle(300);
      expect(vm.sprite("Owl").y).toBeLessThan(-150);
    });
  });
});
