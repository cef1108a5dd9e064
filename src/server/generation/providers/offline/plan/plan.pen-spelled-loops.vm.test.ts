// Issue 26, decision 1700: a polygon the child spells out with the answer to a question ("repeats
// answer times: move 50 steps and turn 360 / answer degrees"), played in scratch-vm: the number
// typed is how many corners the pen goes round, each side the child's 50 steps.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

const corners = async (typed: string) => {
  const visited: string[] = [];
  await playAnswer('Sixième, geometry: the Robot draws any regular polygon: it asks "How many sides?", puts its pen down, then repeats answer times: move 50 steps and turn 360 / answer degrees.', async (vm) => {
    await vm.step(3);
    vm.vm.runtime.emit("ANSWER", typed);
    for (let i = 0; i < 40; i++) {
      await vm.step(1);
      const robot = vm.sprite("Robot");
      const at = `${Math.round(robot.x)},${Math.round(robot.y)}`;
      if (robot.isPenDown && visited[visited.length - 1] !== at) visited.push(at);
    }
  });
  return [...new Set(visited)];
};

describe("a polygon of the answer's sides, played", () => {
  it("4 typed: a square of side 50", async () => {
    expect((await corners("4")).sort()).toEqual(["0,-50", "0,0", "50,-50", "50,0"].sort());
  });

  it("3 typed: three corners, 50 steps apart", async () => {
    const points = await corners("3");
    expect(points).toHaveLength(3);
    expect(points).toContain("50,0");
  });
});
