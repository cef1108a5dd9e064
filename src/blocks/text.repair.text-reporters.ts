// A reporter written inside a text (issue 27, seen in real model answers): `say "you have (lives)
// lives"`, `say "Your score is [Score]!"` where the program has a variable Score, `say "Wrong! The answer is (item (i) of [answers])." for (3) seconds`, `say [You scored
// (score)]` where the square text's brackets break on the reporter inside. Scratch's text slot
// holds no reporter, so the author's meaning is a join of the text and the reporter's value:
// `say (join [you have ] (join (lives) [ lives]))`.
//
// A round group inside a text is taken for a reporter only where nothing else can be meant: a
// block (it has inputs or reads as one of Scratch's blocks), a built-in reporter's name, a name
// the program uses as a variable outside texts, or the whole text being that one group. A plain
// parenthesis in prose (`"Hello (friend)"`) stays text. A square text that reads without error
// (`say [Hi (friend)]`) is never changed: the judge keeps only edits that lower the errors or
// keep the meaning.

import { readsAsBlock } from "./text.loose-values";
import { builtInReporterSpelled } from "./program.hints";
import { replaceRange, type Edit, type LineView, type RepairRule } from "./text.repair.types";

/** A text written in quotes or square brackets, its range in the line and its content's range. */
export interface TextSpan {
  from: number;
  to: number;
  /** The content between the delimiters. */
  body: string;
  quoted: boolean;
}

/** The end (exclusive) of the round group opening at `at`, nesting round and square brackets; -1 when it does not close. */
function roundGroupEnd(code: string, at: number): number {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") {
      depth--;
      if (depth === 0) return c === ")" ? i + 1 : -1;
      if (depth < 0) return -1;
    }
  }
  return -1;
}

/**
 * The texts of a line that hold a round bracket: `"…(…)…"` in straight quotes, and `[…(…)…]`
 * whose square brackets close only after the round groups inside them (so `[a (b [c]) d]` is one
 * text, as its author wrote it, though scratchblocks would end it at the first `]`).
 */
export function textsWithRoundGroups(code: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "\\") {
      i++;
    } else if (c === '"') {
      const close = code.indexOf('"', i + 1);
      if (close < 0) break;
      const body = code.slice(i + 1, close);
      if (body.includes("(") || body.includes("[")) spans.push({ from: i, to: close + 1, body, quoted: true });
      i = close;
    } else if (c === "[") {
      let j = i + 1;
      let round = false;
      let ok = true;
      while (j < code.length && code[j] !== "]") {
        if (code[j] === "\\") j += 2;
        else if (code[j] === "(") {
          const end = roundGroupEnd(code, j);
          if (end < 0) {
            ok = false;
            break;
          }
          round = true;
          j = end;
        } else j++;
      }
      if (!ok || j >= code.length) continue;
      if (round) spans.push({ from: i, to: j + 1, body: code.slice(i + 1, j), quoted: false });
      i = j;
    }
  }
  return spans;
}

/**
 * A text's parts: plain text and top-level round groups, in order. In a quoted text a name in
 * square brackets (`"Your score is [Score]!"`) is a group too, read as a variable if the program
 * has one of that name.
 */
function partsOf(body: string, quoted: boolean, line: LineView): { text: string; group: boolean }[] {
  const parts: { text: string; group: boolean }[] = [];
  let at = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\") {
      i++;
      continue;
    }
    if (quoted && body[i] === "[") {
      const close = body.indexOf("]", i);
      const name = close < 0 ? "" : body.slice(i + 1, close).trim();
      if (name === "" || /[[()<>]/.test(name) || !line.isProgramVariableOutsideText(name)) continue;
      if (i > at) parts.push({ text: body.slice(at, i), group: false });
      parts.push({ text: `(${name})`, group: true });
      at = close + 1;
      i = close;
      continue;
    }
    if (body[i] !== "(") continue;
    const end = roundGroupEnd(body, i);
    if (end < 0) return [{ text: body, group: false }];
    if (i > at) parts.push({ text: body.slice(at, i), group: false });
    parts.push({ text: body.slice(i, end), group: true });
    at = end;
    i = end - 1;
  }
  if (at < body.length) parts.push({ text: body.slice(at), group: false });
  return parts;
}

const NUMBER = /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/;

/** Whether the round group `(…)` inside a text can only mean a reporter (see the file's comment). */
function meansReporter(group: string, aloneInText: boolean, line: LineView): boolean {
  const inner = group.slice(1, -1).trim();
  if (inner === "" || NUMBER.test(inner)) return false;
  if (/[([<]/.test(inner) || aloneInText) return true;
  return readsAsBlock(inner) || builtInReporterSpelled(inner) !== null || line.isProgramVariableOutsideText(inner);
}

/** Text for a square-bracket slot: scratchblocks' structural characters escaped. */
const asTextSlot = (text: string) => `[${text.replace(/[\\[\]]/g, (c) => `\\${c}`)}]`;

/** `(join a (join b c))`: Scratch's join takes two values, so more parts nest to the right. */
function joined(parts: readonly string[]): string {
  if (parts.length === 1) return parts[0] ?? "";
  return `(join ${parts[0] ?? ""} ${joined(parts.slice(1))})`;
}

/** The value a text with reporters inside means, or null when one of its groups may be prose. */
export function textAsJoin(span: TextSpan, line: LineView): string | null {
  const parts = partsOf(span.body, span.quoted, line).filter((p) => p.group || p.text !== "");
  const groups = parts.filter((p) => p.group);
  if (groups.length === 0) return null;
  const alone = parts.length === 1;
  if (!groups.every((g) => meansReporter(g.text, alone, line))) return null;
  return joined(parts.map((p) => (p.group ? p.text : asTextSlot(p.text))));
}

export const textWithReporter: RepairRule = {
  id: "text-with-reporter",
  reason: "A text can't hold a reporter: the text and the reporter's value are joined with (join).",
  // A quote or an opening square bracket with a round bracket after it, before the text closes.
  trigger: /"[^"]*[([][^"]*"|\[[^\]]*\(/,
  needs: '"[',
  propose(code, line) {
    return textsWithRoundGroups(code).flatMap((span): Edit[] => {
      const value = textAsJoin(span, line);
      return value === null ? [] : [replaceRange(span.from, span.to, value)];
    });
  },
};
