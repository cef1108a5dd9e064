import { isActionWord, TRIGGER_WORDS } from "./plan.clause";
import { PROGRAM_WORDS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * Names that are values to choose from (issue 26, decision 730): "names are ali, bea, cam and
 * dan", "picks Mum, Dad, Zoe or Sam", "choose between red and blue". A run of single words joined
 * by commas, "and" or "or" after words that introduce choices is what the program picks from or
 * says, never a character of its own, with a capital or without.
 */

const JOINS = /^(?:,|and|or)$/;
/** Words just before a run that make it choices: "names are", "names:", "picks", "between", "from". */
const INTRODUCES = /^(?:are|is|:|pick|choose|chooses|picks|between|from|like|called|named)$/;

/** Where the run of joined single words holding `i` starts and ends (inclusive), or undefined if `i` stands alone. */
function runAround(words: readonly TWord[], i: number): [number, number] | undefined {
  const single = (w: TWord | undefined) => w !== undefined && !w.mark && w.quote === undefined && w.number === undefined && !JOINS.test(w.word);
  if (!single(words[i])) return undefined;
  let from = i;
  while (from > 1 && JOINS.test(words[from - 1]?.word ?? words[from - 1]?.mark ?? "") && single(words[from - 2])) from -= 2;
  let to = i;
  while (JOINS.test(words[to + 1]?.word ?? words[to + 1]?.mark ?? "") && single(words[to + 2])) to += 2;
  return to - from >= 2 ? [from, to] : undefined;
}

/** "names are ali, bea, cam and dan": the word at `i` is one of a list of names to choose from. */
export function inListOfNames(words: readonly TWord[], i: number): boolean {
  const run = runAround(words, i);
  if (!run) return false;
  const before = words[run[0] - 1];
  const word = before?.mark ?? before?.word ?? "";
  if (!INTRODUCES.test(word) && !INTRODUCES.test(before?.lemma ?? "")) return false;
  // "the names are ...", "names: ...", or a verb of choosing right before the run
  return /^(?:pick|choose|between|from)$/.test(before?.lemma ?? "") || /^(?:picks|chooses)$/.test(word) || words.slice(Math.max(0, run[0] - 3), run[0]).some((w) => w.lemma === "name");
}

/**
 * "Lesson 3: an animated clock. The Hand turns ...": a sentence that only names the kind of
 * program (a few describing words and a program word such as clock, game, quiz) asks for
 * nothing the sentences after it do not say; its words frame the request.
 */
export function namingSentences(words: readonly TWord[]): number[] {
  const framing: number[] = [];
  let from = 0;
  for (let i = 0; i <= words.length; i++) {
    const word = words[i];
    if (word !== undefined && !/^[.!?:]$/.test(word.mark ?? "")) continue;
    // (a title before a colon is read as a title, decision 650; only a whole sentence is told here)
    const sentence = word?.mark === ":" ? [] : words.slice(from, i);
    const last = sentence[sentence.length - 1];
    const describes = sentence.length >= 1 && sentence.length <= 5 && i < words.length - 1 && last !== undefined && PROGRAM_WORDS.has(last.lemma) && sentence.every((w) => !w.mark && w.quote === undefined && w.number === undefined && !isActionWord(w) && !TRIGGER_WORDS.has(w.word) && !w.isVerb);
    // "a countdown for his work blocks.": a program named, then who or what it is for
    const forAt = sentence.findIndex((w) => w.word === "for");
    const named = forAt >= 2 && forAt <= 4 && sentence.length <= 10 && i < words.length - 1 && PROGRAM_WORDS.has(sentence[forAt - 1]?.lemma ?? "") && /^(?:a|an|the|my|our)$/.test(sentence[0]?.word ?? "") && sentence.every((w) => !w.mark && w.quote === undefined && w.number === undefined && !isActionWord(w) && !TRIGGER_WORDS.has(w.word));
    if (describes || named) for (let k = from; k <= i; k++) framing.push(k);
    from = i + 1;
  }
  return framing;
}
