// A custom block's proccode exactly as its define line writes it (issue 27, decision 210): Scratch
// keeps `level%s` (an input right after a word) apart from `level %s`, but scratchblocks reads
// both define lines the same. The define line's own text says which: an input bracket touching a
// word means no space there in the proccode.

import { minifyHash } from "./scratchblocks.hash";
import { scanGroups } from "./text.repair.groups";
import { splitComment } from "./text.normalize";

/** The words of a define line after `define`, comment off. */
const defineWords = (line: string) => splitComment(line.trim()).code.replace(/^define\s+/i, "");

/** The proccode with one space around each input: how scratchblocks' reading spells it. */
const spaced = (proccode: string) => proccode.replace(/%([sb])/g, " %$1 ").replace(/\s+/g, " ").trim();

/** A define line's proccode with the spacing it was written with, or null where it cannot be read. */
function writtenProccode(line: string): { hash: string; proccode: string } | null {
  const code = defineWords(line);
  const groups = scanGroups(code);
  if (!groups || groups.some((g) => g.open === "[")) return null;
  let proccode = "";
  let hashText = "";
  let at = 0;
  for (const g of groups) {
    const words = code.slice(at, g.start);
    proccode += words.replace(/%/g, "") + (g.open === "<" ? "%b" : "%s");
    hashText += `${words} _ `;
    at = g.end;
  }
  proccode += code.slice(at).replace(/%/g, "");
  hashText += code.slice(at);
  return { hash: minifyHash(hashText), proccode: proccode.replace(/\s+/g, " ").trim() };
}

/**
 * For the program's define lines, by scratchblocks' hash of the block: the proccode as written.
 * `exactProccode` gives it where it agrees with scratchblocks' reading (`spacedProccode`), apart
 * from the spaces next to inputs.
 */
export function writtenProccodes(lines: readonly string[]): Map<string, string> {
  const byHash = new Map<string, string>();
  for (const line of lines) {
    if (!/^\s*define\b/i.test(line)) continue;
    const written = writtenProccode(line);
    if (written && !byHash.has(written.hash)) byHash.set(written.hash, written.proccode);
  }
  return byHash;
}

export function exactProccode(written: string | undefined, spacedProccode: string): string {
  return written !== undefined && spaced(written) === spaced(spacedProccode) ? written : spacedProccode;
}
