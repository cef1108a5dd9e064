import { readWords, type TWord } from "./plan/plan.words";
import { numberInItsWords } from "./offline.number-context";
import { LOOK_EFFECTS } from "./plan/plan.vocabulary";

/**
 * A number the request binds to a kind of block, changed (issue 26, decision 1390): the contract
 * says a number the child gave is never changed. The older check (`changedFromRequest`) looks for
 * the number anywhere in the program, so "its colour effect goes up 10" answered with
 * `change [color v] effect by (25)` beside `change y by (10)` passed. Here the number is looked for
 * in the blocks of its own kind: "10 steps" in a motion block, "90 degrees" in a turn, "2 seconds"
 * in a wait or a timed block, "colour ... 10" in that effect's block. Only when the program has
 * blocks of that kind and none holds the number is it named: a kind the program lacks altogether
 * is a missing part, the other nets' business.
 */

interface TKind {
  /** A block line of this kind. */
  line: RegExp;
}

const MOTION: TKind = { line: /^(?:move |change [xy] by |set [xy] to |go to x:|glide )/ };
const TURN: TKind = { line: /^(?:turn |point in direction )/ };
// ("ends after 30 seconds" is a timer's test: `(timer) > (30)` holds the seconds too)
const TIME: TKind = { line: /\bsec(?:ond)?s\b|^wait \(|\(timer\)/ };

/** Unit words said right after a number, and the kind of block that holds it. */
const UNITS: Record<string, TKind> = { step: MOTION, steps: MOTION, degree: TURN, degrees: TURN, second: TIME, seconds: TIME, sec: TIME, secs: TIME };

/** How far before the number an effect's word may be ("its colour effect goes up 10"). */
const REACH = 4;

const numbersOf = (line: string): number[] => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])));

/** The kind of block a number of the request is for, read from the unit after it or an effect's word before it. */
function kindOf(words: readonly TWord[], at: number): TKind | undefined {
  const next = words[at + 1];
  if (next !== undefined && next.mark === undefined) {
    const unit = UNITS[next.word];
    if (unit !== undefined) return unit;
    // "10 times", "5 points": another unit, not an effect's amount
    if (next.isNoun) return undefined;
  }
  for (let k = at - 1; k >= 0 && at - k <= REACH; k--) {
    const before = words[k] as TWord;
    // another number or a clause's end between them: the effect's word is not this number's
    if (before.mark !== undefined || before.number !== undefined || before.quote !== undefined) return undefined;
    const effect = LOOK_EFFECTS[before.word];
    if (effect !== undefined) return { line: new RegExp(`\\[${effect} v\\] effect (?:by|to) `) };
  }
  return undefined;
}

export function numbersChangedInTheirKind(prompt: string, text: string): string[] {
  const words = readWords(prompt);
  const lines = text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("//"));
  const named: string[] = [];
  words.forEach((word, at) => {
    // (a number in words, "one step at a time", is a way of saying, not an amount to keep)
    if (word.number === undefined || !/\d/.test(word.raw)) return;
    const kind = kindOf(words, at);
    if (kind === undefined) return;
    const ofKind = lines.filter((line) => kind.line.test(line));
    if (ofKind.length === 0) return;
    if (ofKind.some((line) => numbersOf(line).includes(Math.abs(word.number as number)))) return;
    named.push(numberInItsWords(words, at));
  });
  return [...new Set(named)];
}
