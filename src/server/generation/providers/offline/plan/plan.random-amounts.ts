/**
 * Issue 26, decision 1050: a random amount said the long way is read the one way the move and wait
 * readers know ("a random 1 to 5 steps", "a random 2 to 5 seconds"):
 *
 * - "moves a random number of steps from 1 to 5", "a random number of steps between 1 and 5";
 * - "waits a random time from 2 to 5 seconds", "a random wait of 2 to 5 seconds", "a random amount
 *   of time between 1 and 3 seconds", "a random number of seconds from 1 to 3";
 * - "moves a random number from 1 to 10 steps" (the unit after the range).
 *
 * The words are rewritten before any clause is read, so the range stays in the clause of its verb
 * ("steps" and "time" never start a clause of their own in the middle of it).
 */
import type { TWord } from "./plan.words";

/** Units a random amount can be counted in, by their lemma. */
const UNITS = /^(?:step|second|sec|degree|pixel|beat)$/;

/** Nouns that are a random amount of time: "a random time", "a random wait", "a random pause". */
const TIME_NOUNS = /^(?:time|wait|pause|delay|while)$/;

export function randomAmountsInOrder(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (words[at]?.word !== "random") continue;
    const read = longRandomAmount(words, at + 1);
    if (!read) continue;
    const like = (word: string, number?: number): TWord => ({ ...(words[at] as TWord), raw: word, word, lemma: word, isNoun: false, isVerb: false, ...(number !== undefined ? { number } : {}) });
    const unit: TWord = { ...(read.unitWord ?? like(read.unit)), raw: `${read.unit}s`, word: `${read.unit}s`, lemma: read.unit };
    delete unit.number;
    words.splice(at + 1, read.end - at - 1, like(String(read.from), read.from), like("to"), like(String(read.to), read.to), unit);
  }
}

/**
 * The words after "random" at `at`: "number of steps from 1 to 5", "time from 2 to 5 seconds",
 * "wait of 2 to 5 seconds", "amount of time between 1 and 3 seconds", "number from 1 to 10 steps".
 */
function longRandomAmount(words: readonly TWord[], at: number): { from: number; to: number; unit: string; unitWord?: TWord; end: number } | undefined {
  let k = at;
  let unit: string | undefined;
  let unitWord: TWord | undefined;
  if (/^(?:number|amount)$/.test(words[k]?.word ?? "") && words[k + 1]?.word === "of" && (UNITS.test(words[k + 2]?.lemma ?? "") || TIME_NOUNS.test(words[k + 2]?.word ?? ""))) {
    unitWord = UNITS.test(words[k + 2]?.lemma ?? "") ? words[k + 2] : undefined;
    unit = unitWord ? unitLemma(unitWord) : "second";
    k += 3;
  } else if (TIME_NOUNS.test(words[k]?.word ?? "")) {
    unit = "second";
    k += 1;
  } else if (/^(?:number|amount)$/.test(words[k]?.word ?? "")) k += 1;
  else return undefined;
  if (/^(?:from|between|of)$/.test(words[k]?.word ?? "")) k++;
  const from = words[k]?.number;
  const to = words[k + 2]?.number;
  if (from === undefined || to === undefined || !/^(?:to|and)$/.test(words[k + 1]?.word ?? "") || from >= to) return undefined;
  let end = k + 3;
  // "from 2 to 5 seconds": the unit after the range, said again or said only there
  if (UNITS.test(words[end]?.lemma ?? "")) {
    unitWord = words[end];
    unit = unitLemma(words[end] as TWord);
    end++;
  }
  if (!unit) return undefined;
  return { from, to, unit, ...(unitWord ? { unitWord } : {}), end };
}

const unitLemma = (word: TWord): string => (word.lemma === "sec" ? "second" : word.lemma);
