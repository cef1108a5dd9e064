// Issue 26, decision 1350: a look the child changes, read as a variable of that name, played in
// scratch-vm (a wording of our own): the click changes the sprite's colour effect.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "./offline.answer";

describe("a colour change asked on a click, played", () => {
  it("'the Lantern changes colour by 40 when i click it': each click adds 40 to its colour effect", async () => {
    const answer = answerRequest("i want the Lantern to change colour by 40 when i click it");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text).not.toMatch(/\/\/ variable colou?r/);
    const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
    expect(diagnostics, answer.text).toEqual([]);
    const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
    try {
      vm.greenFlag();
      await vm.step(5);
      const lantern = vm.vm.runtime.targets.find((target) => target.getName() === "Lantern");
      vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, lantern);
      await vm.step(5);
      expect(vm.sprite("Lantern").effects.color).toBe(40);
    } finally {
      vm.dispose();
    }
  });
});
