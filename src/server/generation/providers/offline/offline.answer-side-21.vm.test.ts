// Issue 26, decision 1450: answers played in scratch-vm (wordings of our own). A going back asked
// after a drawing ends the run at that place. (The reader starts the drawing there too, so the
// order itself is checked on the text: the `go to` after the loop.)
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "./offline.answer";

async function played(prompt: string, steps: number) {
  const answer = answerRequest(prompt);
  expect(answer.kind).toBe("program");
  if (answer.kind !== "program") throw new Error("no program");
  const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
  expect(diagnostics, answer.text).toEqual([]);
  const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
  vm.greenFlag();
  await vm.step(steps);
  return { vm, answer };
}

describe("a going back asked last, played", () => {
  it("'the Pencil draws a square of side 80, then goes back to x 100 y 50': the go to comes after the square, and the run ends there", async () => {
    const { vm, answer } = await played("my class wants the Pencil to draw a square of side 80 with the pen and then go back to x 100 y 50", 200);
    try {
      expect(answer.text).toMatch(/repeat \(4\)[\s\S]*end[\s\S]*go to x: \(100\) y: \(50\)\s*$/);
      expect(vm.sprite("Pencil").x).toBe(100);
      expect(vm.sprite("Pencil").y).toBe(50);
    } finally {
      vm.dispose();
    }
  });
});
