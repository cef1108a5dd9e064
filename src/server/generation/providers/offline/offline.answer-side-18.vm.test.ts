// Issue 26, decision 1300: a move said in words and spelt out in steps, played in scratch-vm
// (a wording of our own): the sprite ends where the steps take it, with no extra move.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "./offline.answer";

describe("a move spelt out in steps, played", () => {
  it("'i want the Moon to go down slowly: change y by -3, 40 times' ends 120 below where it started", async () => {
    const answer = answerRequest("i want the Moon to go down slowly: change y by -3, 40 times");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut).toEqual([]);
    const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
    expect(diagnostics, answer.text).toEqual([]);
    const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
    try {
      const start = vm.sprite("Moon").y;
      vm.greenFlag();
      await vm.step(80);
      expect(vm.sprite("Moon").y).toBe(start - 120);
    } finally {
      vm.dispose();
    }
  });
});
