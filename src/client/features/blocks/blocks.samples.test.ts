import { describe, expect, it } from "vitest";
import { blockCategories, normalizeBlocksText, parseProgram, readOnlyExtensions, type Block } from "../../../blocks";
import { readFileSync } from "node:fs";
import { BLOCK_SAMPLES, PICTURED_TEXTS, sampleTextHash } from "./blocks.samples";
import { SAMPLE_PICTURES } from "./blocks.samples.pictures";

function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...Object.values(block.inputs).flatMap((input) => (input.type === "block" ? allBlocks([input.block]) : [])),
    ...Object.values(block.substacks).flatMap((stack) => allBlocks(stack ?? [])),
  ]);
}

describe("/test-blocks samples", () => {
  // The try-it box's first text too: its prerendered picture stands in without the checker (decision 610).
  it.each(PICTURED_TEXTS.map((sample) => [sample.id, sample] as const))("%s parses with zero diagnostics", (_id, sample) => {
    expect(normalizeBlocksText(sample.text)).toBe(sample.text);
    const { diagnostics } = parseProgram(sample.text);
    expect(diagnostics).toEqual([]);
  });

  // The extensions read but never offered (decision 630: speech, translation, video, Makey Makey) are not shown off.
  it("together use every category the product offers: the palette, lists, custom blocks, pen and music", () => {
    const used = new Set(
      BLOCK_SAMPLES.flatMap((sample) =>
        parseProgram(sample.text).program.scripts.flatMap((script) => allBlocks(script.blocks).map((block) => block.category)),
      ),
    );
    const offered = blockCategories.filter((category) => !(readOnlyExtensions as ReadonlySet<string>).has(category));
    expect(offered).toContain("music");
    for (const category of offered) expect(used, category).toContain(category);
  });
});

// Issue 31 point 8 and decision 610: each picture drawn ahead of time, shown until scratchblocks is needed and without JavaScript.
describe("/test-blocks samples' prerendered pictures", () => {
  it.each(PICTURED_TEXTS.map((sample) => [sample.id, sample] as const))("%s has a picture of its current text, safe to show", (id, sample) => {
    const picture = SAMPLE_PICTURES[id];
    expect(picture, "run scripts/render-gallery-pictures.mjs").toBeDefined();
    expect(picture?.textHash, "the sample changed: run scripts/render-gallery-pictures.mjs again").toBe(sampleTextHash(sample.text));
    const svg = readFileSync(new URL(`../../public/images/gallery/${id}.svg`, import.meta.url), "utf8");
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${picture?.width}" height="${picture?.height}"`));
    // Blocks, drawn with their words, coloured by the rules copied in.
    expect(svg.match(/<text/g)?.length ?? 0).toBeGreaterThan(3);
    expect(svg).toMatch(/<style>[^<]*\.sb3-/);
    // Nothing that runs, nothing that reaches outside the file.
    expect(svg).not.toMatch(/<script|<foreignObject|<a[\s>]|javascript:/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, href] of svg.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^#/);
  });

  it("a changed text has a different fingerprint", () => {
    expect(sampleTextHash("move (10) steps")).not.toBe(sampleTextHash("move (11) steps"));
    expect(sampleTextHash("move (10) steps")).toMatch(/^[0-9a-f]{8}$/);
  });
});
