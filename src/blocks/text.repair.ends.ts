// Closing the C-blocks a model left open (issue 27, measured on real model answers): models
// write nesting with indentation and often leave out the `end` of the last C-block of a script,
// or of an `if … else` whose body they dedented out of. Where the text's own indentation shows
// where the body stops, or the body can only run to the script's end (a `forever`, or one block),
// that is the one reading; the `end` is
// added there and listed as a rewrite. Only C-blocks the validator reports without an `end` are
// touched, and an added `end` is kept only when the program then has fewer errors.
//
// This is the one repair step that adds lines: it runs after the line rewrites, and shifts their
// line numbers to the text it delivers.

import { hasErrors, type Diagnostic } from "./program";
import { parseProgram } from "./program.parse";
import { parseProject } from "./project/project.parse";
import { isWholeProjectText } from "./project/project.sections";
import { readDirective } from "./project/project.directives";

export interface AddedEnd {
  /** 1-based line of the added `end` in the returned text. */
  line: number;
  /** 1-based line of the C-block it closes, in the returned text. */
  opener: number;
}

const MAX_ADDED_ENDS = 20;

/** The validator's reading of a repaired text, program or whole project alike. */
export function diagnoseRepairedText(text: string): Diagnostic[] {
  return isWholeProjectText(text) ? (parseProject(text).diagnostics as Diagnostic[]) : parseProgram(text).diagnostics;
}

export const errorCount = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === "error").length;
const indentOf = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === "";
const isCommentOnly = (line: string) => line.trimStart().startsWith("//");
/** A section line of project text (`// sprite: Cat`) or a new script's hat ends a script. */
const startsSomethingElse = (line: string) => {
  if (isCommentOnly(line)) {
    const directive = readDirective(line);
    return directive !== null && (directive.kind === "stage" || directive.kind === "sprite");
  }
  return /^\s*(?:when|define)\b/i.test(line);
};
const isElse = (line: string) => /^else\b/i.test(line.trim());

/** After the blank line at `blank`, the next block line is indented deeper than `own`. */
function continuesIndentedBody(lines: readonly string[], blank: number, own: number): boolean {
  for (let i = blank + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (isBlank(line) || (isCommentOnly(line) && !startsSomethingElse(line))) continue;
    return !startsSomethingElse(line) && indentOf(line) > own;
  }
  return false;
}

/**
 * Where the `end` of the C-block on `opener` (0-based) goes: before the first line the
 * indentation puts outside its body, or after the script's last line. Null when the body is not
 * indented and could stop at more than one place: then nothing says where it stops.
 */
function endPosition(lines: readonly string[], opener: number): number | null {
  const own = indentOf(lines[opener] ?? "");
  const isIf = /^if\b/i.test((lines[opener] ?? "").trim());
  let firstBody = opener + 1;
  while (firstBody < lines.length && isCommentOnly(lines[firstBody] ?? "") && !startsSomethingElse(lines[firstBody] ?? "")) firstBody++;
  const indented = firstBody < lines.length && !isBlank(lines[firstBody] ?? "") && indentOf(lines[firstBody] ?? "") > own;
  let last = opener;
  for (let i = opener + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    // An indented body goes on past a blank line where the next block is still indented under
    // the C-block (models space a body's parts out; scratchblocks keeps them in the open mouth).
    if (isBlank(line) && indented && continuesIndentedBody(lines, i, own)) continue;
    if (isBlank(line) || startsSomethingElse(line)) break;
    if (isCommentOnly(line)) continue;
    if (indented && indentOf(line) <= own && !(isIf && isElse(line) && indentOf(line) === own)) return i;
    last = i;
  }
  if (indented) return last + 1;
  // Without indentation the end of the script closes the C-block only where nothing else can:
  // a `forever` (no block can follow it), or a body of one block.
  const body = lines.slice(opener + 1, last + 1).filter((l) => !isCommentOnly(l) && !isBlank(l));
  const isForever = /^forever\b/i.test((lines[opener] ?? "").trim());
  return body.length > 0 && (isForever || body.length === 1) ? last + 1 : null;
}

const OPENER = /^\s*(?:forever|repeat|if(?!\s+on\s+edge))\b/gim;
const END = /^\s*end\b/gim;

/** Adds the `end` lines the indentation shows; returns the text and where each one went. */
export function closeOpenCBlocks(text: string): { text: string; added: AddedEnd[] } {
  // Cheap gate: with as many `end` lines as C-blocks, none is missing (a program is not parsed twice).
  if ((text.match(OPENER)?.length ?? 0) <= (text.match(END)?.length ?? 0)) return { text, added: [] };
  let diagnostics = diagnoseRepairedText(text);
  if (!diagnostics.some((d) => d.code === "missing-end")) return { text, added: [] };
  let lines = text.split("\n");
  const added: AddedEnd[] = [];
  // After each added `end` every open C-block is tried again: closing one can settle another.
  while (added.length < MAX_ADDED_ENDS && hasErrors(diagnostics)) {
    const open = diagnostics.filter((d) => d.code === "missing-end").sort((a, b) => b.line - a.line);
    let closed = false;
    for (const { line } of open) {
      const opener = line - 1;
      const at = endPosition(lines, opener);
      if (at === null) continue;
      const candidate = [...lines.slice(0, at), `${" ".repeat(indentOf(lines[opener] ?? ""))}end`, ...lines.slice(at)];
      const after = diagnoseRepairedText(candidate.join("\n"));
      if (errorCount(after) >= errorCount(diagnostics)) continue;
      // Lines at or below the new `end` move down by one.
      for (const record of added) {
        if (record.line > at) record.line += 1;
        if (record.opener > at) record.opener += 1;
      }
      added.push({ line: at + 1, opener: opener + 1 });
      lines = candidate;
      diagnostics = after;
      closed = true;
      break;
    }
    if (!closed) break;
  }
  return { text: lines.join("\n"), added: added.sort((a, b) => a.line - b.line) };
}
