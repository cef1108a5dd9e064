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
  /** The numbers such a line holds in the slot the number is for (every number of the line when not said). */
  holds?: (line: string) => number[];
}

/** The numbers a line holds where `slot` (a regex with one group for the number) matches. */
const inSlot = (slot: RegExp) => (line: string) => [...line.matchAll(new RegExp(slot.source, "g"))].map((m) => Math.abs(Number(m[1])));

const MOTION: TKind = { line: /^(?:move |change [xy] by |set [xy] to |go to x:|glide )/ };
const TURN: TKind = { line: /^(?:turn |point in direction )/ };
// ("ends after 30 seconds" is a timer's test: `(timer) > (30)` holds the seconds too)
const TIME: TKind = { line: /\bsec(?:ond)?s\b|^wait \(|\(timer\)/ };

// "drums 1, 2 and 3", "note 60", "x 0 y 0", "5 times": the number is the drum's, the note's, the place's, the loop's
const DRUM: TKind = { line: /^play drum \(/, holds: inSlot(/^play drum \((\d+) v\)/) };
const NOTE: TKind = { line: /^play note \(/, holds: inSlot(/^play note \((\d+(?:\.\d+)?)\)/) };
/** A place's kind: a block going to it, or a test of the sprite's position ("below y -170": `(y position) < (-170)`). */
function place(axis: "x" | "y"): TKind {
  const slot = inSlot(new RegExp(`(?:\\b${axis}: |^(?:set|change) ${axis} (?:to|by) )\\((-?\\d+(?:\\.\\d+)?)\\)`));
  const position = `(${axis} position)`;
  return { line: new RegExp(`\\b${axis}: \\(|^(?:set|change) ${axis} (?:to|by) \\(|\\(${axis} position\\)`), holds: (line) => (line.includes(position) ? numbersOf(line) : slot(line)) };
}
const X = place("x");
const Y = place("y");
const TIMES: TKind = { line: /^repeat \(/, holds: inSlot(/^repeat \((\d+)\)/) };

/** The words a number of a list is for ("drums 1, 2 and 3": each number is a drum's). */
const LIST_OF: Record<string, TKind> = { drum: DRUM, drums: DRUM, note: NOTE, notes: NOTE };

/** "3 times faster", "2 times bigger": a times that scales, not a loop's count. */
const SCALING = /^(?:as|more|less|faster|slower|bigger|smaller|larger|higher|longer|shorter|louder|quicker)$/;

/** The kind a number is bound to by the word before it (a list's noun, "x", "y") or a "times" after it. */
function boundKind(words: readonly TWord[], at: number): TKind | undefined {
  const previous = words[at - 1];
  if (previous?.word === "x" && previous.mark === undefined) return X;
  if (previous?.word === "y" && previous.mark === undefined) return Y;
  const next = words[at + 1];
  if (/^times?$/.test(next?.word ?? "") && !SCALING.test(words[at + 2]?.word ?? "")) return TIMES;
  // "(drum 6), 0.25 beats": a number with a unit of its own is no item of the list before it
  if (next !== undefined && next.mark === undefined && next.isNoun && next.number === undefined) return undefined;
  // back through the list ("1, 2 and") to the word it is of, inside the same brackets
  let k = at - 1;
  while (k >= 0 && words[k]?.bracket === words[at]?.bracket && ((words[k]?.number !== undefined && words[k]?.quote === undefined) || words[k]?.mark === "," || /^(?:and|or)$/.test(words[k]?.word ?? ""))) k--;
  const of = words[k];
  // ("play a drum and 2 to play a cymbal": the list starts with its first number, right after its word)
  if (words[k + 1]?.number === undefined) return undefined;
  return of !== undefined && of.mark === undefined ? LIST_OF[of.word] : undefined;
}

// "each for 0.5 beats": the beats a drum, a note or a rest plays for
const BEATS: TKind = { line: /\bbeats\b/, holds: inSlot(/\((\d+(?:\.\d+)?)\) beats\b/) };
// "each glide in 2 seconds": the seconds of a glide, never a wait's
const GLIDE: TKind = { line: /^glide \(/, holds: inSlot(/^glide \((\d+(?:\.\d+)?)\) secs/) };

/** Unit words said right after a number, and the kind of block that holds it. */
const UNITS: Record<string, TKind> = { step: MOTION, steps: MOTION, degree: TURN, degrees: TURN, second: TIME, seconds: TIME, sec: TIME, secs: TIME, beat: BEATS, beats: BEATS };

/**
 * A number said right after its verb, with no unit ("36 times move 10 turn 10", "wait 0.5"): the
 * verb's kind of block holds it (decision 1730). A number with a unit of its own is the unit's.
 */
const VERBS: Record<string, TKind> = { move: MOTION, walk: MOTION, step: MOTION, turn: TURN, rotate: TURN, spin: TURN, wait: TIME, pause: TIME };

/** The verb a number's seconds are for, read back to the clause's start: "glide" makes them a glide's. */
function secondsOf(words: readonly TWord[], at: number): TKind {
  for (let k = at - 1; k >= 0 && at - k <= 8; k--) {
    const before = words[k] as TWord;
    if (before.mark !== undefined || before.quote !== undefined || /^(?:and|then|but|or|while|until|after|before|so)$/.test(before.word)) break;
    // ("glides to a random place every 2 seconds": a pace, said with "every", is a wait's)
    if (/^glid(?:e|es|ed|ing)$/.test(before.word)) return /^(?:every|each)$/.test(words[at - 1]?.word ?? "") ? TIME : GLIDE;
    if (VERBS[before.lemma] !== undefined || (before.isVerb && !/^(?:is|are|be|takes?|lasts?)$/.test(before.word))) break;
  }
  return TIME;
}

/** How far before the number an effect's word may be ("its colour effect goes up 10"). */
const REACH = 4;

const numbersOf = (line: string): number[] => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])));

/** The kind of block a number of the request is for, read from the unit after it or an effect's word before it. */
function kindOf(words: readonly TWord[], at: number): TKind | undefined {
  const bound = boundKind(words, at);
  if (bound !== undefined) return bound;
  const next = words[at + 1];
  const verb = words[at - 1];
  const verbKind = verb !== undefined && verb.mark === undefined ? (VERBS[verb.lemma] ?? VERBS[verb.word]) : undefined;
  if (next !== undefined && next.mark === undefined) {
    const unit = UNITS[next.word];
    if (unit === TIME) return secondsOf(words, at);
    if (unit !== undefined) return unit;
    // "move 10 turn 10": the next verb may read as a noun
    if (verbKind !== undefined && VERBS[next.lemma] !== undefined) return verbKind;
    // "10 times", "5 points", "turn 3 pages": another unit, not an effect's or a verb's amount
    if (next.isNoun) return undefined;
  }
  if (verbKind !== undefined) return verbKind;
  for (let k = at - 1; k >= 0 && at - k <= REACH; k--) {
    const before = words[k] as TWord;
    // another number or a clause's end between them: the effect's word is not this number's
    if (before.mark !== undefined || before.number !== undefined || before.quote !== undefined) return undefined;
    const effect = LOOK_EFFECTS[before.word];
    if (effect !== undefined) return { line: new RegExp(`\\[${effect} v\\] effect (?:by|to) `) };
  }
  return undefined;
}

/** "each for 0.5 beats": an "each" a word or more before the number, in its clause ("each 2 seconds" is a pace). */
function eachOfThem(words: readonly TWord[], at: number): boolean {
  for (let k = at - 2; k >= 0 && at - k <= REACH; k--) {
    const before = words[k] as TWord;
    if (before.mark !== undefined || before.number !== undefined || before.quote !== undefined) return false;
    if (before.word === "each") return true;
  }
  return false;
}

export function numbersChangedInTheirKind(prompt: string, text: string): string[] {
  const words = readWords(prompt);
  const lines = text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("//"));
  const named: string[] = [];
  const given = new Set(words.flatMap((word) => (word.number !== undefined && /\d/.test(word.raw) ? [Math.abs(word.number)] : [])));
  words.forEach((word, at) => {
    // (a number in words, "one step at a time", is a way of saying, not an amount to keep)
    if (word.number === undefined || !/\d/.test(word.raw)) return;
    const kind = kindOf(words, at);
    if (kind === undefined) return;
    const ofKind = lines.filter((line) => kind.line.test(line));
    if (ofKind.length === 0) return;
    const holds = (line: string) => (kind.holds ?? numbersOf)(line).includes(Math.abs(word.number as number));
    // "each for 0.5 beats", "each glide in 2 seconds": every drum, note or glide holds the number, not only one
    // (a block holding another number the request gives, "drum 4 for 1 beats", is that number's; a say's seconds may be its own)
    const each = (kind === BEATS || kind === GLIDE) && eachOfThem(words, at);
    const othersGiven = (line: string) => (kind.holds ?? numbersOf)(line).some((held) => given.has(held));
    if (each ? ofKind.filter((line) => !othersGiven(line)).every(holds) : ofKind.some(holds)) return;
    named.push(numberInItsWords(words, at));
  });
  return [...new Set(named)];
}
