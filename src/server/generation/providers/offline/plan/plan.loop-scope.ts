/**
 * Issue 26 (decision 1210): how far a loop said at the end of a clause reaches. "The Ball moves 7
 * and bounces on the edge forever", "the Kite turns 5 degrees and moves 3 steps forever": a motion
 * said in a breath with the loop word closing it is one movement, so the whole sequence before
 * the loop word repeats, not its last verb alone. Only motion (moving, turning, gliding, bouncing,
 * animating): "says hello and spins forever" greets once.
 */
import type { TStep } from "./plan.types";
import { isActionWord, type TClause } from "./plan.clause";
import type { TCondition } from "./plan.types";
import type { TWord } from "./plan.words";

const MOTION = /^(?:move \(|turn (?:right|left) \(|if on edge, bounce$|change [xy] by \(|glide |point towards |point in direction |next costume$|next backdrop$|switch costume to |change \[\w+ v\] effect by |change size by |go to )/;

/** A step that moves or animates the sprite, which a loop of motion repeats. */
export const isMotionStep = (step: TStep) => step.kind === "block" && MOTION.test(step.text);

/**
 * "... forever", "... 8 times", "next costume forever with wait 0.15": the clause's loop comes
 * after its action, with or without a comma before it (a count only as the clause's last words).
 */
export function closesWithItsLoop(clause: TClause): boolean {
  const words = clause.words.filter((w) => w.mark === undefined);
  const n = words.length;
  if (words.some((w, i) => w.word === "forever" && i > 0)) return true;
  return words[n - 1]?.word === "times" && words[n - 2]?.number !== undefined && n > 2;
}

/** A pause that paces a movement ("with wait 0.15"): inside a loop of motion, never the motion itself. */
const isPause = (step: TStep) => step.kind === "block" && /^wait \(/.test(step.text);

/** Putting the sprite somewhere at once ("go to a random position", "point in direction 90"). */
const isPlacement = (step: TStep) => step.kind === "block" && /^(?:go to |point in direction )/.test(step.text);

/** A step that takes time ("wait 1 seconds", "glide 1 secs to …"): what makes a repeated jump a visible movement. */
const isTimed = (step: TStep) => isPause(step) || (step.kind === "block" && /^glide /.test(step.text));

/**
 * The script's steps and the clause's are one movement: every step of both moves or animates it
 * (the clause's may pace it), with no loop of its own. A placement said first is where the
 * movement starts ("go to random spots and spin 5 degrees forever" goes there once), unless
 * something times the repeat ("goes to a random position, waits 1 second, forever").
 */
export function oneMovement(before: readonly TStep[], after: readonly TStep[]): boolean {
  if (before.some(isPlacement) && !before.some(isTimed) && !after.some(isTimed)) return false;
  // "next costume and wait 0.3 forever": the clause may be only the pause that paces the movement before it
  const pacesOrMoves = after.some(isMotionStep) || (after.length > 0 && after.every(isPause));
  return before.length > 0 && pacesOrMoves && before.every(isMotionStep) && after.every((step) => isMotionStep(step) || isPause(step));
}

/** "moves 7 and bounces": a move already said, so the bounce is only its edge check, not a walk of its own. */
export const movesAlready = (steps: readonly TStep[]) => steps.some((step) => step.kind === "block" && /^(?:move \(|change [xy] by \()/.test(step.text));

/**
 * "draws a hexagon: pen down, then 6 times move 70 steps and turn 60 degrees": a shape drawn
 * (pen down and a loop) before a colon whose next sentence walks and turns is that walk said
 * ahead, not a second drawing. The steps that make the pen ready, when the walk does not put it
 * down itself; or none when the steps are no shape spelled after.
 */
export function shapeSpelledAfter(steps: readonly TStep[], after: readonly TWord[]): { ready: TStep[] | undefined } | undefined {
  const penDown = steps.findIndex((step) => step.kind === "block" && step.text === "pen down");
  if (penDown < 0 || !steps.some((step) => step.kind === "repeat")) return undefined;
  const walks = after.some((w) => /^(?:move|step|walk)$/.test(w.lemma)) && after.some((w) => /^(?:turn|rotate)$/.test(w.lemma));
  if (!walks) return undefined;
  const putsPenDown = after.some((w, i) => w.lemma === "pen" && after[i + 1]?.word === "down");
  return { ready: putsPenDown ? undefined : steps.slice(0, penDown + 1) };
}

/** A loop said before its steps: how often ("forever, ...", "repeat 4 times, ...") or until when ("until seconds is 0, ..."). */
export type TLoopAhead = { kind: "repeat"; times: number } | { kind: "forever" } | { kind: "until"; condition: TCondition };

/**
 * "forever, the Jaguar points towards the Tapir and moves 3 steps", "sets seconds to 60 and, until
 * seconds is 0, waits 1 second and ...": a clause that is only a loop, first in its sentence or
 * after an "and" left open, with steps after a comma in the same sentence, holds those steps.
 * Said after a step ("moves 10 steps, forever"), it is that step's loop instead.
 */
export function leadsTheSteps(clauses: readonly TClause[], index: number): boolean {
  const clause = clauses[index];
  const next = clauses[index + 1];
  if (!clause || !next || next.sentence !== clause.sentence || next.joiner !== "comma" || !next.words.some(isActionWord)) return false;
  if (clause.joiner === "start") return true;
  const before = clauses[index - 1];
  const open = before?.words.filter((w) => w.mark === undefined).at(-1)?.word;
  return before !== undefined && before.sentence === clause.sentence && (open === "and" || open === "then");
}

/**
 * "goes to x 0 y -150, repeats 30 times change y by 10": a count after a comma (or "and"), with a
 * step said before it and a step after it, leads the steps after it only. Where the count starts,
 * or undefined.
 */
export function countInTheMiddle(words: readonly TWord[], verbs: readonly number[]): number | undefined {
  for (let i = 1; i < words.length - 2; i++) {
    const named = /^repeats?$/.test(words[i]?.word ?? "") ? 1 : 0;
    if (words[i + named]?.number === undefined || words[i + named + 1]?.word !== "times") continue;
    const before = words[i - 1];
    if (before?.mark !== "," && before?.word !== "and" && before?.word !== "then") continue;
    const end = i + named + 1;
    if (verbs.some((v) => v < i - 1) && verbs.some((v) => v > end)) return i;
  }
  return undefined;
}

/** A block's text, or nothing for a loop or a check. */
export const stepText = (step: TStep | undefined) => (step?.kind === "block" ? step.text : "");

/**
 * "the Ball starts at y 180 and falls, change y by -5 until ...": the steps end in the loop a bare
 * movement verb ("falls", "flies up") made, with no number of its own said after it in the clause,
 * which the steps said next spell out instead.
 */
export function bareLoopEnds(steps: readonly TStep[], clause: TClause | undefined, next: TClause): boolean {
  const last = steps[steps.length - 1];
  if (last?.kind !== "forever" || last.body.length === 0 || !last.body.every(isMotionStep) || !clause) return false;
  // (the steps after it spell their own numbers; "moves 8 steps forever" said its own)
  if (!next.words.some((w) => w.number !== undefined)) return false;
  const said = new Set(clause.words.flatMap((w) => (w.number === undefined ? [] : [w.number])));
  const own = last.body.flatMap((step) => [...stepText(step).matchAll(/\((-?[\d.]+)\)/g)].map((m) => Math.abs(Number(m[1]))));
  const verb = clause.words.findLastIndex(isActionWord);
  return verb >= 0 && !own.some((n) => said.has(n) || said.has(-n)) && !clause.words.slice(verb).some((w) => w.number !== undefined || w.quote !== undefined);
}

const movesOnly = (steps: readonly TStep[]): boolean =>
  steps.length > 0 && steps.every((step) => (step.kind === "block" ? isMotionStep(step) : (step.kind === "repeat" || step.kind === "forever") && movesOnly(step.body)));

/**
 * "the Coconut falls when I press space: change y by -10, 15 times", "the Fish jumps 3 times:
 * glide ...": a movement verb the reader filled with its own moves (no number said in the clause
 * but its count) before a colon, which the steps after the colon spell out instead.
 */
export function movementSaidAfter(clause: TClause, steps: readonly TStep[], count?: number, trigger = false): boolean {
  // (a trigger said after the verb: "falls when I press space"; one said first stays with the words that said it)
  const verb = clause.words.findIndex(isActionWord);
  if (trigger && !clause.words.some((w, k) => k > verb && /^(?:when|whenever|if|once)$/.test(w.word))) return false;
  return verb >= 0 && movesOnly(steps) && clause.words.every((w) => w.number === undefined || w.number === count);
}

/**
 * "forever, it says In and grows by 5, 20 times": how many steps at the end of a loop's body are
 * the movement a count said after them repeats with the clause's own ("moves 5 and turns 3, 12
 * times" repeats both; a greeting or a loop before the count stays out of it).
 */
export function trailingMotion(body: readonly TStep[], clauseSteps: readonly TStep[]): number {
  if (!clauseSteps.every(isMotionStep)) return 0;
  let n = 0;
  while (n < body.length && isMotionStep(body[body.length - 1 - n] as TStep)) n++;
  return n;
}
