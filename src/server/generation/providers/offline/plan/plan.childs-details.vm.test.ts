// Issue 26 (decision 1220): the classics on the child's details, played in scratch-vm: a count
// said aloud says each number in turn, then its ending; clones counted before their sprite's name
// are that many and each does what the child said.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));

describe("the child's details, played", () => {
  it("'the Robot says 3 down to 1 ... then says bang': 3, 2, 1, then the line", async () => {
    await playAnswer("the Robot says 3 down to 1, one number per second, then says bang", async (vm) => {
      await vm.step(60 * 5);
      expect(vm.saidTexts.slice(0, 4)).toEqual(["3", "2", "1", "bang"]);
    });
  });

  it("'5 Leaf clones that start at y 170 and fall 3 steps at a time': five clones, falling from the top", async () => {
    await playAnswer("5 Leaf clones that start at y 170 and fall 3 steps at a time", async (vm) => {
      await vm.step(10);
      expect(vm.cloneCount("Leaf")).toBe(5);
      const ys = vm.vm.runtime.targets.filter((target) => !target.isOriginal && target.sprite.name === "Leaf").map((clone) => clone.y);
      expect(ys.every((y) => y < 170 && y > 100)).toBe(true);
    });
  });

  it("whack-a-mole: a tap counts in the child's variable and hides the mole for the child's time, then it is back", async () => {
    await playAnswer("whack-a-mole: the Gopher goes to a random position every 2 seconds forever, and tapping it gives +1 bonks and it hides for 1 seconds", async (vm) => {
      await vm.step(10);
      click(vm, "Gopher");
      await vm.step(10);
      expect(vm.stage().variables.bonks).toBe(1);
      expect(vm.sprite("Gopher").visible).toBe(false);
      await vm.step(60 * 1.5);
      expect(vm.sprite("Gopher").visible).toBe(true);
    });
  });

  it("hide and seek spelled out: hidden for the child's wait, then shown; a click says the line and counts", async () => {
    await playAnswer("hide and seek: the Fox hides, waits 2 seconds, goes to a random position and shows, and when i click it it says gotcha and spotted +1", async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Fox").visible).toBe(false);
      await vm.step(60 * 2.5);
      expect(vm.sprite("Fox").visible).toBe(true);
      click(vm, "Fox");
      // (the line is said for 2 seconds, then it counts)
      await vm.step(60 * 2.5);
      expect(Number(vm.stage().variables.spotted)).toBe(1);
      expect(vm.saidTexts.map((said) => said.toLowerCase())).toContain("gotcha");
    });
  });

  it("a platformer spelled out: it falls onto the child's ground sprite and stops there", async () => {
    await playAnswer("a platformer: the Fox walks with the left and right arrows (6 steps); forever, if the Fox is not touching the Floor, y changes by -3; space makes it jump (change y by 9, 8 times)", async (vm) => {
      await vm.step(10);
      const falling = vm.sprite("Fox").y;
      expect(falling).toBeLessThan(0);
      await vm.step(120);
      const landed = vm.sprite("Fox").y;
      await vm.step(30);
      expect(vm.sprite("Fox").y).toBe(landed);
      expect(landed).toBeGreaterThan(-150);
    }, touchByDistance);
  });
});
