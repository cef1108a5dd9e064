// Issue 26, decision 1700: classics keep the child's details, played in scratch-vm (headless, on a
// virtual clock): r sends each piece of clothing back to the costume the child named (costume1);
// the chase starts at the child's lives ("lives starts at 3"), and the game ends, with the child's
// line, when lives is 0; a slideshow shows each costume in order for the child's seconds.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void; setCostume: (i: number) => void };

describe("classics on the child's details, played (decision 1700)", () => {
  it("dress-up: a click changes the Hat, and r sends each piece back to costume1 by its name", async () => {
    const text = await playAnswer("Grade 2 in Soyapango, a dress up game: clicking the Hat, the Shirt or the Skirt switches each one to its next costume; pressing r switches each of them back to costume1.", async (vm) => {
      await vm.step(2);
      click(vm, "Hat");
      await vm.step(2);
      expect(vm.sprite("Hat").costumeIndex).toBe(1);
      for (const piece of ["Shirt", "Skirt"]) target(vm, piece).setCostume(1);
      hold(vm, "r", true);
      await vm.step(2);
      hold(vm, "r", false);
      for (const piece of ["Hat", "Shirt", "Skirt"]) expect(vm.sprite(piece).costumeName, piece).toBe("costume1");
    });
    expect(text).toMatch(/switch costume to \(costume1 v\)/);
  });

  it("chase: lives start at the child's 3, each catch costs one, and at 0 the child's line is said and everything stops", async () => {
    await playAnswer(
      'My son (9) in Kuwait wants a chase game: the Cat goes to the mouse pointer forever; the Ghost chases the Cat (points towards it and moves 2 steps, forever); lives starts at 3 and goes down 1 when the Ghost touches the Cat; when lives is 0 it says "Game over" and everything stops.',
      async (vm) => {
        await vm.step(2);
        expect(Number(vm.stage().variables.lives)).toBe(3);
        // the Cat stays at the mouse in the middle: the Ghost comes to it, and each catch sends it back to its start
        const lives: number[] = [];
        for (let i = 0; i < 400 && vm.vm.runtime.threads.length > 0; i++) {
          await vm.step(1);
          const now = Number(vm.stage().variables.lives);
          if (lives[lives.length - 1] !== now) lives.push(now);
        }
        expect(lives).toEqual([3, 2, 1, 0]);
        expect(vm.saidTexts).toContain("Game over");
        expect(vm.vm.runtime.threads.length).toBe(0);
      },
      touchByDistance,
    );
  });

  it("slideshow: the Die shows its costumes in order, 2 seconds each, 6 times, nothing random", async () => {
    await playAnswer("no dice game please. the Dice shows its 6 costumes one after another, waiting 2 seconds on each", async (vm) => {
      await vm.step(3);
      expect(vm.sprite("Dice").costumeIndex).toBe(0);
      // (the Dice has the costumes its picture has: what is checked is a change every 2 seconds, 6 times, then no more)
      const changes: number[] = [];
      let last = vm.sprite("Dice").costumeIndex;
      for (let i = 0; i < 60 * 16; i++) {
        await vm.step(1);
        const index = vm.sprite("Dice").costumeIndex;
        if (index !== last) changes.push(Math.round(vm.now() / 1000));
        last = index;
      }
      expect(changes).toEqual([2, 4, 6, 8, 10, 12]);
    });
  });
});

describe("whack-a-mole on the child's timer, played (decision 1700)", () => {
  it("the timer is reset, clicks add to points, and past the child's 20 seconds the points are said and everything stops", async () => {
    await playAnswer("my son wants whack a mole, the Hamster shows every 2 seconds and clicking it adds 1 to points; when the timer is more than 20 the Hamster says points and everything stops", async (vm) => {
      await vm.step(10);
      click(vm, "Hamster");
      await vm.step(2);
      click(vm, "Hamster");
      await vm.step(2);
      expect(Number(vm.stage().variables.points)).toBe(2);
      // 19 seconds in, still going; past 20, the hits said and nothing runs
      await vm.step(60 * 18);
      expect(vm.vm.runtime.threads.length).toBeGreaterThan(0);
      await vm.step(60 * 5);
      expect(vm.saidTexts).toContain("2");
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });
});
