// Joining a script a blank line cut in two (issue 27, measured on real model answers): models put
// blank lines between the parts of one script ("set up", blank, "main loop"), and often a comment
// above each part that the normaliser moves onto a block. scratchblocks ends a script at a blank
// line, so every part after the first became a script without a hat: Scratch never runs it, and
// nothing said so but a warning. Where a hatless stack stands right under a script that has a hat,
// the blank lines between them go, and the stack runs where the author put it.
//
// Kept apart: a stack under a script that ends in a cap (`forever`, `stop all`: nothing can
// follow it; the validator's error count shows that), a reporter lying alone, and anything across
// a sprite's or the stage's section line. In whole-project text a stack standing at the hat's own
// indentation stays apart too: that is how project text writes the loose stacks an opened project
// keeps on its canvas; only a stack indented under the hat is its body.
//
// Like the `end` lines text.repair.ends.ts adds, this changes the number of lines, so it runs after
// the line rewrites and says where each join happened in the text it delivers.

import { parseProgram } from "./program.parse";
import { readDirective } from "./project/project.directives";
import { isWholeProjectText } from "./project/project.sections";

export interface JoinedStack {
  /** 1-based line, in the returned text, of the first block of the stack that was joined. */
  line: number;
}

export interface JoinResult {
  text: string;
  joined: JoinedStack[];
  /** Where a line of the given text (1-based) stands in the returned one. */
  lineAfter(line: number): number;
}

const MAX_JOINS = 20;

const indentOf = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === "";
const isCommentOnly = (line: string) => line.trimStart().startsWith("//");
const isSectionLine = (line: string) => {
  if (!isCommentOnly(line)) return false;
  const directive = readDirective(line);
  return directive !== null && (directive.kind === "stage" || directive.kind === "sprite");
};
/** A reporter or condition alone on its line: Scratch keeps such a one lying on the canvas. */
const isLoneReporter = (line: string) => /^[(<]/.test(line.trim());

/** A block line after a blank line that is no hat, no comment and no reporter alone. */
const CUT_STACK = /\n[ \t]*\n[ \t]*(?!when\b|define\b|\/\/|[(<\s])\S/i;

const isHat = (line: string) => /^\s*(?:when|define)\b/i.test(line);

/** Errors and stacks without a hat in a piece of program text. */
function reading(text: string): { errors: number; hatless: number } {
  const { diagnostics } = parseProgram(text);
  return { errors: diagnostics.filter((d) => d.severity === "error").length, hatless: diagnostics.filter((d) => d.code === "script-without-hat").length };
}

/**
 * The 0-based line of the first block of the script above the blank lines ending at `blankTop`
 * (exclusive), or null when a section line stands in that paragraph's way or it holds no block.
 */
function scriptAbove(lines: readonly string[], blankTop: number): number | null {
  let first: number | null = null;
  for (let i = blankTop - 1; i >= 0 && !isBlank(lines[i] ?? ""); i--) {
    const line = lines[i] ?? "";
    if (isSectionLine(line)) return first;
    if (!isCommentOnly(line)) first = i;
  }
  return first;
}

/**
 * Joins each hatless stack to the script with a hat right above it, where that is the one reading.
 * Each join is judged on the two paragraphs alone (with the program's define lines, so calls of
 * its own blocks read right): nothing else in the program changes, and a long program is not
 * parsed again for every candidate.
 */
export function joinCutScripts(text: string): JoinResult {
  const unchanged: JoinResult = { text, joined: [], lineAfter: (line) => line };
  // Cheap gate: a text where every block line after a blank line starts a script (a hat), or is
  // a reporter alone, has nothing to join (most programs: nothing is split or copied for them).
  if (!CUT_STACK.test(text)) return unchanged;
  let wholeProject: boolean | null = null;
  let lines = text.split("\n");
  const defines = lines
    .filter((line) => /^\s*define\b/i.test(line))
    .map((line) => ({ line: line.trim(), word: /^define\s+([^\s([<]+)/i.exec(line.trim())?.[1]?.toLowerCase() ?? "" }));
  /** The define lines whose first word the piece uses: enough to read its calls. */
  const contextFor = (piece: string) => {
    const lower = piece.toLowerCase();
    const used = defines.filter((d) => d.word !== "" && lower.includes(d.word)).map((d) => d.line);
    return used.length > 0 ? `${[...new Set(used)].join("\n\n")}\n\n` : "";
  };
  // The given text's line (0-based) each line now is: joins take lines out.
  let origin = lines.map((_, index) => index);
  const joinedAt: number[] = [];
  for (let start = 1; start < lines.length && joinedAt.length < MAX_JOINS; start++) {
    const first = lines[start] ?? "";
    if (!isBlank(lines[start - 1] ?? "") || isBlank(first) || isCommentOnly(first) || isHat(first) || isLoneReporter(first)) continue;
    let blankTop = start;
    while (blankTop > 0 && isBlank(lines[blankTop - 1] ?? "")) blankTop--;
    if (blankTop === 0) continue;
    const above = scriptAbove(lines, blankTop);
    // The script above must itself start with a hat (not be another cut-off stack).
    if (above === null || !isHat(lines[above] ?? "")) continue;
    wholeProject ??= isWholeProjectText(text);
    if (wholeProject && indentOf(first) <= indentOf(lines[above] ?? "")) continue;
    let end = start;
    while (end < lines.length && !isBlank(lines[end] ?? "")) end++;
    const script = lines.slice(above, blankTop).join("\n");
    const stack = lines.slice(start, end).join("\n");
    const context = contextFor(`${script}\n${stack}`);
    const apart = reading(`${context}${script}\n\n${stack}`);
    const together = reading(`${context}${script}\n${stack}`);
    const better = together.errors < apart.errors || (together.errors === apart.errors && together.hatless < apart.hatless);
    if (!better) continue;
    joinedAt.push(origin[start] ?? start);
    lines = [...lines.slice(0, blankTop), ...lines.slice(start)];
    origin = [...origin.slice(0, blankTop), ...origin.slice(start)];
    start = blankTop;
  }
  if (joinedAt.length === 0) return unchanged;
  const position = new Map(origin.map((from, index) => [from, index + 1]));
  // A line that was taken out (a blank one) goes where the next kept line went.
  const lineAfter = (line: number) => {
    for (let from = line - 1; from <= (origin[origin.length - 1] ?? 0); from++) {
      const at = position.get(from);
      if (at !== undefined) return at;
    }
    return lines.length;
  };
  return { text: lines.join("\n"), joined: joinedAt.map((from) => ({ line: position.get(from) ?? 1 })).sort((a, b) => a.line - b.line), lineAfter };
}
