// The tokenizer's memory of split pieces stays bounded however many different words a server sees.
import { describe, expect, it } from "vitest";
import { countTokens, TOKENIZER_CACHE_PIECES, tokenizerCachedPieces } from "./token-count";

describe("the token counter", () => {
  it("remembers at most its bound of pieces after many more different words, and counts as before", () => {
    const before = countTokens("make the cat jump when I press space");
    // made-up words (seeded) the tokenizer has no single token for: each is a new piece to split
    let seed = 25;
    const letter = () => "bcdfghjklmnpqrstvwxz"[(seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % 20];
    for (let i = 0; i < TOKENIZER_CACHE_PIECES * 3; i++) countTokens(` ${Array.from({ length: 9 }, letter).join("")}`);
    expect(tokenizerCachedPieces()).toBeGreaterThan(0);
    expect(tokenizerCachedPieces()).toBeLessThanOrEqual(TOKENIZER_CACHE_PIECES);
    expect(countTokens("make the cat jump when I press space")).toBe(before);
  });
});
