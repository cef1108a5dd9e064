import { escapeRegExp } from "../../../../blocks";

/**
 * How a line is said, kept out of the line (issue 26, decision 1790): "the cat and the dog both say
 * hi together" built `say [Hi together]`; "the parrot says hello loudly when clicked" built `say
 * [Hello loudly]`; "the girl says hi to the boy" built `say [Hi to the boy]`. The words after an
 * unquoted line that say when, to whom or how it is said are no part of it. "together", "at the
 * same time", "at once" (a line two sprites or more say) and "to the <one of the program's sprites>" are what the
 * program does anyway (each sprite says its line on its own script), so they leave the line;
 * "loudly", "quietly", "softly", "in a whisper" leave it too, and are named, since a speech bubble
 * has no loudness. A line the request writes in quotes is said as written.
 */

const DONE_ANYWAY = /^(.+?)\s+(together|at the same time|at once|to each other)$/i;
const HOW_SAID = /^(.+?)\s+(loudly|quietly|softly|in a whisper|out loud)$/i;

/** The line without its manner, and the manner when a speech bubble cannot show it; undefined when the line keeps its words. */
function lineWithoutManner(line: string, sprites: readonly string[], saidBy: number): { line: string; manner?: string } | undefined {
  // ("together" only when two sprites or more say the line: "let's play together" is a line of its own)
  const anyway = DONE_ANYWAY.exec(line);
  if (anyway) return saidBy > 1 ? { line: anyway[1] as string } : undefined;
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
  const saidBy = (line: string) => answer.text.split(/^\/\/ sprite: /m).filter((sprite) => new RegExp(`^\\s*(?:say|think) \\[${escapeRegExp(line)}\\]`, "m").test(sprite)).length;
  let { text, explanation } = answer;
  const named: string[] = [];
  for (const line of lines) {
    const cut = lineWithoutManner(line, sprites, saidBy(line));
    if (cut === undefined || cut.line.trim() === "" || quotedInRequest(prompt, line)) continue;
    // (the request says the manner after the line's own words, unquoted: "say hi together", not "say "hi together"")
    if (!new RegExp(`${escapeRegExp(line)}`, "i").test(prompt.replace(/\s+/g, " "))) continue;
    text = text.replace(new RegExp(`^(\\s*(?:say|think) \\[)${escapeRegExp(line)}\\]`, "gm"), `$1${cut.line}]`).replace(new RegExp(`"${escapeRegExp(line)}"`, "g"), `"${cut.line}"`);
    explanation = explanation.replace(new RegExp(`"${escapeRegExp(line)}"`, "g"), `"${cut.line}"`);
    if (cut.manner !== undefined) named.push(`saying "${cut.line}" ${cut.manner}`);
  }
  return { ...answer, text, explanation, named: named.filter((part) => !answer.leftOut.includes(part)) };
}

/**
 * "says you are (answer) years old" built as `say [You are answer years old]`: the request marks
 * the answer block in brackets, and the line says the word. With an `ask` in the program, a line
 * that holds the bracketed word as plain text is named.
 */
export function answerSaidAsAWord(prompt: string, text: string): string[] {
  const marked = [...prompt.toLowerCase().matchAll(/[([<{]\s*(answer|username|timer|loudness)\s*[)\]>}]/g)].map((m) => m[1] as string);
  if (marked.length === 0) return [];
  return [...new Set(marked)]
    .filter((word) => (word !== "answer" || /^\s*ask /m.test(text)) && new RegExp(`^\\s*(?:say|think) \\[[^\\]\\n]*\\b${word}\\b[^\\]\\n]*\\]`, "im").test(text))
    .map((word) => `saying the ${word} itself (the (${word}) block), not the word "${word}"`);
}
