// Issue 26: a whole program from the project library is the answer only when it keeps every
// script the plan read; one that does not is another program, with scripts nobody asked for (a
// countdown that stops everything, a click counter), so the plan is the answer. And a part the
// plan set aside that one of its own blocks says word for word ("set to 0") is not left out.
import { describe, expect, it } from "vitest";
import { partsTheBlocksSay } from "./offline.own-blocks";
import { playAnswer } from "./test-support/answer-in-vm";

describe("only the scripts asked for", () => {
  it.each([
    ["Make a timer: a variable called Steps set to 0 when the flag is clicked, then it goes up by 2 every second, forever", "Steps", 2],
    ["Timer project: a variable called Ticks set to 0 when the flag is clicked, then it goes up by 1 every second, forever", "Ticks", 1],
  ])("%j: one script, no countdown, no click counter, the variable goes up as asked", async (prompt, variable, step) => {
    const text = await playAnswer(prompt, async (vm) => {
      await vm.step(2);
      expect(vm.stage().variables[variable]).toBe(step);
      await vm.step(60 * 3);
      const later = Number(vm.stage().variables[variable]);
      expect(later).toBeGreaterThanOrEqual(step * 3);
      expect(later % step).toBe(0);
    });
    expect(text).not.toMatch(/stop \[all|when this sprite clicked|Time's up|change y by/);
    expect(text.match(/^when /gm)).toHaveLength(1);
  });

  it("a part set aside that a block of the plan says word for word is not left out; other words are", () => {
    const text = "when green flag clicked\nset [apples v] to (0)\nchange [apples v] by (3)\nmove (10) steps";
    expect(partsTheBlocksSay(["set to 0", "change by 3", "to 0", "set to 5", "move 10 steps", "jump 10"], text)).toEqual(["set to 0", "change by 3", "move 10 steps"]);
  });
});
