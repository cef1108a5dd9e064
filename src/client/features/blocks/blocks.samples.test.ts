import { describe, expect, it } from "vitest";
import { blockCategories, normalizeBlocksText, parseProgram, type Block } from "../../../blocks";
import { BLOCK_SAMPLES } from "./blocks.samples";

function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...Object.values(block.inputs).flatMap((input) => (input.type === "block" ? allBlocks([input.block]) : [])),
    ...Object.values(block.substacks).flatMap((stack) => allBlocks(stack ?? [])),
  ]);
}

describe("/test-blocks samples", () => {
  it.each(BLOCK_SAMPLES.map((sample) => [sample.id, sample] as const))("%s parses with zero diagnostics", (_id, sample) => {
    expect(normalizeBlocksText(sample.text)).toBe(sample.text);
    const { diagnostics } = parseProgram(sample.text);
    expect(diagnostics).toEqual([]);
  });

  it("together use every category: the palette, lists, custom blocks, pen and music", () => {
    const used = new Set(
      BLOCK_SAMPLES.flatMap((sample) =>
        parseProgram(sample.text).program.scripts.flatMap((script) => allBlocks(script.blocks).map((block) => block.category)),
      ),
    );
    for (const category of blockCategories) expect(used, category).toContain(category);
  });
});
