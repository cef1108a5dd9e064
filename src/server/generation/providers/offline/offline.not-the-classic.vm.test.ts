// Issue 26 (decision 1480): classics on the child's details, played in scratch-vm (headless, on a
// virtual clock): each key plays the drum the child paired with it; a maze's Wall sprite sends the
// player back and the thing it touches stays put; a shooter's target waits where it is and a hit
// sends it to a random position; a snake that is "not the game" only slithers. Wordings of our own.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "./test-support/answer-in-vm";
import { touchByDistance } from "./test-support/touch-by-distance";

const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void; setVisible: (visible: boolean) => void };

/** Records each drum the program plays, by its number in the menu (1 to 18). */
function recordDrums(vm: TVmRun, drums: number[]): void {
  const primitives = (vm.vm.runtime as unknown as { _primitives: Record<string, (args: { DRUM: unknown }, util: unknown) => unknown> })._primitives;
  const play = primitives.music_playDrumForBeats;
  if (!play) throw new Error("no music extension loaded");
  primitives.music_playDrumForBeats = (args, util) => {
    // (the block runs again each frame while its beats last; the drum sounds on the first run, before its timer starts)
    if (!(util as { stackFrame: { timer?: unknown } }).stackFrame.timer) drums.push(Number(args.DRUM));
    return play(args, util);
  };
}

describe("classics on the child's details, played (decision 1480)", () => {
  it("'keys a, s and d play drums 5, 3 and 8': each key plays its own drum", async () => {
    const drums: number[] = [];
    await playAnswer("drum pad for my little brother: the keys a, s and d play drums 5, 3 and 8", async (vm) => {
      await vm.runUntilIdle(30);
      for (const key of ["a", "s", "d"]) {
        await vm.pressKey(key);
        await vm.runUntilIdle(120);
      }
      expect(drums).toEqual([5, 3, 8]);
    }, (vm) => recordDrums(vm, drums));
  });

  it("a maze's Wall sends the Hamster back to the child's place, and the Seed it greets stays where it is", async () => {
    await playAnswer("Code club at the library in Tema, a maze: the Hamster moves with the arrow keys, 4 steps; if it touches the Wall it goes back to x -180 y -140; if it touches the Seed it says \"Yum!\"", async (vm) => {
      await vm.step(3);
      const seed = { x: vm.sprite("Seed").x, y: vm.sprite("Seed").y };
      target(vm, "Hamster").setXY(seed.x, seed.y);
      await vm.step(3);
      expect(vm.saidTexts).toContain("Yum!");
      expect({ x: vm.sprite("Seed").x, y: vm.sprite("Seed").y }).toEqual(seed);
      target(vm, "Hamster").setXY(vm.sprite("Wall").x, vm.sprite("Wall").y);
      await vm.step(3);
      expect({ x: vm.sprite("Hamster").x, y: vm.sprite("Hamster").y }).toEqual({ x: -180, y: -140 });
    }, touchByDistance);
  });

  it("a shooter's Ufo waits where it is; a Bullet that hits it adds 1 to score and sends it to a random position", async () => {
    await playAnswer("shooter game: the Tank moves left and right with the arrows 8, space shoots a clone of the Bullet that goes up 12 until the edge; if a Bullet hits the Ufo, score +1 and the Ufo goes to a random position", async (vm) => {
      await vm.step(3);
      target(vm, "Ufo").setXY(40, 60);
      await vm.step(30);
      // no falling the child never asked for
      expect({ x: vm.sprite("Ufo").x, y: vm.sprite("Ufo").y }).toEqual({ x: 40, y: 60 });
      // a Bullet over the Ufo: a hit
      target(vm, "Bullet").setXY(40, 60);
      target(vm, "Bullet").setVisible(true);
      await vm.step(2);
      target(vm, "Bullet").setVisible(false);
      await vm.step(2);
      expect(vm.stage().variables.score).toBe(1);
      expect({ x: vm.sprite("Ufo").x, y: vm.sprite("Ufo").y }).not.toEqual({ x: 40, y: 60 });
    }, touchByDistance);
  });

  it("a snake that is not the game slithers the child's 50 steps of 4 and stops, with no keys to steer it", async () => {
    await playAnswer("my son says snake but NOT the game. just the Snake wiggling: change x by 4 and next costume, 50 times", async (vm) => {
      const start = vm.sprite("Snake").x;
      await vm.runUntilIdle(600);
      expect(vm.sprite("Snake").x - start).toBe(200);
      await vm.pressKey("up arrow");
      await vm.step(10);
      expect(vm.sprite("Snake").direction).toBe(90);
    });
  });
});
