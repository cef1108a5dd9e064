// Every block of the vocabulary, exported with its default values, is a project Scratch's own
// validator accepts and Scratch's engine loads and runs, with the inputs and fields it expects.
import { describe, expect, it } from "vitest";
import { vocabularyByOpcode } from "../vocabulary";
import { checkProjectIntegrity, knownSb3Opcodes, toProjectJson, toSb3 } from "./index";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { loadInVm, runsHeadless } from "./test-support/scratch-vm.harness";
import { vocabularyPrograms } from "./test-support/vocabulary-programs";

interface TVmBlock {
  opcode: string;
  inputs: Record<string, unknown>;
  fields: Record<string, unknown>;
}

describe("every vocabulary block exports to a project Scratch loads", () => {
  const cases = vocabularyPrograms();

  it("covers the whole palette except custom blocks, which have their own tests", () => {
    expect(cases.length).toBeGreaterThan(120);
  });

  it.each(cases)("$opcode", async ({ opcode, program }) => {
    const project = toProjectJson(program);
    expect(checkProjectIntegrity(project, knownSb3Opcodes)).toEqual([]);
    const sb3 = await toSb3(program);
    const parsed = await validateWithScratchParser(sb3);
    expect(parsed.ok, parsed.ok ? "" : parsed.error).toBe(true);

    const run = await loadInVm(sb3);
    try {
      const sprite = run.vm.runtime.targets.find((t) => !t.isStage)!;
      const vmBlocks = Object.values((sprite as unknown as { blocks: { _blocks: Record<string, TVmBlock> } }).blocks._blocks);
      const loaded = vmBlocks.find((block) => block.opcode === opcode);
      expect(loaded, `${opcode} missing after load`).toBeDefined();
      // The engine sees exactly the vocabulary's input and field names on the block.
      const entry = vocabularyByOpcode.get(opcode)!;
      for (const slot of entry.slots) {
        if (slot.slot === "field") expect(Object.keys(loaded!.fields)).toContain(slot.name);
        else expect(Object.keys(loaded!.inputs)).toContain(slot.name);
      }
      // And it runs: the green flag and a second of frames raise nothing.
      if (runsHeadless(project.extensions)) {
        run.greenFlag();
        await run.step(60);
      }
    } finally {
      run.dispose();
    }
  });
});
