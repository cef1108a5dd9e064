/**
 * What comes after a joiner, read before the clause reader splits a sentence into clauses (issue
 * 26, moved out of plan.read.ts in decision 850): a place, a quoted line, an amount and a way, a
 * second character's control or a second half with its own trigger, each with no verb of its own,
 * so the verb before is said again for it. Also the small word tests the clause reader shares.
 */
import { isActionWord, TRIGGER_WORDS, type TClause } from "./plan.clause";
import type { TStep } from "./plan.types";
import { SAY_VERBS, TURN_VERBS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/** Words that determine a noun: "the cat", "two dogs". */
export const DETERMINERS = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "your", "two", "three", "some"]);

/** Words that say which way or how much, standing for a whole clause whose verb was said before. */
const ELIDED = /^(?:up|down|left|right|big|small|large|tiny|bigger|smaller|higher|lower|faster|slower|forward|forwards|backward|backwards)$/;

/** "and falls back down", "and lands again": a clause saying only that something comes down. */
export function landingOnly(clause: TClause): boolean {
  const content = clause.words.filter((w) => w.mark === undefined && !/^(?:and|then|it|he|she|they|the|to|on|back|down|again|ground|floor)$/.test(w.word));
  return content.length === 1 && /^(?:fall|land|come|drop)$/.test(content[0]?.lemma ?? "") && clause.words.some((w) => /^(?:down|back|again|ground|floor)$/.test(w.word) || w.lemma === "land");
}

/** ", then 15 degrees left", "and 20 steps back": an amount and a way next, with no verb of their own. */
export function amountWayAhead(words: TWord[], from: number): boolean {
  let i = from;
  while (/^(?:then|and)$/.test(words[i]?.word ?? "")) i++;
  if (words[i]?.number === undefined || !/^(?:degree|step)$/.test(words[i + 1]?.lemma ?? "")) return false;
  return /^(?:left|right|up|down|back|backwards|forward|forwards|clockwise|anticlockwise)$/.test(words[i + 2]?.word ?? "");
}

/** ", then to the bottom edge", "then back to the centre": a place next, with no verb of its own. */
export function placeAhead(words: TWord[], from: number): boolean {
  let i = from;
  while (/^(?:then|and|back)$/.test(words[i]?.word ?? "")) i++;
  // ("then in 1 second to x -200 y 0": how long the glide takes, before where it goes)
  if (words[i]?.word === "in" && words[i + 1]?.number !== undefined && words[i + 2]?.lemma === "second") i += 3;
  if (words[i]?.word !== "to" || words[i - 1]?.word === "want") return false;
  for (let k = i + 1; k < i + 5 && words[k] && !words[k]?.mark; k++) {
    if (isActionWord(words[k])) return false;
    if (/^(?:edge|side|centre|center|middle|start|beginning)$/.test(words[k]?.word ?? "") || (words[k]?.word === "x" && words[k + 1]?.number !== undefined)) return true;
  }
  return false;
}

/** "then 'Comment ça va?'", "and then "Bye"": a quoted line next, with no verb before it. */
export function quoteAhead(words: TWord[], from: number): boolean {
  let i = from;
  while (/^(?:then|and)$/.test(words[i]?.word ?? "")) i++;
  return i > from - 1 && words[i]?.quote !== undefined;
}

/**
 * "and the dog with w a s d", ", the second player using the arrow keys": another character and
 * its own control, with no verb of its own, is the verb before said again for that character.
 */
export function gappedControlAhead(words: TWord[], from: number): boolean {
  let i = from;
  // "moves 10 with the right arrow and -10 with the left arrow": an amount, not a subject, before its control
  // ("and 15 degrees right with the right arrow": the way it goes may follow the amount)
  if (words[i]?.number !== undefined) {
    let k = amountEnd(words, i);
    if (ELIDED.test(words[k]?.word ?? "")) k++;
    return /^(?:with|using)$/.test(words[k]?.word ?? "") && words.slice(k + 1, k + 4).some((w) => w.word === "arrow" || w.word === "wasd" || w.lemma === "key");
  }
  if (DETERMINERS.has(words[i]?.word ?? "")) i++;
  const subject = i;
  while (i < subject + 3 && words[i] && !words[i]?.mark && !/^(?:with|using)$/.test(words[i]?.word ?? "") && !isActionWord(words[i]) && !TRIGGER_WORDS.has(words[i]?.word ?? "")) i++;
  if (i === subject || !/^(?:with|using)$/.test(words[i]?.word ?? "")) return false;
  const control = words.slice(i + 1, i + 4).map((w) => w.word);
  return control.includes("wasd") || control.some((w) => w === "arrow" || w === "arrows");
}

/** "flies", "moves", "walks" read with nothing said about how far: the move a verb makes by default. */
/** "walks to the right", "goes up": a walk said with no number, read as a step of 10, its one step; or none. */
export function bareWalkStep(clause: TClause, steps: readonly TStep[]): TStep | undefined {
  const only = steps.length === 1 ? steps[0] : undefined;
  const walks = only?.kind === "block" && /^(?:move \(10\) steps|change [xy] by \(-?10\))$/.test(only.text);
  return walks && !clause.words.some((w) => w.number !== undefined) ? only : undefined;
}

/** A step that says how far a walk goes: the block the child names after a bare walk ("walk to the right, change x by 5"). */
export const walkSaidAsBlock = (step: TStep | undefined) => step?.kind === "block" && /^(?:move \(-?[\d.]+\) steps|change [xy] by \(-?[\d.]+\))$/.test(step.text);

export const bareMove = (clause: TClause, steps: readonly TStep[]) => steps.length === 1 && steps[0]?.kind === "block" && steps[0].text === "move (10) steps" && !clause.words.some((w) => w.number !== undefined);

/** ", turning 5 degrees every 0.1 seconds" right after a spin, in its sentence: a turn by so many degrees, with no verb before it. */
export function turnSaidNext(next: TClause | undefined, clause: TClause): boolean {
  if (!next || next.sentence !== clause.sentence || next.joiner === "start") return false;
  const verbAt = next.words.findIndex(isActionWord);
  const verb = next.words[verbAt];
  return verb !== undefined && TURN_VERBS.has(verb.lemma) && verb.lemma !== "spin" && next.words.slice(verbAt + 1).some((w, i, rest) => w.number !== undefined && rest[i + 1]?.lemma === "degree");
}

/** The words from `from` up to the next mark. */
export const untilMark = (words: readonly TWord[], from: number) => {
  const end = words.findIndex((w, i) => i >= from && w.mark !== undefined);
  return words.slice(from, end < 0 ? words.length : end);
};

/** Past an amount and its unit ("-10", "5 steps", "15 degrees"): where the words after it start. */
const amountEnd = (words: readonly TWord[], at: number) => at + (/^(?:step|pixel|degree)$/.test(words[at + 1]?.lemma ?? "") ? 2 : 1);

/** "and down when I press s", "and to the left when I press a": a direction, then its own trigger. */
export function elidedVerbAhead(words: TWord[], from: number, verb?: TWord): boolean {
  let i = from;
  while (i < words.length && /^(?:to|the|go|goes|then)$/.test((words[i] as TWord).word)) i++;
  if (!ELIDED.test(words[i]?.word ?? "")) return false;
  // "and down 5 with the s key", "and left 10 steps when I press a": how far, then its own key
  let k = i + 1;
  if (words[k]?.word === "by") k++;
  if (words[k]?.number !== undefined) k += /^(?:step|pixel|degree)$/.test(words[k + 1]?.lemma ?? "") ? 2 : 1;
  const next = words[k];
  const after = words[k + 1];
  // ("goes up 50 and down 50.": a way and how far, closing the clause, is the same verb again)
  // (only a verb of going: "waits 0.2 seconds, down 30" is no wait)
  const goes = verb !== undefined && /^(?:go|move|glide|walk|run|fly|slide|swim|step|jump|hop|travel|drive|float|climb)$/.test(verb.lemma);
  const closes = goes && words[i + 1]?.number !== undefined && (next === undefined || (next.mark !== undefined && next.mark !== "(") || /^(?:and|then)$/.test(next.word)) && /^(?:up|down|left|right|back|forward|forwards|backwards)$/.test(words[i]?.word ?? "");
  return (closes || next?.word === "when" || next?.word === "if" || next?.word === "with" || (next?.word === "arrow" && after?.word === "when")) && !words.slice(from, i).some(isActionWord);
}

/**
 * "says ouch when it is clicked and meow when space is pressed": after a clause with its own
 * trigger, a few words with no verb and a trigger of their own are the second half of a pair,
 * done with the same verb.
 */
export function secondHalfAhead(current: TWord[], words: TWord[], from: number): boolean {
  if (!current.some((w) => /^(?:when|whenever|if)$/.test(w.word))) return false;
  const saying = [...current].reverse().find(isActionWord);
  const wordsSaid = saying !== undefined && /^(?:say|think|shout|yell)$/.test(saying.lemma);
  for (let i = from; i < Math.min(words.length, from + 5); i++) {
    const word = words[i] as TWord;
    if (word.mark || (isActionWord(word) && (!wordsSaid || SAY_VERBS.has(word.lemma)))) return false;
    // "and the dog barks when ...": a character of its own with its own verb, not more words said
    if (DETERMINERS.has(word.word) && words.slice(i + 1, i + 3).some(isActionWord)) return false;
    if (/^(?:when|whenever|if)$/.test(word.word)) return i > from;
  }
  return false;
}
