// Issue 26, decision 1640: a request whose lead-in is in a teller's own English, played in scratch-vm
// (a wording of our own): no sprite is made of the lead-in's words, and the one character does what
// was asked, with nothing named as left out.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "./offline.answer";
import { spriteNames } from "./offline.program-sections";

describe("a lead-in in the teller's own English, played", () => {
  it("'Mwen sé on tichè in Soufrière, primary. After the spring training: ...' builds only the Canoe, which moves", async () => {
    const answer = answerRequest("Mwen sé on tichè in Soufrière, primary. After the spring training: the Canoe move 4 steps forever.");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut).toEqual([]);
    expect(spriteNames(answer.text)).toEqual(["Canoe"]);
    const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
    expect(diagnostics, answer.text).toEqual([]);
    const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
    try {
      const start = vm.sprite("Canoe").x;
      vm.greenFlag();
      await vm.step(10);
      expect(vm.sprite("Canoe").x).toBeGreaterThan(start);
    } finally {
      vm.dispose();
    }
  });
});
