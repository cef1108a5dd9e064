// Issue 26: a library game played under the child's names (offline.child-names.ts). The keys move
// the child's named sprite, and the game still scores, in Scratch's real engine.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer as playWhole } from "./test-support/answer-in-vm";
import { touchByDistance } from "./test-support/touch-by-distance";

// the library's games meet each other with `touching`, worked out here from distance
const playAnswer = (prompt: string, drive: (vm: TVmRun) => Promise<void>) => playWhole(prompt, drive, touchByDistance);

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });

describe("a library game under the child's names, played", () => {
  it("the shooter's Cannon is the child's: the arrows move it, and its shots score on the Enemy", async () => {
    const text = await playAnswer("a shooter game: the Cannon moves with the arrow keys and space shoots", async (vm) => {
      await vm.step(5);
      const start = vm.sprite("Cannon").x;
      hold(vm, "ArrowRight", true);
      await vm.step(10);
      hold(vm, "ArrowRight", false);
      expect(vm.sprite("Cannon").x).toBeGreaterThan(start + 40);
      // stand under the Enemy and fire until a shot lands
      const cannon = vm.vm.runtime.getSpriteTargetByName("Cannon") as unknown as { setXY(x: number, y: number): void } | undefined;
      hold(vm, " ", true);
      for (let frame = 0; frame < 240 && Number(vm.stage().variables.score) === 0; frame++) {
        cannon?.setXY(vm.sprite("Enemy").x, -150);
        await vm.step(1);
      }
      hold(vm, " ", false);
      expect(Number(vm.stage().variables.score)).toBeGreaterThan(0);
    });
    expect(text).not.toMatch(/\bRocket\b/);
  });

  it("the flappy game's bird is the child's Dragonfly: the space key lifts it", async () => {
    const text = await playAnswer("a flappy game with a Dragonfly that flaps when I press space", async (vm) => {
      await vm.step(20);
      const low = vm.sprite("Dragonfly").y;
      hold(vm, " ", true);
      await vm.step(2);
      hold(vm, " ", false);
      await vm.step(4);
      expect(vm.sprite("Dragonfly").y).toBeGreaterThan(low);
    });
    expect(text).not.toMatch(/\bBird\b/);
  });

  it("pong's control said in a sentence of its own steers the paddle: the arrow keys, not the mouse", async () => {
    const text = await playAnswer("let's make pong. the arrow keys move the paddle", async (vm) => {
      await vm.step(5);
      const start = vm.sprite("Paddle").x;
      hold(vm, "ArrowLeft", true);
      await vm.step(10);
      hold(vm, "ArrowLeft", false);
      expect(vm.sprite("Paddle").x).toBeLessThan(start - 40);
    });
    expect(text).not.toContain("mouse x");
  });

  it("the catch game's control said on its own: the mouse moves the basket, and a catch scores", async () => {
    await playAnswer("a catch game. I move the basket with the mouse", async (vm) => {
      await vm.step(5);
      vm.moveMouse(-120, 0);
      await vm.step(3);
      expect(Math.abs(vm.sprite("Basket").x + 120)).toBeLessThan(10);
      // follow each falling apple until one is caught
      for (let frame = 0; frame < 600 && Number(vm.stage().variables.score) === 0; frame++) {
        const apple = vm.vm.runtime.targets.find((target) => !target.isOriginal && target.sprite.name === "Apple");
        if (apple) vm.moveMouse(apple.x, 0);
        await vm.step(1);
      }
      expect(Number(vm.stage().variables.score)).toBeGreaterThan(0);
    });
  });

  it("the catch game counts in the child's own variable: each catch adds to it, and there is no score", async () => {
    const text = await playAnswer("a catch game. I move the basket with the mouse. harvest + 1 for each apple", async (vm) => {
      for (let frame = 0; frame < 600 && !(Number(vm.stage().variables.harvest) > 0); frame++) {
        const apple = vm.vm.runtime.targets.find((target) => !target.isOriginal && target.sprite.name === "Apple");
        if (apple) vm.moveMouse(apple.x, 0);
        await vm.step(1);
      }
      expect(Number(vm.stage().variables.harvest)).toBeGreaterThan(0);
    });
    expect(text).not.toContain("[score v]");
  });

  it("the flappy bird that touches a pipe ends the game", async () => {
    await playAnswer("flappy bird where the up arrow flaps", async (vm) => {
      // hold the bird level with each pipe that comes until one meets it
      type TBird = { setXY(x: number, y: number): void; lookupVariableByNameAndType(name: string, type: string): { value: unknown } | undefined };
      const bird = vm.vm.runtime.getSpriteTargetByName("Bird") as unknown as TBird | undefined;
      for (let frame = 0; frame < 600 && !vm.saidTexts.includes("Ouch!"); frame++) {
        const pipe = vm.vm.runtime.targets.find((target) => !target.isOriginal && target.sprite.name === "Pipe");
        bird?.setXY(-150, pipe ? pipe.y : 0);
        const ySpeed = bird?.lookupVariableByNameAndType("y speed", "");
        if (ySpeed) ySpeed.value = 0;
        await vm.step(1);
      }
      expect(vm.saidTexts).toContain("Ouch!");
    });
  });

  it("pong for one: the paddle under the falling ball sends it back up and scores", async () => {
    await playAnswer("a pong game where I move the paddle with the mouse", async (vm) => {
      for (let frame = 0; frame < 400 && Number(vm.stage().variables.score) === 0; frame++) {
        vm.moveMouse(vm.sprite("Ball").x, 0);
        await vm.step(1);
      }
      expect(Number(vm.stage().variables.score)).toBe(1);
      expect(vm.saidTexts).not.toContain("Game over!");
    });
  });

  it("pong for one: a ball the paddle misses ends the game", async () => {
    await playAnswer("a pong game where I move the paddle with the mouse", async (vm) => {
      for (let frame = 0; frame < 400 && !vm.saidTexts.includes("Game over!"); frame++) {
        vm.moveMouse(vm.sprite("Ball").x > 0 ? -200 : 200, 0);
        await vm.step(1);
      }
      expect(vm.saidTexts).toContain("Game over!");
      expect(Number(vm.stage().variables.score)).toBe(0);
    });
  });
});
