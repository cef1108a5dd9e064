import { describe, expect, it } from "vitest";
import { EXAMPLE_PROMPTS } from "../../generation/providers/offline";
import { HARMLESS_PROMPTS, UNSAFE_PROMPTS } from "./safety.corpus";
import { isLocallyUnsafe } from "./safety.local";

describe("the offline kid-safety check on the corpus (issue 16)", () => {
  it("has at least 200 prompts of each kind", () => {
    expect(HARMLESS_PROMPTS.length).toBeGreaterThanOrEqual(200);
    expect(UNSAFE_PROMPTS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HARMLESS_PROMPTS).size).toBe(HARMLESS_PROMPTS.length);
    expect(new Set(UNSAFE_PROMPTS).size).toBe(UNSAFE_PROMPTS.length);
  });

  it("refuses no harmless prompt, Scratch's game words included", () => {
    expect(HARMLESS_PROMPTS.filter((prompt) => isLocallyUnsafe(prompt))).toEqual([]);
    expect(EXAMPLE_PROMPTS.filter((prompt) => isLocallyUnsafe(prompt))).toEqual([]);
    for (const phrase of ["shoot", "kill the clone", "die", "blood moon"]) expect(isLocallyUnsafe(phrase), phrase).toBe(false);
  });

  it("refuses every unsafe prompt, disguised spellings included", () => {
    expect(UNSAFE_PROMPTS.filter((prompt) => !isLocallyUnsafe(prompt))).toEqual([]);
  });
});
