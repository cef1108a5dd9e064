import type { TWord } from "./plan.words";

/**
 * A size said as a whole (issue 26, decision 730): "grows to twice its size", "shrinks to half its
 * size", "becomes 3 times bigger", "grows to 150%". Each is one `set size to`
 * the percent of the costume's own size, never the "change size by 10" a bare "grows" is.
 */

const SIZE_VERBS = /^(?:grow|get|become|go|shrink|change|turn|make|set|scale)$/;
const POSSESSIVE = /^(?:its|his|her|their|the|a|normal|original|usual|own|full|old)$/;

/** The percent and where the words end, for the size words after the verb at `at`; undefined if they say no whole size. */
export function readSizeTo(words: readonly TWord[], at: number): { percent: number; end: number } | undefined {
  const verb = words[at];
  if (!verb || !SIZE_VERBS.test(verb.lemma)) return undefined;
  let i = at + 1;
  if (/^(?:in|to|into|by)$/.test(words[i]?.word ?? "")) i++;
  const word = words[i];
  if (!word) return undefined;
  // "to double its size", "to half its size", "to half size"
  if (/^(?:double|half)$/.test(word.word) || word.raw === "half") {
    const end = sizeNounEnd(words, i + 1);
    if (end === i + 1) return undefined;
    return { percent: word.word === "double" ? 200 : 50, end };
  }
  if (word.number === undefined) return undefined;
  const next = words[i + 1];
  // "to 150%", "to 150 percent"
  if (/^(?:%|percent|per)$/.test(next?.word ?? next?.mark ?? "")) return { percent: word.number, end: i + (next?.word === "per" ? 3 : 2) };
  // "to twice its size" (twice is read as 2), "3 times its size", "3 times bigger", "3 times as big"
  if (!isSizeMultiple(words, i)) return undefined;
  const times = i + 2;
  if (/^(?:bigger|larger)$/.test(words[times]?.word ?? "")) return { percent: word.number * 100, end: times + 1 };
  if (words[times]?.word === "as" && /^(?:big|large)$/.test(words[times + 1]?.word ?? "")) return { percent: word.number * 100, end: times + 2 };
  const end = sizeNounEnd(words, times);
  return end > times ? { percent: word.number * 100, end } : undefined;
}

/** Past "its size", "the size", "its normal size", "size" at `from`; `from` itself when no size noun follows. */
function sizeNounEnd(words: readonly TWord[], from: number): number {
  let i = from;
  while (POSSESSIVE.test(words[i]?.word ?? "")) i++;
  return words[i]?.lemma === "size" ? i + 1 : from;
}

/** "twice its size", "3 times bigger", "3 times as big": the count at `i` multiplies a size (it is no repeat). */
export function isSizeMultiple(words: readonly TWord[], i: number): boolean {
  if (words[i]?.number === undefined || words[i + 1]?.word !== "times") return false;
  const after = words[i + 2];
  if (/^(?:bigger|larger|smaller)$/.test(after?.word ?? "")) return true;
  if (after?.word === "as" && /^(?:big|large)$/.test(words[i + 3]?.word ?? "")) return true;
  return sizeNounEnd(words, i + 2) > i + 2;
}
