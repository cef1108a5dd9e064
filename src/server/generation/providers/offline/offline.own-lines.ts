import { readPlanWords } from "./plan/plan.read";
import { FRAMING } from "./plan/plan.vocabulary";
import { quoteAsBlockText, type TWord } from "./plan/plan.words";

/**
 * A whole program's own lines give way to the child's (issue 26): "if hunger gets to 0 the cat
 * says 'feed me please'" puts "feed me please" where the virtual pet said its own "I'm hungry!".
 * A quoted line the program does not say replaces the said text of the line it is about: the one
 * whose condition or words share a word with the quote's clause ("hunger") or with the quote itself
 * ("im so hungry" for "I'm hungry!"). A line that matches nothing stays, and the quote is named as
 * left out as before.
 */

const SAID = /^(\s*)(say|think) \[([^\]]*)\]/;
const wordsOf = (text: string) => new Set(text.toLowerCase().replace(/['’]/g, "").split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !FRAMING.has(w)));

/** The words of the clause a quote stands in, without the quote. */
function clauseAround(words: readonly TWord[], at: number): Set<string> {
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  let to = at;
  while (to < words.length - 1 && words[to + 1]?.mark === undefined) to++;
  const clause = new Set<string>();
  for (let i = from; i <= to; i++) {
    const word = words[i] as TWord;
    if (i === at || word.quote !== undefined || FRAMING.has(word.word)) continue;
    clause.add(word.word);
    clause.add(word.lemma);
  }
  return clause;
}

/** The condition of the `if` a line sits in, or "" at the top of its script. */
function enclosingCondition(lines: readonly string[], at: number): string {
  const indent = (lines[at] as string).search(/\S/);
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] as string;
    if (line.trim() === "" || /^when /.test(line)) return "";
    if (line.search(/\S/) < indent && /^\s*if </.test(line)) return line;
  }
  return "";
}

export function placeOwnLines(prompt: string, text: string): string {
  const { words } = readPlanWords(prompt);
  const quotes = words.map((word, at) => ({ word, at })).filter(({ word }) => word.quote !== undefined && !text.includes(word.quote));
  if (quotes.length === 0) return text;
  const lines = text.split("\n");
  const requestQuotes = new Set(words.filter((w) => w.quote !== undefined).map((w) => w.quote as string));
  const taken = new Set<number>();
  for (const { word, at } of quotes) {
    const clause = clauseAround(words, at);
    const own = wordsOf(word.quote as string);
    let best: { line: number; score: number } | undefined;
    lines.forEach((line, i) => {
      const said = SAID.exec(line);
      if (!said || taken.has(i) || requestQuotes.has(said[3] as string)) return;
      const about = wordsOf(`${enclosingCondition(lines, i)} ${said[3]}`);
      const score = [...about].filter((w) => clause.has(w) || own.has(w)).length;
      if (score > 0 && (!best || score > best.score)) best = { line: i, score };
    });
    if (!best) continue;
    taken.add(best.line);
    lines[best.line] = (lines[best.line] as string).replace(SAID, (_all, indent: string, verb: string) => `${indent}${verb} [${quoteAsBlockText(word.quote as string)}]`);
  }
  return lines.join("\n");
}
