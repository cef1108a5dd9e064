// Issue 26 (decision 1250): the classics on the child's numbers, played in scratch-vm: quoted
// questions checked against the answers listed together; a chaser that takes its own steps and
// counts its catches; a collected thing that hides and counts in the child's variable.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

describe("the child's numbers, played", () => {
  it("a quiz of quoted questions: each typed answer checked against the listed one, in order", async () => {
    await playAnswer('the Parrot asks "What is 3 + 4?" and then "What is 10 - 6?"; each right answer (7, then 4) adds 1 to score, and at the end the Parrot says score', async (vm) => {
      for (const typed of ["7", "5"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(60 * 3);
      expect(Number(vm.stage().variables.score)).toBe(1);
      expect(vm.saidTexts.slice(0, 2)).toEqual(["What is 3 + 4?", "What is 10 - 6?"]);
    });
  });

  it("a chaser moving its own step, a catch counted and the chaser sent back, not the game stopped", async () => {
    await playAnswer(
      "a chase game: the Wolf chases the Lamb (point towards it and move 5, forever), the Lamb moves with the arrow keys, and when the Wolf catches it, tags goes up by 2",
      async (vm) => {
        await vm.step(60 * 1 + 5);
        const before = { x: vm.sprite("Wolf").x, y: vm.sprite("Wolf").y };
        await vm.step(1);
        expect(Math.round(Math.hypot(vm.sprite("Wolf").x - before.x, vm.sprite("Wolf").y - before.y))).toBe(5);
        await vm.step(60 * 2);
        expect(Number(vm.stage().variables.tags)).toBeGreaterThanOrEqual(2);
        expect(Number(vm.stage().variables.tags) % 2).toBe(0);
      },
      touchByDistance,
    );
  });

  it("a collected thing that hides, counted in the child's variable by the child's number", async () => {
    await playAnswer(
      "the Bear moves with the arrow keys and collects the Berry; each time it touches the Berry, berries goes up by 3 and the Berry hides",
      async (vm) => {
        await vm.step(5);
        const berry = vm.sprite("Berry");
        // the Bear put on the Berry by hand, as dragging it on the stage would
        (vm.vm.runtime.getSpriteTargetByName("Bear") as unknown as { setXY(x: number, y: number): void } | undefined)?.setXY(berry.x, berry.y);
        await vm.step(5);
        // (the helper's touching does not know a hidden sprite is never touched, as Scratch does: counted in threes)
        expect(Number(vm.stage().variables.berries)).toBeGreaterThanOrEqual(3);
        expect(Number(vm.stage().variables.berries) % 3).toBe(0);
        expect(vm.sprite("Berry").visible).toBe(false);
      },
      touchByDistance,
    );
  });
});
