// Issue 26: a game built from the request's own parts (plan.arcade.ts), played in scratch-vm as a
// child would: keys held, the chaser coming closer, a catch scoring and a catch costing a life.
// With no renderer in Node, `touching` a sprite is worked out here from the sprites' distance.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = (prompt: string, drive: (vm: TVmRun) => Promise<void>) => playAnswer(prompt, drive, touchByDistance);

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
/** A sprite put somewhere by hand, as dragging it on the stage would (scratch-vm's own setXY). */
const moveTo = (vm: TVmRun, sprite: string, x: number, y: number) => (vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY(x: number, y: number): void } | undefined)?.setXY(x, y);

describe("games built from their parts, played", () => {
  it("collect: the arrow keys move the Unicorn, touching a Star scores the request's points and moves the Star", async () => {
    const text = await play("a game where a unicorn moves with the arrow keys and collects stars, each star is 5 points", async (vm) => {
      await vm.step(2);
      const x = vm.sprite("Unicorn").x;
      hold(vm, "ArrowRight", true);
      await vm.step(10);
      hold(vm, "ArrowRight", false);
      expect(vm.sprite("Unicorn").x).toBeGreaterThan(x + 20);
      expect(Number(vm.stage().variables.score)).toBe(0);
      const star = vm.sprite("Star");
      moveTo(vm, "Unicorn", star.x, star.y);
      await vm.step(2);
      expect(Number(vm.stage().variables.score)).toBe(5);
      // the Star went somewhere new
      expect(Math.hypot(vm.sprite("Star").x - star.x, vm.sprite("Star").y - star.y)).toBeGreaterThan(0);
    });
    expect(text).not.toMatch(/stop \[all/);
  });

  it("chase with lives: the Cat comes after the Mouse, each catch costs one of the request's lives, none left stops the game", async () => {
    await play("I want make game: the mouse must eat the cheese and the cat is following him, 2 life", async (vm) => {
      await vm.step(2);
      expect(Number(vm.stage().variables.lives)).toBe(2);
      const far = Math.hypot(vm.sprite("Cat").x - vm.sprite("Mouse").x, vm.sprite("Cat").y - vm.sprite("Mouse").y);
      await vm.step(120);
      const near = Math.hypot(vm.sprite("Cat").x - vm.sprite("Mouse").x, vm.sprite("Cat").y - vm.sprite("Mouse").y);
      expect(near).toBeLessThan(far);
      moveTo(vm, "Mouse", vm.sprite("Cat").x, vm.sprite("Cat").y);
      await vm.step(2);
      expect(Number(vm.stage().variables.lives)).toBe(1);
      moveTo(vm, "Mouse", vm.sprite("Cat").x, vm.sprite("Cat").y);
      await vm.step(90);
      expect(vm.saidTexts).toContain("Game over!");
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });

  it("goal: w a s d move the player and reaching the Castle wins", async () => {
    await play("the princess moves with w a s d and must reach the castle", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Princess").y;
      hold(vm, "w", true);
      await vm.step(5);
      hold(vm, "w", false);
      expect(vm.sprite("Princess").y).toBeGreaterThan(y);
      moveTo(vm, "Princess", vm.sprite("Castle").x, vm.sprite("Castle").y);
      await vm.step(150);
      expect(vm.saidTexts).toContain("You win!");
    });
  });

  it("maze: the child's step moves the Robot, the red wall sends it back to the child's start, the Door wins", async () => {
    const prompt = "my maze: the Robot rolls with the arrow keys 7 steps, if it touches the red walls it goes back to the start x -200 y 120 and it must reach the Door";
    // the red wall stands at x -150 and to the right of it (no renderer draws colours in Node)
    const wallAt = (vm: TVmRun) => {
      touchByDistance(vm);
      const robot = vm.vm.runtime.getSpriteTargetByName("Robot") as unknown as { x: number; isTouchingColor: () => boolean };
      robot.isTouchingColor = () => robot.x >= -150;
    };
    await playAnswer(
      prompt,
      async (vm) => {
        await vm.step(2);
        expect([vm.sprite("Robot").x, vm.sprite("Robot").y]).toEqual([-200, 120]);
        hold(vm, "ArrowRight", true);
        await vm.step(3);
        // 7 steps a frame, not the library's 5
        expect((vm.sprite("Robot").x + 200) % 7).toBe(0);
        expect(vm.sprite("Robot").x).toBeGreaterThan(-200);
        await vm.step(12);
        hold(vm, "ArrowRight", false);
        await vm.step(2);
        // the wall sent it back to the start: it never stays past x -150
        expect(vm.sprite("Robot").x).toBeLessThan(-150);
        moveTo(vm, "Robot", vm.sprite("Door").x, vm.sprite("Door").y);
        const robot = vm.vm.runtime.getSpriteTargetByName("Robot") as unknown as { isTouchingColor: () => boolean };
        robot.isTouchingColor = () => false;
        await vm.step(150);
        expect(vm.saidTexts).toContain("You win!");
      },
      wallAt,
    );
  });

  it("chase: the Hen runs by the child's 4 steps, and when the Fox gets it the Fox says the child's words and the game stops", async () => {
    await play("tag game: the Fox chases the Hen, the Hen moves with the arrows 4, if the Fox catches the Hen it says 'dinner time' and everything stops", async (vm) => {
      await vm.step(2);
      const y = vm.sprite("Hen").y;
      hold(vm, "ArrowUp", true);
      await vm.step(5);
      hold(vm, "ArrowUp", false);
      const moved = vm.sprite("Hen").y - y;

      expect(moved).toBeGreaterThan(0);
      expect(moved % 4).toBe(0);
      expect(vm.saidTexts).not.toContain("dinner time");
      moveTo(vm, "Hen", vm.sprite("Fox").x, vm.sprite("Fox").y);
      // the Fox waits a second before it starts, then says its line for a second
      await vm.step(180);
      expect(vm.saidTexts).toContain("dinner time");
      expect(vm.saidTexts).not.toContain("Game over!");
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });

  it("a touch with the child's own line: the arrows move the Dog 4 at a time, touching the Bone makes the Dog say it and the Bone go somewhere new", async () => {
    await play("He wants a game: the Dog run with arrows 4 steps, when touch the Bone say 'Yum!', and the Bone go to random place.", async (vm) => {
      await vm.step(2);
      const x = vm.sprite("Dog").x;
      hold(vm, "ArrowRight", true);
      await vm.step(1);
      hold(vm, "ArrowRight", false);
      expect(vm.sprite("Dog").x).toBe(x + 4);
      const bone = vm.sprite("Bone");
      moveTo(vm, "Dog", bone.x, bone.y);
      await vm.step(3);
      expect(vm.saidTexts).toContain("Yum!");
      expect(Math.hypot(vm.sprite("Bone").x - bone.x, vm.sprite("Bone").y - bone.y)).toBeGreaterThan(0);
    });
  });

  it("a Mouse that follows the mouse pointer goes where the pointer is, and touching the Apple scores", async () => {
    await play("He wants a game: the Mouse follow the mouse pointer, and when it touch the Apple, score go up 1 and the Apple go to random position.", async (vm) => {
      await vm.step(2);
      const apple = vm.sprite("Apple");
      vm.vm.runtime.ioDevices.mouse.postData({ x: 240 + apple.x, y: 180 - apple.y, canvasWidth: 480, canvasHeight: 360 });
      await vm.step(3);
      expect(Number(vm.stage().variables.score)).toBeGreaterThanOrEqual(1);
      expect(vm.saidTexts).not.toContain("Game over!");
    });
  });
});
