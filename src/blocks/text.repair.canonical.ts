// The repair's fast path for good programs: a line that is one of Scratch's blocks exactly as the
// vocabulary writes it, with only typed-in numbers and texts and named fields in its slots
// (`move (10) steps`, `say [Hi!] for (2) seconds`, `set [score v] to (0)`), has nothing any rule
// could tidy, so it skips every trigger. Most lines of a good program are such lines, and the
// dozen trigger expressions each cost about as much as this one test.
//
// A line qualifies only by its shape: numbers in round brackets, texts in square brackets with no
// bracket, quote or colour inside, and square-bracket fields (`[score v]`) are slots; everything
// else, round menus included (`(mouse pointer v)` is not `(mouse-pointer v)`), must be the
// vocabulary's own words. Reporters and conditions nested in a slot never qualify: the rules for
// disguised blocks and worded conditions look inside them.

import { vocabulary } from "./vocabulary";

/** Slots, matched in this order: a named field (`[score v]`), a plain text (never a colour), a number. */
const FIELD = /\[[^[\]()<>"\\]*? v\]/g;
const TEXT = /\[(?!#)[^[\]()<>"\\]*\]/g;
const NUMBER = /\(-?(?:\d+\.?\d*|\.\d+)\)/g;
/** Stands for a field until the texts are shaped (a field's brackets would read as a text's). */
const FIELD_MARK = "\u0002";

/** The line with each slot as `(#)`, `[_]` or a field mark (string replacements: no callback per slot). */
function shapeOf(lowerCasedLine: string): string {
  return lowerCasedLine.replace(FIELD, FIELD_MARK).replace(TEXT, "[_]").replace(NUMBER, "(#)");
}

const canonicalShapes: ReadonlySet<string> = new Set(vocabulary.map((entry) => shapeOf(entry.text.toLowerCase())));

/** The (trimmed, lower-cased) line is a vocabulary block with typed-in values: no rule applies. */
export function isCanonicalBlockLine(lowerCasedLine: string): boolean {
  if (!lowerCasedLine.includes("(") && !lowerCasedLine.includes("[")) return false;
  return canonicalShapes.has(shapeOf(lowerCasedLine));
}
