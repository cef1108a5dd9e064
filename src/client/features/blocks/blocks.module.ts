/**
 * src/blocks (normaliser, strict parser, vocabulary) loaded on demand: it carries scratchblocks'
 * parser and the whole block table, which only pages that show blocks need.
 */
export type TBlocksModule = typeof import("../../../blocks");

let loading: Promise<TBlocksModule> | null = null;

export function loadBlocksModule(): Promise<TBlocksModule> {
  loading ??= import("../../../blocks").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
