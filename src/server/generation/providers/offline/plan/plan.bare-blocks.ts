import type { TWord } from "./plan.words";
import { isActionWord } from "./plan.clause";

/**
 * Blocks named bare in a list of steps (issue 26, decision 1210): "pen down, then 6 times ...",
 * "change x by 5 and next costume", "costume green, wait 3 seconds, costume yellow", "then
 * backdrop Stars". A child copying block names writes no verb before them, so the clause cutter
 * saw no new clause and the reader no action. The verb the block means is put before it ("put
 * pen down", "switch next costume", "switch to costume yellow"), and the usual readings do the rest.
 */

/** Words before a block name that make it part of another phrase ("the pen down", "its next costume", "lifts the pen up"). */
const BOUND_BEFORE = /^(?:the|a|an|its|his|her|their|my|your|our|to|into|this|that|with|of|for|new|wearing)$/;

/** Words a look's name cannot be ("costume 2" is a number, "costume and" no name). */
const NOT_A_NAME = /^(?:and|then|when|if|for|with|every|each|to|by|of|is|changes|change|called|named|next|random|the|a|its)$/;

const verbWord = (raw: string, like: TWord | undefined): TWord => ({ raw, word: raw, lemma: raw, isNoun: false, isVerb: true, ...(like?.bracket !== undefined ? { bracket: like.bracket } : {}) });

/** The block a bare name at `i` starts, as the verb words to put before it, or none. */
function verbFor(words: readonly TWord[], i: number): string[] | undefined {
  const word = words[i] as TWord;
  const next = words[i + 1];
  const before = words[i - 1];
  // ("puts the pen down", "next costume" after "switch": already said with a verb)
  if (before && !before.mark && (BOUND_BEFORE.test(before.word) || isActionWord(before))) return undefined;
  if (word.lemma === "pen" && /^(?:up|down)$/.test(next?.word ?? "") && next?.mark === undefined) return ["put"];
  if (word.word === "next" && /^(?:costume|backdrop|background)$/.test(next?.word ?? "")) return ["switch"];
  // "costume yellow", "backdrop Stars": a look by its name, opening a step of its own
  const opens = before === undefined || before.mark !== undefined || /^(?:and|then)$/.test(before.word);
  const named = next !== undefined && next.mark === undefined && next.number === undefined && !NOT_A_NAME.test(next.word) && !isActionWord(next) && (next.quote !== undefined || next.name !== undefined || /^[a-z][a-z0-9-]*$/.test(next.word));
  if (opens && named && /^(?:costume|backdrop)$/.test(word.word)) return ["switch", "to"];
  return undefined;
}

/** Where a step opens: the first word, or after a mark, "and" or "then". */
const opensStep = (words: readonly TWord[], i: number) => i === 0 || words[i - 1]?.mark !== undefined || /^(?:and|then)$/.test(words[i - 1]?.word ?? "");

/** The way each axis goes up: "y up 50" adds to y, "x left 10" takes from x. */
const AXIS_WAYS: Record<string, Record<string, 1 | -1>> = { y: { up: 1, down: -1 }, x: { right: 1, left: -1 } };

/**
 * "y up 50, wait 0.3, y down 50", "x left 10", "pen size 4": a block said in short, with no
 * verb and no "by" or "to". The words the block says in full ("change y by -50", "set pen size
 * 4") take their place. Only where a step opens, and only with the number right after.
 */
function blocksInFull(words: TWord[]): void {
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] as TWord;
    const way = words[i + 1];
    const amount = words[i + 2];
    if (!opensStep(words, i) || word.bracket !== words[i + 1]?.bracket) continue;
    const sign = AXIS_WAYS[word.word]?.[way?.word ?? ""];
    if (sign !== undefined && amount?.number !== undefined && amount.mark === undefined && amount.number >= 0) {
      const value = sign * amount.number;
      const number: TWord = { ...amount, raw: String(value), word: String(value), lemma: String(value), number: value };
      words.splice(i, 3, verbWord("change", word), { ...word }, verbWord("by", word), number);
      continue;
    }
    // "pen size 4": the pen's setting, said as the block's name
    // ("pen color 50" is left as it was: a colour by number is not a colour's name)
    if (word.lemma === "pen" && way?.word === "size" && amount?.number !== undefined) words.splice(i, 0, verbWord("set", word));
  }
}

/** Puts the verb each bare block name means before it, in place. */
export function verbsForBareBlocks(words: TWord[]): void {
  blocksInFull(words);
  for (let i = words.length - 1; i >= 0; i--) {
    const verb = verbFor(words, i);
    if (verb) words.splice(i, 0, ...verb.map((raw) => verbWord(raw, words[i])));
  }
}
