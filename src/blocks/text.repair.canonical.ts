// The repair's fast path for good programs: a line that is one of Scratch's blocks exactly as the
// vocabulary writes it, with only typed-in numbers and texts and named fields in its slots
// (`move (10) steps`, `say [Hi!] for (2) seconds`, `set [score v] to (0)`), has nothing any rule
// could tidy, so it skips every trigger. Most lines of a good program are such lines, and the
// dozen trigger expressions each cost about as much as this one test.
//
// A line qualifies only by its shape: numbers in round brackets, texts in square brackets with no
// bracket, quote or colour inside, square-bracket fields (`[score v]`) and round menus (`(edge v)`)
// are slots, each where the vocabulary has one of its kind; everything else must be the
// vocabulary's own words. A round menu naming the mouse otherwise than `mouse-pointer` stays words
// (`(mouse pointer v)` is not `(mouse-pointer v)`: a rule respells it). Reporters and conditions
// nested in a slot never qualify: the rules for disguised blocks and worded conditions look
// inside them.

import { vocabulary } from "./vocabulary";

/** Stands for a field until the texts are shaped (a field's brackets would read as a text's). */
const FIELD_MARK = "\u0002";

/** Characters no slot's inside may hold (brackets of any kind, a quote, a backslash). */
const NOT_IN_SLOT = new Uint8Array(128);
for (const c of '[]()<>"\\') NOT_IN_SLOT[c.charCodeAt(0)] = 1;
const OPEN_SQUARE = 91;
const CLOSE_SQUARE = 93;
const OPEN_ROUND = 40;
const CLOSE_ROUND = 41;

/** Where the slot opened at `at` closes (the index of `close`), or -1 when a character no slot holds comes first. */
function slotEnd(line: string, at: number, close: number): number {
  for (let i = at + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === close) return i;
    if (c < 128 && NOT_IN_SLOT[c] === 1) return -1;
  }
  return -1;
}

/** A dropdown's inside: ends in ` v` (`[score v]`, `(edge v)`). */
const isFieldInside = (line: string, from: number, to: number) => to - from >= 2 && line.charCodeAt(to - 1) === 118 && line.charCodeAt(to - 2) === 32;

const isDigit = (line: string, at: number) => {
  const c = line.charCodeAt(at);
  return c >= 48 && c <= 57;
};

/** A number's inside: `-?(?:\d+\.?\d*|\.\d+)`. */
function isNumberInside(line: string, from: number, to: number): boolean {
  let i = line.charCodeAt(from) === 45 ? from + 1 : from;
  const digitsFrom = i;
  while (i < to && isDigit(line, i)) i++;
  const digits = i - digitsFrom;
  if (i < to && line.charCodeAt(i) === 46) {
    const afterFrom = ++i;
    while (i < to && isDigit(line, i)) i++;
    if (digits === 0 && i === afterFrom) return false;
  } else if (digits === 0) return false;
  return i === to;
}

/** A round slot's mark: a number `(#)`, a menu `(~)` (never one naming the mouse otherwise than `mouse-pointer`), or null. */
function roundSlotMark(line: string, from: number, to: number): string | null {
  if (isNumberInside(line, from, to)) return "(#)";
  if (!isFieldInside(line, from, to)) return null;
  const mouse = line.indexOf("mouse", from);
  return mouse >= 0 && mouse < to && line.slice(from, to) !== "mouse-pointer v" ? null : "(~)";
}

/** The line with each named field (`[score v]`) as the field mark, leftmost first. */
function withFieldsMarked(line: string): string {
  let out = "";
  let copied = 0;
  for (let at = line.indexOf("["); at >= 0; at = line.indexOf("[", at + 1)) {
    const end = slotEnd(line, at, CLOSE_SQUARE);
    if (end < 0 || !isFieldInside(line, at + 1, end)) continue;
    out += line.slice(copied, at) + FIELD_MARK;
    copied = end + 1;
    at = end;
  }
  return copied === 0 ? line : out + line.slice(copied);
}

/**
 * The line with each slot as `(#)`, `(~)`, `[_]` or a field mark. Two scans by hand, each the
 * leftmost matching a regular expression would do (fields `\[[^…]*? v\]` first, so a text may
 * hold a field's mark; then texts `\[(?!#)[^…]*\]`, numbers `\(-?(?:\d+\.?\d*|\.\d+)\)` and
 * menus `\([^…]*? v\)`): cheaper than as many replacements, on every line of a program.
 */
function shapeOf(lowerCasedLine: string): string {
  const line = lowerCasedLine.includes(" v]") ? withFieldsMarked(lowerCasedLine) : lowerCasedLine;
  let out = "";
  let copied = 0;
  for (let at = 0; at < line.length; at++) {
    const c = line.charCodeAt(at);
    if (c !== OPEN_SQUARE && c !== OPEN_ROUND) continue;
    const end = slotEnd(line, at, c === OPEN_SQUARE ? CLOSE_SQUARE : CLOSE_ROUND);
    if (end < 0) continue;
    const mark = c === OPEN_SQUARE ? (line.charCodeAt(at + 1) === 35 ? null : "[_]") : roundSlotMark(line, at + 1, end);
    if (mark === null) continue;
    out += line.slice(copied, at) + mark;
    copied = end + 1;
    at = end;
  }
  return copied === 0 ? line : out + line.slice(copied);
}

const canonicalShapes: ReadonlySet<string> = new Set(vocabulary.map((entry) => shapeOf(entry.text.toLowerCase())));

/** The (trimmed, lower-cased) line is a vocabulary block with typed-in values: no rule applies. */
export function isCanonicalBlockLine(lowerCasedLine: string): boolean {
  if (!lowerCasedLine.includes("(") && !lowerCasedLine.includes("[")) return false;
  return canonicalShapes.has(shapeOf(lowerCasedLine));
}
