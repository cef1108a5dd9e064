// scratchblocks' block hashing (syntax/blocks.js minifyHash and hashSpec), which it does not
// export: how a line of text is matched to a block whatever its spacing, case and inputs.

/** scratchblocks' own hash normalisation (blocks.js minifyHash). */
export function minifyHash(hash: string): string {
  return hash
    .replace(/_/g, " _ ")
    .replace(/ +/g, " ")
    .replace(/[,%?:]/g, "")
    .replace(/ß/g, "ss")
    .replace(/ä/g, "a")
    .replace(/ö/g, "o")
    .replace(/ü/g, "u")
    .replace(". . .", "...")
    .replace(/^…$/, "...")
    .trim()
    .toLowerCase();
}
export const hashSpec = (spec: string): string => minifyHash(spec.replace(/%[a-zA-Z0-9](?:\.[a-zA-Z0-9]+)?/g, " _ "));
