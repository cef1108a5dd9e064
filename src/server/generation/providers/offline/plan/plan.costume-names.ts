/**
 * Issue 26 (decision 850): a costume the child names ("changes to the angry costume", "switches
 * costume to red", "goes to its open costume", "switches to the costume called 'sleep'", and since
 * decision 1470 "switches to the costume Boiling"): that costume, by its name, not the next one.
 * Words that choose no costume by name ("next", "random", "other") are left to the readings of
 * their own.
 */
import type { TWord } from "./plan.words";

const COSTUME = /^(?:costume|outfit)$/;
const OWNER = /^(?:the|its|his|her|their|my|a|an|to|into)$/;
/** Words before "costume" that do not name one. */
const NOT_A_NAME = /^(?:next|previous|random|other|another|new|different|same|own|first|last|one|this|that|each|every|right|wrong|all|some)$/;

const isName = (word: TWord | undefined): word is TWord => word !== undefined && word.mark === undefined && word.number === undefined && (word.quote !== undefined || (/^[a-z][a-z0-9-]*$/.test(word.word) && !NOT_A_NAME.test(word.word) && !OWNER.test(word.word) && !COSTUME.test(word.word)));

/** The name as the child wrote it: a quote as is, a word as typed. */
const nameOf = (word: TWord) => word.quote ?? word.name ?? word.raw;

/**
 * In `words[from..to)` (after a verb of changing or switching): "to the angry costume",
 * "costume to red", "to costume happy", "the costume called sleep". The name and the words read.
 */
export function readCostumeName(words: readonly TWord[], from: number, to: number): { name: string; used: number[] } | undefined {
  for (let i = from; i < to; i++) {
    if (!COSTUME.test(words[i]?.lemma ?? "")) continue;
    // "the costume called sleep", "a costume named 'Open'"
    const second = words[i + 2];
    if (/^(?:called|named)$/.test(words[i + 1]?.word ?? "") && isName(second) && i + 2 < to) return { name: nameOf(second), used: span(words, from, i, i + 2) };
    // "costume to red", "costume to its red one"
    if (words[i + 1]?.word === "to" && isName(second) && i + 2 < to && words[i + 3]?.lemma !== "costume") return { name: nameOf(second), used: span(words, from, i, i + 2) };
    // "to costume happy" (not "costume 2", which is a number of its own)
    const after = words[i + 1];
    if (words[i - 1]?.word === "to" && isName(after) && i + 1 < to && !isActionLike(after)) return { name: nameOf(after), used: span(words, from, i - 1, i + 1) };
    // "switches to the costume Boiling", "puts on its costume 'wet'": the name right after "the costume"
    // (a capital makes it a name even when it reads as a verb: "the costume Boiling")
    if (/^(?:the|its|his|her|their)$/.test(words[i - 1]?.word ?? "") && isName(after) && i + 1 < to && (after.name !== undefined || after.quote !== undefined || !isActionLike(after)) && !PLACE_WORD.test(after.word)) return { name: nameOf(after), used: span(words, from, i - 1, i + 1) };
    // "to the angry costume", "into its open costume"
    const before = words[i - 1];
    if (isName(before) && i - 1 >= from && OWNER.test(words[i - 2]?.word ?? "")) return { name: nameOf(before), used: span(words, from, i - 1, i) };
  }
  return undefined;
}

/** (a verb or a joiner right after "costume" is no name: "switches to costume and waits") */
/** (a word that goes on to say whose or where is no name: "the costume of the cat") */
const PLACE_WORD = /^(?:of|for|at|on|in|from|by|with|as|so|too|again|back|once|twice)$/;

const isActionLike = (word: TWord) => word.isVerb || /^(?:and|then|when|if|for|with|every|each)$/.test(word.word);

/** From `first` to `last`, and the "to the"/"its" before them down to `from`. */
function span(words: readonly TWord[], from: number, first: number, last: number): number[] {
  let start = first;
  while (start - 1 >= from && OWNER.test(words[start - 1]?.word ?? "")) start--;
  return Array.from({ length: last - start + 1 }, (_v, n) => start + n);
}
