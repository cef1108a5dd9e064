// Issue 26 (decision 1170): classics on the child's details, played in scratch-vm (headless, on a
// virtual clock): the ball turns the child's degrees at the paddle and the game ends at the child's
// line; numbered paddles move by the child's steps; the clicked Cup rolls the child's variables; a
// key sends every piece of clothing back to costume 1; a countdown in the child's variable ends at 0.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive, touchByDistance));
const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void; setDirection: (d: number) => void };

describe("classics on the child's details, played", () => {
  it("one player pong: the Ball turns 180 degrees at the Bar and the game ends below the child's y", async () => {
    await play("single player pong: the Bar moves with left and right arrows 9, the Ball move 8 forever and bounce on the edge, if it touch the Bar it turn 180 degree, and if y < -140 it is game over", async (vm) => {
      await vm.step(2);
      hold(vm, "ArrowRight", true);
      await vm.step(5);
      hold(vm, "ArrowRight", false);
      expect(vm.sprite("Bar").x).toBe(45);
      // the Ball flying at the Bar, from just above it
      target(vm, "Ball").setXY(vm.sprite("Bar").x, vm.sprite("Bar").y + 60);
      target(vm, "Ball").setDirection(180);
      let direction = 180;
      for (let i = 0; i < 20 && direction === 180; i++) {
        await vm.step(1);
        direction = vm.sprite("Ball").direction;
      }
      expect(Math.abs(direction)).toBe(0);
      // a miss: below -140 the game is over
      target(vm, "Bar").setXY(200, -150);
      target(vm, "Ball").setXY(-100, -135);
      target(vm, "Ball").setDirection(180);
      await vm.step(4);
      expect(vm.saidTexts).toContain("Game over!");
      await vm.step(150);
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });

  it("two player pong: Racket1 and Racket2 move 12 a frame on their keys, and the Ball turns 180 at either", async () => {
    await play("pong for 2 players: Racket1 moves with q and a (12 steps up and down), Racket2 with o and l; the Ball moves 5 steps forever, bounces on the edge and turns 180 degrees when it touches either racket", async (vm) => {
      await vm.step(2);
      hold(vm, "q", true);
      hold(vm, "l", true);
      await vm.step(5);
      hold(vm, "q", false);
      hold(vm, "l", false);
      expect(vm.sprite("Racket1").y).toBe(60);
      expect(vm.sprite("Racket2").y).toBe(-60);
      target(vm, "Ball").setXY(vm.sprite("Racket2").x - 50, vm.sprite("Racket2").y);
      target(vm, "Ball").setDirection(90);
      let direction = 90;
      for (let i = 0; i < 20 && direction === 90; i++) {
        await vm.step(1);
        direction = vm.sprite("Ball").direction;
      }
      expect(direction).toBe(-90);
    });
  });

  it("dice: clicking the Cup rolls die1 and die2 and says their total", async () => {
    await play("roll two dice when i click the Cup: die1 and die2 get random 1 to 6 and the cup says the total", async (vm) => {
      await vm.step(2);
      click(vm, "Cup");
      await vm.step(2);
      const [one, two] = [Number(vm.stage().variables.die1), Number(vm.stage().variables.die2)];
      for (const die of [one, two]) expect(die >= 1 && die <= 6).toBe(true);
      expect(vm.sprite("Cup").bubble?.text).toBe(`Total: ${one + two}`);
    });
  });

  it("dress-up: each piece changes when clicked, and x sends all three back to costume 1", async () => {
    await play("a dress up game: clicking the Cap, the Jacket or the Sneakers switches it to its next costume, and pressing x switches all three back to costume 1", async (vm) => {
      await vm.step(2);
      const pieces = ["Cap", "Jacket", "Sneakers"];
      for (const piece of pieces) (vm.vm.runtime.getSpriteTargetByName(piece) as unknown as { setCostume: (i: number) => void }).setCostume(1);
      click(vm, "Cap");
      await vm.step(2);
      hold(vm, "x", true);
      await vm.step(2);
      hold(vm, "x", false);
      for (const piece of pieces) expect(vm.sprite(piece).costumeIndex, piece).toBe(0);
    });
  });

  it("dress-up: clicking the Reset button sends every piece back to costume 1", async () => {
    await play("dress up for my class: clicking the Coat, the Boots or the Cap switches that one to its next costume, and the Reset button broadcasts undo so all three switch back to costume 1.", async (vm) => {
      await vm.step(2);
      const pieces = ["Coat", "Boots", "Cap"];
      for (const piece of pieces) (vm.vm.runtime.getSpriteTargetByName(piece) as unknown as { setCostume: (i: number) => void }).setCostume(1);
      click(vm, "Reset");
      await vm.step(3);
      for (const piece of pieces) expect(vm.sprite(piece).costumeIndex, piece).toBe(0);
    });
  });

  it("racing: the Bus's laps go up at the Line, and after 2 laps it says the child's line and everything stops", async () => {
    await play("a race game: each time the Bus touches the Line, laps goes up by 1 and the Bus says the timer for 1 seconds; after 2 laps it says \"Done!\" and stops.", async (vm) => {
      await vm.step(2);
      for (let lap = 1; lap <= 2; lap++) {
        target(vm, "Bus").setXY(vm.sprite("Line").x, vm.sprite("Line").y);
        await vm.step(3);
        expect(Number(vm.stage().variables.laps)).toBe(lap);
        target(vm, "Bus").setXY(-180, 100);
        await vm.step(70);
      }
      expect(vm.saidTexts).toContain("Done!");
      await vm.step(150);
      expect(vm.vm.runtime.threads.length).toBe(0);
    });
  });

  it("countdown: secs goes 5 to 0, said each second, then the Clock says go", async () => {
    await play("countdown: the variable secs starts at 5 and goes down 1 every second while the Clock says secs; when secs is 0 the Clock says Go", async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Clock").bubble?.text).toBe("5");
      await vm.step(60 * 2);
      expect(Number(vm.stage().variables.secs)).toBe(3);
      await vm.step(60 * 3);
      expect(Number(vm.stage().variables.secs)).toBe(0);
      expect(vm.sprite("Clock").bubble?.text?.toLowerCase()).toBe("go");
    });
  });
});
