import type { TStep } from "./plan.types";
import { quoteAsBlockText, type TWord } from "./plan.words";
import { saidOneByOne } from "./plan.countdown";

/**
 * Issue 26, decision 1590: details a child spells out inside a classic that the classic had no
 * place for: a platformer's goal ("touching the Flag says "You win!" and switches the backdrop to
 * Castle2") and hide and seek played in rounds ("3 rounds: the Fox hides, waits 2 seconds, goes to
 * a random position, shows and waits 1 second; clicking it says "Got you!" and adds 1 to caught").
 * Each reader takes the request's sentences and gives none when the child said no such thing.
 */

const b = (text: string): TStep => ({ kind: "block", text });

const TOUCH = /^(?:touch|touches|touching|reaches|reaching|hits|hitting)$/;

/** The name a word stands for: the reader's name, else the word with a capital; a number right after it joins it ("Level2" read as "level 2"). */
function nameAt(words: readonly TWord[], i: number): string | undefined {
  const word = words[i];
  if (word === undefined || word.mark !== undefined || word.number !== undefined || word.quote !== undefined) return undefined;
  const name = word.name ?? word.raw.charAt(0).toUpperCase() + word.raw.slice(1);
  const next = words[i + 1];
  return next?.number !== undefined && /^\d+$/.test(next.raw) ? `${name}${next.raw}` : name;
}

/** "switches the backdrop to Level2", "changes the background to Night": the backdrop's name. */
function backdropSwitched(clause: readonly TWord[]): string | undefined {
  const at = clause.findIndex((w, i) => /^(?:backdrop|background|scene)$/.test(w.word) && clause[i + 1]?.word === "to");
  if (at < 0) return undefined;
  const from = clause[at + 2]?.word === "the" ? at + 3 : at + 2;
  return nameAt(clause, from);
}

/** The goal of a platformer: the sprite touched and what touching it does (the child's line, the child's backdrop). */
export interface TGoal {
  sprite: string;
  steps: TStep[];
  does: string;
}

/**
 * "touching the Door says "Level 2!" and switches the backdrop to Level2": the sprite the player
 * reaches (not itself, not its ground) and, in that clause, the line it says and the backdrop it
 * switches to; none when the clause does neither.
 */
export function platformGoal(sentences: readonly TWord[][], taken: readonly string[]): TGoal | undefined {
  for (const sentence of sentences) {
    const at = sentence.findIndex((w) => TOUCH.test(w.word));
    if (at < 0) continue;
    const near = sentence.slice(at + 1, at + 3).findIndex((w) => w.word !== "the" && w.mark === undefined);
    const sprite = near < 0 ? undefined : nameAt(sentence, at + 1 + near);
    if (sprite === undefined || taken.some((name) => name.toLowerCase() === sprite.toLowerCase())) continue;
    const after = sentence.slice(at + 1 + near + 1);
    const says = after.findIndex((w) => /^says?$/.test(w.word));
    const line = says >= 0 ? after[says + 1]?.quote : undefined;
    const backdrop = backdropSwitched(after);
    if (line === undefined && backdrop === undefined) continue;
    const steps = [...(line !== undefined ? [b(`say [${quoteAsBlockText(line)}]`)] : []), ...(backdrop !== undefined ? [b(`switch backdrop to (${backdrop} v)`)] : [])];
    const does = [line !== undefined ? `says "${line}"` : "", backdrop !== undefined ? `switches the backdrop to ${backdrop}` : ""].filter((part) => part !== "").join(" and ");
    return { sprite, steps, does };
  }
  return undefined;
}

/** Hide and seek in rounds: how many, what the hider does each round, and a click's line and count. */
export interface TRounds {
  rounds: number;
  steps: TStep[];
  does: string;
}

/** A round's step as the child says it: "hides", "shows", "waits 2 seconds", "goes to a random position". */
function roundStep(words: readonly TWord[], i: number): { step: TStep; said: string; end: number } | undefined {
  const w = words[i] as TWord;
  if (/^(?:hides?|hide|disappears?)$/.test(w.word)) return { step: b("hide"), said: "hides", end: i + 1 };
  if (/^(?:shows?|show|appears?)$/.test(w.word) && words[i + 1]?.word !== "a" && words[i + 1]?.quote === undefined) return { step: b("show"), said: "shows", end: i + 1 };
  if (/^(?:waits?|wait)$/.test(w.word)) {
    const k = words[i + 1]?.word === "for" ? i + 2 : i + 1;
    const seconds = words[k]?.number;
    if (seconds !== undefined && /^(?:seconds?|secs?)$/.test(words[k + 1]?.word ?? "")) return { step: b(`wait (${seconds}) seconds`), said: `waits ${seconds} second${seconds === 1 ? "" : "s"}`, end: k + 2 };
  }
  if (/^(?:goes|go|jumps|moves)$/.test(w.word) && words[i + 1]?.word === "to") {
    const k = words[i + 2]?.word === "a" ? i + 3 : i + 2;
    if (words[k]?.word === "random" && /^(?:position|place|spot)$/.test(words[k + 1]?.word ?? "")) return { step: b("go to (random position v)"), said: "goes to a random position", end: k + 2 };
  }
  return undefined;
}

/**
 * "5 rounds: the Owl hides, waits 2 seconds, goes to a random position, shows and waits 1 second":
 * the number of rounds and each round's steps in the child's order, from the words after the
 * rounds to the sentence's end. None unless every word there is a step of the round, the hider's
 * name or a joining word (anything else would be lost), and the round hides and shows.
 */
export function hidingRounds(sentences: readonly TWord[][]): TRounds | undefined {
  const words = sentences.flat();
  const at = words.findIndex((w, i) => w.number !== undefined && Number.isInteger(w.number) && w.number > 0 && /^(?:rounds?|turns?|times)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.mark === ":");
  if (at < 0) return trailingRounds(sentences);
  const end = words.findIndex((w, i) => i > at + 2 && /^[.;!?]$/.test(w.mark ?? ""));
  return roundOf(words.slice(at + 3, end < 0 ? words.length : end), words[at]?.number as number);
}

/**
 * "the Kitten hides, goes to a random position, waits 1 second and shows, 8 times": the round
 * said first and its count after it, at the end of its sentence. The words from the hider's
 * name (the one right before its hiding) to the count.
 */
function trailingRounds(sentences: readonly TWord[][]): TRounds | undefined {
  for (const sentence of sentences) {
    const last = sentence.filter((w) => w.mark === undefined);
    const [count, times] = last.slice(-2);
    if (count?.number === undefined || !Number.isInteger(count.number) || count.number < 1 || times?.word !== "times") continue;
    const hides = sentence.findIndex((w) => /^(?:hides?|hide)$/.test(w.word));
    if (hides < 1) continue;
    const from = sentence[hides - 1]?.name !== undefined ? hides - 1 : hides;
    const upTo = sentence.lastIndexOf(count);
    const rounds = roundOf(sentence.slice(from, upTo), count.number);
    if (rounds) return rounds;
  }
  return undefined;
}

/** One round's steps, in the child's order, played `count` times; none when a word between the steps would be lost or the round neither hides nor shows. */
function roundOf(part: readonly TWord[], count: number): TRounds | undefined {
  const steps: TStep[] = [];
  const said: string[] = [];
  for (let i = 0; i < part.length; ) {
    const step = roundStep(part, i);
    if (step) {
      steps.push(step.step);
      said.push(step.said);
      i = step.end;
      continue;
    }
    // only the hider's name and the words that join the steps lie between them: any other word is a step lost
    const w = part[i] as TWord;
    if (w.mark === undefined && w.name === undefined && !/^(?:the|and|then|it|he|she|they|a|an)$/.test(w.word)) return undefined;
    i++;
  }
  if (!said.includes("hides") || !said.includes("shows")) return undefined;
  return { rounds: count, steps, does: said.join(", ") };
}

/** Words that only point at what moves, between a move verb and its number ("moves it 6", "moves the Kart 6"). */
const MOVED_ONE = /^(?:it|him|her|them|the|a|an|my|his|its|forward|forwards|ahead|on)$/;

/** Words after a number that make it no step of a move: a time, a count, a turn. */
const NOT_A_STEP = /^(?:seconds?|secs?|times?|degrees?|points?|laps?)$/;

/**
 * "the left and right arrows move it 6", "the up arrow moves the Kart 6", "walks 4 steps": the
 * steps of the first move verb in the clauses, past the words that only point at the one moved;
 * none when no move verb has its number. "moves it back 10 steps" is a move back, not the steps
 * a key moves, and "moves 3 times" counts, so neither is read.
 */
export function stepsMoved(clause: readonly TWord[], names: readonly string[], verbs = /^(?:moves?|move|walks?|goes|go|drives?|runs?)$/): number | undefined {
  const named = new Set(names.map((name) => name.toLowerCase()));
  for (let i = 0; i < clause.length; i++) {
    if (!verbs.test(clause[i]?.word ?? "")) continue;
    let k = i + 1;
    while (k < clause.length && (MOVED_ONE.test(clause[k]?.word ?? "") || named.has(clause[k]?.word ?? "") || named.has(clause[k]?.lemma ?? ""))) k++;
    const number = clause[k]?.number;
    if (number === undefined || number <= 0 || NOT_A_STEP.test(clause[k + 1]?.word ?? "")) continue;
    return number;
  }
  return undefined;
}

/**
 * "touching the Grass moves it back 10 steps", "if it touches the Mud it goes back 5": a sprite
 * that sends the one touching it back by the child's steps. The sprite, as the child wrote it, and
 * the steps; none when the child said no such thing.
 */
export function sentBackBy(words: readonly TWord[], names: readonly string[]): { sprite: string; steps: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!TOUCH.test(words[i]?.word ?? "")) continue;
    const at = words[i + 1]?.word === "the" ? i + 2 : i + 1;
    const sprite = names.find((name) => name.toLowerCase() === words[at]?.word || name.toLowerCase() === words[at]?.lemma);
    if (sprite === undefined) continue;
    // the words up to the clause's end: "... moves it back 10 steps"
    const rest: TWord[] = [];
    for (let k = at + 1; k < words.length && words[k]?.mark === undefined; k++) rest.push(words[k] as TWord);
    const back = rest.findIndex((w) => /^(?:back|backwards|backward)$/.test(w.word));
    const steps = back >= 0 ? rest[back + 1]?.number : undefined;
    if (steps !== undefined && steps > 0 && rest.slice(0, back).some((w) => /^(?:moves?|move|goes|go|pushes|push|sends?)$/.test(w.word))) return { sprite, steps };
  }
  return undefined;
}

/** "counts from 3 to 1", "counts down from 5 to 1" (as the reader writes "says 3, 2 and 1"): the numbers' start and end, and where the start is. */
function countedFromTo(clause: readonly TWord[]): { at: number; start: number; end: number } | undefined {
  const at = clause.findIndex((w, i) => w.word === "from" && /^(?:counts?|says?|down)$/.test(clause[i - 1]?.word ?? "") && clause[i + 1]?.number !== undefined && clause[i + 2]?.word === "to" && clause[i + 3]?.number !== undefined);
  const [start, end] = [clause[at + 1]?.number, clause[at + 3]?.number];
  if (at < 0 || start === undefined || end === undefined || !Number.isInteger(start) || !Number.isInteger(end) || start <= end || start - end > 20) return undefined;
  return { at: at + 1, start, end };
}

/**
 * "the Seeker says 3, 2 and 1, each for 1 second": the one who counts before the seeking, the
 * numbers said in turn, each for the child's seconds (1 when unsaid). Not the hider; none when no
 * other character counts so.
 */
export function seekerCount(sentences: readonly TWord[][], names: readonly string[], hider: string): { seeker: string; steps: TStep[]; does: string } | undefined {
  for (const clause of sentences) {
    const count = saidOneByOne(clause) ?? countedFromTo(clause);
    if (count === undefined) continue;
    const seeker = clause.slice(Math.max(0, count.at - 4), count.at).map((w) => names.find((name) => name.toLowerCase() === w.word || name.toLowerCase() === w.lemma)).find((name) => name !== undefined);
    if (seeker === undefined || seeker === hider) continue;
    const forAt = clause.findIndex((w, i) => i > count.at && w.word === "for" && clause[i + 1]?.number !== undefined && /^(?:seconds?|secs?)$/.test(clause[i + 2]?.word ?? ""));
    const seconds = forAt >= 0 ? (clause[forAt + 1]?.number as number) : 1;
    const numbers = Array.from({ length: count.start - count.end + 1 }, (_, k) => count.start - k);
    return { seeker, steps: numbers.map((n) => b(`say [${n}] for (${seconds}) seconds`)), does: `says ${numbers.join(", ")}, each for ${seconds} second${seconds === 1 ? "" : "s"}` };
  }
  return undefined;
}
