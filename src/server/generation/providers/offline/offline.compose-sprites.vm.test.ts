// Issue 26 (decision 1420): in a tennis game, the steps the child gives the ball move the Ball and
// never the bat, played in scratch-vm. Wording of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "./test-support/answer-in-vm";

describe("the ball's own steps, played", () => {
  it("the Ball moves and bounces; the Bat stays under the mouse", async () => {
    await playAnswer("tennis game: the Ball moves 4 steps forever and bounces off the edge, and the Bat follows the mouse's x", async (vm) => {
      const start = { x: vm.sprite("Ball").x, y: vm.sprite("Ball").y };
      await vm.step(10);
      const ball = vm.sprite("Ball");
      expect(Math.hypot(ball.x - start.x, ball.y - start.y)).toBeGreaterThan(20);
      // the mouse stays at x 0: a bat that moved 4 steps a frame would be far from it
      expect(Math.round(vm.sprite("Bat").x)).toBe(0);
    });
  });
});
