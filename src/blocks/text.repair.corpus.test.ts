import { describe, expect, it } from "vitest";
import { repairCorpus } from "./corpus/repair-corpus";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

describe("repair corpus: model mistakes, each with its rewrites or its diagnostic", () => {
  it("holds at least 300 programs", () => {
    expect(repairCorpus.length).toBeGreaterThanOrEqual(300);
    expect(new Set(repairCorpus.map((c) => c.name)).size).toBe(repairCorpus.length);
  });

  it.each(repairCorpus.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const normalised = normalizeBlocksText(c.text);
    const repaired = repairBlocksText(normalised);
    expect(repaired.rewrites.map(({ line, before, after }) => ({ line, before, after }))).toEqual(c.rewrites);
    expect(repaired.text.split("\n")).toHaveLength(normalised.split("\n").length);
    const errors = parseProgram(repaired.text).diagnostics.filter((d) => d.severity === "error");
    if (c.diagnostic) {
      expect(errors.map((d) => [d.code, d.line])).toContainEqual([c.diagnostic.code, c.diagnostic.line]);
    } else {
      expect(errors).toEqual([]);
    }
    // Idempotent: what repair wrote needs no second repair.
    expect(repairBlocksText(repaired.text)).toEqual({ text: repaired.text, rewrites: [] });
  });
});
