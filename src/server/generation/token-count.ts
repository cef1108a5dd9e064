import tokenizer, { countTokens, setMergeCacheSize } from "gpt-tokenizer/encoding/o200k_base";

/**
 * The one o200k token counter the server uses (budgets, follow-ups, the offline generator's usage).
 * The tokenizer remembers every piece of text it has split, up to 100,000 pieces by default: about
 * 12 MB of heap that a long-running server fills slowly, one new word of a request or an answer at a
 * time, which a soak reads as a leak (issue 25). The pieces that recur (the system prompt's, the
 * common words) are far fewer; a few thousand keep the counting as fast.
 */
export const TOKENIZER_CACHE_PIECES = 5_000;
setMergeCacheSize(TOKENIZER_CACHE_PIECES);

/** How many pieces the tokenizer remembers now (its own field; read by the bound's test). */
export function tokenizerCachedPieces(): number {
  const core = (tokenizer as unknown as { bytePairEncodingCoreProcessor?: { mergeCache?: Map<string, unknown> } }).bytePairEncodingCoreProcessor;
  return core?.mergeCache?.size ?? 0;
}

export { countTokens };
