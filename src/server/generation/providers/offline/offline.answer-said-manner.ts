import { escapeRegExp } from "../../../../blocks";

/**
 * How a line is said, kept out of the line (issue 26, decision 1790): "the cat and the dog both say
 * hi together" built `say [Hi together]`; "the parrot says hello loudly when clicked" built `say
 * [Hello loudly]`; "the girl says hi to the boy" built `say [Hi to the boy]`. The words after an
 * unquoted line that say when, to whom or how it is said are no part of it. "together", "at the
 * same time", "at once", "too", "as well" and "to the <one of the program's sprites>" are what the
 * program does anyway (each sprite says its line on its own script), so they leave the line;
 * "loudly", "quietly", "softly", "in a whisper" leave it too, and are named, since a speech bubble
 * has no loudness. A line the request writes in quotes is said as written.
 */

const DONE_ANYWAY = /^(.+?)\s+(together|at the same time|at once|too|as well|to each other)$/i;
const HOW_SAID = /^(.+?)\s+(loudly|quietly|softly|in a whisper|out loud)$/i;

/** The line without its manner, and the manner when a speech bubble cannot show it; undefined when the line keeps its words. */
function lineWithoutManner(line: string, sprites: readonly string[]): { line: string; manner?: string } | undefined {
  const anyway = DONE_ANYWAY.exec(line);
  if (anyway) return { line: anyway[1] as string };
  const how = HOW_SAID.exec(line);
  if (how) return { line: how[1] as string, manner: (how[2] as string).toLowerCase() };
  const to = /^(.+?)\s+to (?:the )?(\w+)$/i.exec(line);
  if (to && sprites.some((sprite) => sprite.toLowerCase() === (to[2] as string).toLowerCase())) return { line: to[1] as string };
  return undefined;
}

/** True when the request writes `line` (or a line starting with it) inside quotes: said as written. */
function quotedInRequest(prompt: string, line: string): boolean {
  return [...prompt.matchAll(/["“”]([^"“”]+)["“”]/g)].some((m) => (m[1] as string).toLowerCase().trim().startsWith(line.toLowerCase()));
}

/** The answer with each said or thought line cut back to its words, and each manner a bubble cannot show named. */
export function sayLinesWithoutManner<T extends { text: string; explanation: string; leftOut: string[] }>(prompt: string, answer: T): T & { named: string[] } {
  const sprites = [...answer.text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim());
  const lines = new Set([...answer.text.matchAll(/^\s*(?:say|think) \[([^\]\n]+)\]/gm)].map((m) => m[1] as string));
  let { text, explanation } = answer;
  const named: string[] = [];
  for (const line of lines) {
    const cut = lineWithoutManner(line, sprites);
    if (cut === undefined || cut.line.trim() === "" || quotedInRequest(prompt, line)) continue;
    // (the request says the manner after the line's own words, unquoted: "say hi together", not "say "hi together"")
    if (!new RegExp(`${escapeRegExp(line)}`, "i").test(prompt.replace(/\s+/g, " "))) continue;
    text = text.replace(new RegExp(`^(\\s*(?:say|think) \\[)${escapeRegExp(line)}\\]`, "gm"), `$1${cut.line}]`).replace(new RegExp(`"${escapeRegExp(line)}"`, "g"), `"${cut.line}"`);
    explanation = explanation.replace(new RegExp(`"${escapeRegExp(line)}"`, "g"), `"${cut.line}"`);
    if (cut.manner !== undefined) named.push(`saying "${cut.line}" ${cut.manner}`);
  }
  return { ...answer, text, explanation, named: named.filter((part) => !answer.leftOut.includes(part)) };
}
