import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Turning back and staying on the stage (issue 26, decision 700). Children say what a sprite does
 * at the edge in many ways: "turns back at the edge", "changes direction at the wall", "goes the
 * other way at the sides", "stays inside the screen". At the edge each of them is Scratch's
 * `if on edge, bounce` inside the sprite's moving loop; said with no edge (under "when it reaches
 * the edge ...", or alone), turning back is half a turn.
 */

export interface TTurnBack {
  /** Index just past the words read. */
  end: number;
  /** The phrase names the edge itself ("at the edge"), or keeps the sprite inside the stage. */
  atEdge: boolean;
}

const EDGE_NOUN = /^(?:edges?|walls?|sides?|borders?|ends?)$/;
const STAGE_NOUN = /^(?:screen|stage|window|map)$/;
const GOING = /^(?:go|move|walk|run|fly|swim|drive|head|come)$/;

const wordAt = (words: readonly TWord[], i: number) => words[i]?.word ?? "";

/** "at the edge", "at the left edge of the screen", "on the walls", "when it hits the sides": index past it, or -1. */
function edgePlace(words: readonly TWord[], from: number, to: number): number {
  let i = from;
  if (!/^(?:at|on|off|by|near|against)$/.test(wordAt(words, i))) return -1;
  i++;
  while (i < to && /^(?:the|each|every|both|either|an|a|left|right|top|bottom|far|other)$/.test(wordAt(words, i))) i++;
  if (i >= to || !EDGE_NOUN.test(wordAt(words, i))) return -1;
  i++;
  // "of the screen", "of the stage"
  if (wordAt(words, i) === "of" && wordAt(words, i + 1) === "the" && STAGE_NOUN.test(wordAt(words, i + 2))) i += 3;
  else if (wordAt(words, i) === "of" && STAGE_NOUN.test(wordAt(words, i + 1))) i += 2;
  return i <= to ? i : -1;
}

/** "inside", "on the screen", "inside the stage", "in the window": keeping the sprite where it can be seen. */
function insideTheStage(words: readonly TWord[], from: number, to: number): number {
  let i = from;
  if (!/^(?:inside|in|on|within)$/.test(wordAt(words, i))) return -1;
  i++;
  if (wordAt(words, i) === "the") i++;
  if (STAGE_NOUN.test(wordAt(words, i)) && i < to) return i + 1;
  // "stay inside" with nothing after: inside the stage
  return wordAt(words, from) === "inside" ? from + 1 : -1;
}

/**
 * A turning-back phrase starting at the verb `at` ("turns back", "changes direction", "goes the
 * other way", "reverses", "stays inside"), with the edge it happens at, if it is said.
 */
export function readTurnBack(words: readonly TWord[], at: number, to: number): TTurnBack | undefined {
  const verb = words[at];
  if (!verb) return undefined;
  let end = -1;
  if (verb.lemma === "turn" && /^(?:back|around|round)$/.test(wordAt(words, at + 1))) end = at + 2;
  else if ((verb.lemma === "change" || verb.lemma === "switch" || verb.lemma === "reverse") && /^(?:direction|directions|way)$/.test(wordAt(words, at + 1))) end = at + 2;
  else if ((verb.lemma === "change" || verb.lemma === "switch" || verb.lemma === "reverse") && /^(?:its|his|her|their)$/.test(wordAt(words, at + 1)) && /^(?:direction|way)$/.test(wordAt(words, at + 2))) end = at + 3;
  else if (verb.lemma === "reverse" || (verb.lemma === "bounce" && wordAt(words, at + 1) === "back")) end = verb.lemma === "bounce" ? at + 2 : at + 1;
  else if (GOING.test(verb.lemma) && wordAt(words, at + 1) === "back" && wordAt(words, at + 2) === "the" && wordAt(words, at + 3) === "other" && wordAt(words, at + 4) === "way") end = at + 5;
  else if (GOING.test(verb.lemma) && wordAt(words, at + 1) === "the" && /^(?:other|opposite)$/.test(wordAt(words, at + 2)) && /^(?:way|direction)$/.test(wordAt(words, at + 3))) end = at + 4;
  else if (verb.lemma === "stay" || verb.lemma === "remain") {
    const inside = insideTheStage(words, at + 1, to);
    return inside > 0 ? { end: inside, atEdge: true } : undefined;
  }
  if (end < 0 || end > to) return undefined;
  if (wordAt(words, end) === "again") end++;
  const place = edgePlace(words, end, to);
  return place > 0 ? { end: place, atEdge: true } : { end, atEdge: false };
}

const BOUNCE = "if on edge, bounce";
const isBounce = (step: TStep) => step.kind === "block" && step.text === BOUNCE;

/**
 * A loop that turns back at the edge must move the way the sprite points: `if on edge, bounce`
 * turns the sprite round, but "change x by (10)" goes on to the right whatever way it points. So
 * a loop's one x (or y) change becomes `move` the same distance, pointed that way before the loop;
 * and a bounce said twice ("bounces around ... and turns back at the edge") is kept once.
 */
export function bounceTurnsTheMove(steps: TStep[]): TStep[] {
  const out: TStep[] = [];
  for (const step of steps) {
    if (step.kind !== "forever" || !step.body.some(isBounce)) {
      out.push(step);
      continue;
    }
    const body = step.body.filter((s, i) => !isBounce(s) || step.body.findIndex(isBounce) === i);
    const changes = body.filter((s): s is Extract<TStep, { kind: "block" }> => s.kind === "block" && /^change [xy] by \(-?\d+(?:\.\d+)?\)$/.test(s.text));
    const moves = body.some((s) => s.kind === "block" && /^move \(/.test(s.text));
    const change = changes.length === 1 && !moves ? changes[0] : undefined;
    if (!change) {
      out.push({ ...step, body });
      continue;
    }
    const [, axis, amount] = /^change ([xy]) by \((-?[\d.]+)\)$/.exec(change.text) as RegExpExecArray;
    const n = Number(amount);
    const direction = axis === "x" ? (n < 0 ? -90 : 90) : n < 0 ? 180 : 0;
    out.push({ kind: "block", text: `point in direction (${direction})` });
    out.push({ ...step, body: body.map((s) => (s === change ? { kind: "block", text: `move (${Math.abs(n)}) steps` } : s)) });
  }
  return out;
}

/**
 * "if on edge, bounce", "if on the edge bounce": the block's own name, said as words. The indexes
 * of "if on (the) edge (,)" when they come right before the bounce at `at`, or nothing.
 */
export function edgeBlockBefore(words: readonly { word: string; mark?: string }[], at: number): number[] | undefined {
  let k = at - 1;
  if (words[k]?.mark === ",") k--;
  if (words[k]?.word !== "edge") return undefined;
  k--;
  if (words[k]?.word === "the") k--;
  if (words[k]?.word !== "on" || words[k - 1]?.word !== "if") return undefined;
  return Array.from({ length: at - k + 1 }, (_v, n) => k - 1 + n);
}
