// Issue 26, decision 1370: a movement closed by "until" and counted parts inside a loop said first,
// played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 20 in scratch-vm", () => {
  it("'moves 6 steps and switches costume until it touches the Wall': it walks all the way to the Wall", async () => {
    await playAnswer("the Car moves 6 steps and switches costume until it touches the Wall", async (vm) => {
      const start = vm.sprite("Car").x;
      await vm.step(120);
      // (only the costume in the loop would leave it 6 steps from where it started)
      expect(vm.sprite("Car").x - start).toBeGreaterThan(60);
    });
  });

  it("'forever, change y by 3 five times, then change y by -3 five times': it bobs up and back, again and again", async () => {
    await playAnswer("the Jellyfish bobs: forever, change y by 3 five times, then change y by -3 five times.", async (vm) => {
      const ys: number[] = [];
      for (let frame = 0; frame < 40; frame++) {
        await vm.step(1);
        ys.push(vm.sprite("Jellyfish").y);
      }
      expect(Math.max(...ys)).toBe(15);
      expect(Math.min(...ys)).toBe(0);
      expect(ys.filter((y) => y === 15).length).toBeGreaterThan(1);
    });
  });

  // (size is not kept headless: the same shape with a rise and a fall)
  it("'says Up and rises by 4, 10 times, then says Down and ... by -4, 10 times' forever: up and back each time round", async () => {
    await playAnswer("forever, the Bee says Up and changes y by 4, 10 times, then says Down and changes y by -4, 10 times.", async (vm) => {
      const sizes: number[] = [];
      for (let frame = 0; frame < 600; frame++) {
        await vm.step(1);
        sizes.push(100 + vm.sprite("Bee").y);
      }
      const grown = sizes.indexOf(140);
      expect(grown, sizes.join(",")).toBeGreaterThan(0);
      // (back to 100 after, then grown again: the whole round repeats)
      const back = sizes.indexOf(100, grown);
      expect(back).toBeGreaterThan(grown);
      expect(sizes.indexOf(140, back)).toBeGreaterThan(back);
    });
  });

  // scratch-vm here keeps no pen trail, so this cannot tell whether the pen went down before the walk: the
  // one-script order (pen down first) is checked on the program text in plan.reader-20.test.ts
  it("'puts the pen down and draws a corner: move 60, turn left 90, move 40': it ends with the pen down at the corner's end", async () => {
    await playAnswer("the Turtle puts the pen down and draws a corner: move 60 steps, turn left 90 degrees, move 40 steps.", async (vm) => {
      await vm.step(5);
      const turtle = vm.sprite("Turtle");
      expect(turtle.isPenDown).toBe(true);
      expect(Math.round(turtle.x)).toBe(60);
      expect(Math.round(turtle.y)).toBe(40);
    });
  });

  it("'counts from 1 to 5 with variable k, says k ... each time': k goes 1 to 5, each said once", async () => {
    await playAnswer("the Frog counts from 1 to 5 with variable k, it says k for 1 second each time", async (vm) => {
      await vm.step(60 * 6);
      expect(vm.saidTexts).toEqual(["1", "2", "3", "4", "5"]);
      expect(Number(vm.stage().variables.k)).toBe(6);
    });
  });

  it("'when I press c the Cannon makes 3 clones of the Ball': three Balls more, no Cannon clones", async () => {
    await playAnswer("when I press c the Cannon makes 3 clones of the Ball", async (vm) => {
      await vm.step(2);
      await vm.pressKey("c");
      await vm.step(5);
      expect(vm.cloneCount("Ball")).toBe(3);
      expect(vm.cloneCount("Cannon")).toBe(0);
    });
  });
});
