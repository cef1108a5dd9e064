// Two `forever` loops written side by side under one hat (issue 27, decision 680). Models write
// "do this for ever, and also this for ever" as two lined-up loops in one script, often with
// both `end`s at the bottom. No block can follow a forever in Scratch, and a loop inside a loop
// that never ends is not what the lining up says: both loops run at once, which in Scratch is
// two scripts with the same hat. The second loop becomes its own script under a copy of the
// hat, and the `end` that came too late closes the first loop where the second starts. Like the
// added `end`s, a split is kept only when the program then has fewer errors.

import { diagnoseRepairedText, errorCount } from "./text.repair.ends";

export interface LoopSplit {
  /** 1-based line of the copied hat in the returned text. */
  line: number;
  /** 1-based line, in the returned text, of the first loop. */
  first: number;
}

const MAX_SPLITS = 10;
const indentOf = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === "";
const isForever = (line: string) => /^forever$/i.test(line.trim());
const isEnd = (line: string) => /^end$/i.test(line.trim());
const isHat = (line: string) => /^\s*when\b/i.test(line);

/** Where the loop lined up over the `forever` at `at` starts, and whether its `end` is already there. */
function loopAbove(lines: readonly string[], at: number): { first: number; closed: boolean } | null {
  const own = indentOf(lines[at] ?? "");
  let closed = false;
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (isBlank(line) || isHat(line)) return null;
    if (indentOf(line) > own) continue;
    if (indentOf(line) < own) return null;
    if (isForever(line)) return { first: i, closed };
    if (!isEnd(line) || closed) return null;
    closed = true;
  }
  return null;
}

/** The hat of the script holding line `at`: the nearest hat above it in the same paragraph. */
function hatAbove(lines: readonly string[], at: number): number | null {
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (isBlank(line)) return null;
    if (isHat(line)) return i;
  }
  return null;
}

/** The last `end` of the paragraph from `at` down lined up at or left of `own`: the one that came too late. */
function lateEnd(lines: readonly string[], at: number, own: number): number | null {
  let found: number | null = null;
  for (let i = at; i < lines.length && !isBlank(lines[i] ?? "") && !isHat(lines[i] ?? ""); i++) {
    if (isEnd(lines[i] ?? "") && indentOf(lines[i] ?? "") <= own) found = i;
  }
  return found;
}

/**
 * Splits lined-up `forever` loops into scripts of their own. `origin[i]` is the 0-based line of
 * the given text that line i of the result comes from, or -1 for a line the split added.
 */
export function splitSideBySideLoops(text: string): { text: string; splits: LoopSplit[]; origin: number[] } {
  let lines = text.split("\n");
  let origin = lines.map((_, i) => i);
  const identity = { text, splits: [], origin };
  // Cheap gate: two loops are needed, and the program is parsed only once a forever stands lined
  // up under another in one script (a good program with a loop in each script costs no parse).
  if (lines.filter(isForever).length < 2) return identity;
  let parsed: ReturnType<typeof diagnoseRepairedText> | null = null;
  const splits: LoopSplit[] = [];
  for (let at = 0; at < lines.length && splits.length < MAX_SPLITS; at++) {
    if (!isForever(lines[at] ?? "")) continue;
    const above = loopAbove(lines, at);
    const hat = above ? hatAbove(lines, above.first) : null;
    if (!above || hat === null) continue;
    const own = indentOf(lines[at] ?? "");
    const pad = " ".repeat(own);
    const hatCopy = `${pad}${(lines[hat] ?? "").trim()}`;
    const late = above.closed ? null : lateEnd(lines, at + 1, own);
    const inserted = above.closed ? ["", hatCopy] : [`${pad}end`, "", hatCopy];
    const candidate = [...lines.slice(0, at), ...inserted, ...lines.slice(at)];
    const candidateOrigin = [...origin.slice(0, at), ...inserted.map(() => -1), ...origin.slice(at)];
    if (late !== null) {
      candidate.splice(late + inserted.length, 1);
      candidateOrigin.splice(late + inserted.length, 1);
    }
    parsed ??= diagnoseRepairedText(lines.join("\n"));
    if (errorCount(parsed) === 0) break;
    const after = diagnoseRepairedText(candidate.join("\n"));
    if (errorCount(after) >= errorCount(parsed)) continue;
    for (const split of splits) if (split.line > at) split.line += inserted.length;
    splits.push({ line: at + inserted.length, first: above.first + 1 });
    lines = candidate;
    origin = candidateOrigin;
    parsed = after;
    at += inserted.length;
  }
  return splits.length === 0 ? identity : { text: lines.join("\n"), splits, origin };
}
