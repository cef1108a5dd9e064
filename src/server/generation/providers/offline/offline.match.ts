import { readPrompt, type TReading } from "./offline.read";
import type { TParams, TParamSpec, TRecipe, TSlot } from "./offline.types";
import { RECIPES } from "./recipes";
import { twinkleIsTheSong } from "./plan/plan.ongoing-looks";

/**
 * Prompt → recipe id + filled parameters (+ recipes that compose with it), or no match with the
 * closest recipes. Pure and deterministic: the same prompt always gives the same answer.
 */

export interface TRecipeChoice {
  recipeId: string;
  params: TParams;
}

export type TMatchResult =
  | { kind: "match"; recipeId: string; params: TParams; extras: TRecipeChoice[]; score: number }
  | { kind: "none"; reason: TDeclineReason; suggestions: string[] };

/** Why the generator declines: nothing it knows, far too big, or not a Scratch program at all. */
export type TDeclineReason = "no-match" | "too-big" | "not-a-program";

/** One satisfied `requires` group is worth this much; a match needs at least one group's worth. */
const GROUP_POINTS = 3;
const MIN_SCORE = GROUP_POINTS;
const SLOT_ORDER: TSlot[] = ["movement", "jump", "score", "timer"];
/** Offered when a request gives no hint at all of what it is close to. */
const DEFAULT_SUGGESTIONS = ["pen-star", "move-arrows", "quiz-math"];

interface TWeighted {
  concept: string;
  weight: number;
}

interface TCompiled {
  recipe: TRecipe;
  requires: string[][];
  boosts: TWeighted[];
  penalties: TWeighted[];
}

function weighted(entries: string[] | undefined, defaultWeight: number): TWeighted[] {
  return (entries ?? []).map((entry) => {
    const [concept, weight] = entry.split(":");
    return { concept: concept as string, weight: weight === undefined ? defaultWeight : Number(weight) };
  });
}

const COMPILED: TCompiled[] = RECIPES.map((recipe) => ({
  recipe,
  requires: recipe.requires,
  boosts: weighted(recipe.boosts, 1),
  penalties: weighted(recipe.penalties, 3),
}));

interface TScored {
  compiled: TCompiled;
  score: number;
  eligible: boolean;
  /** Score counting only what is there, for ranking suggestions when nothing is eligible. */
  closeness: number;
}

function scoreAll(concepts: Set<string>): TScored[] {
  return COMPILED.map((compiled) => {
    let satisfied = 0;
    for (const group of compiled.requires) if (group.some((concept) => concepts.has(concept))) satisfied++;
    let bonus = 0;
    for (const { concept, weight } of compiled.boosts) if (concepts.has(concept)) bonus += weight;
    let malus = 0;
    for (const { concept, weight } of compiled.penalties) if (concepts.has(concept)) malus += weight;
    const score = satisfied * GROUP_POINTS + bonus - malus;
    const eligible = satisfied === compiled.requires.length && score >= MIN_SCORE;
    // for suggestions, a recipe only part of whose groups are there ranks below a complete one
    const complete = satisfied === compiled.requires.length;
    return { compiled, score, eligible, closeness: bonus + (complete ? satisfied * GROUP_POINTS : satisfied) };
  });
}

/** Best first; equal scores keep library order (Array.prototype.sort is stable). */
function best(scored: TScored[]): TScored[] {
  return scored.filter((s) => s.eligible).sort((a, b) => b.score - a.score);
}

interface TUsed {
  numbers: Set<number>;
  keys: Set<number>;
  colours: Set<number>;
  named: Set<number>;
}

function takeFirst<T>(list: T[], used: Set<number>, test: (item: T) => boolean): T | undefined {
  for (let i = 0; i < list.length; i++) {
    if (used.has(i)) continue;
    const item = list[i] as T;
    if (test(item)) {
      used.add(i);
      return item;
    }
  }
  return undefined;
}

function fillParam(spec: TParamSpec, reading: TReading, used: TUsed, filled: TParams): TParams[string] {
  switch (spec.kind) {
    case "number": {
      let found: number | undefined;
      for (const meaning of spec.meanings) {
        found = takeFirst(reading.numbers, used.numbers, (n) => n.meaning === meaning)?.value;
        if (found !== undefined) break;
      }
      if (found === undefined && spec.takesPlain) found = takeFirst(reading.numbers, used.numbers, (n) => n.meaning === "plain")?.value;
      if (found === undefined) return spec.autoDefault ? spec.autoDefault(filled) : spec.default;
      const clamped = Math.min(spec.max, Math.max(spec.min, found));
      return spec.integer ? Math.round(clamped) : Math.round(clamped * 100) / 100;
    }
    case "key":
      return takeFirst(reading.keys, used.keys, () => true) ?? spec.default;
    case "colour":
      // colours tied by a word ("green finish") were handed out already; the rest go in order
      return takeFirst(reading.colours, used.colours, () => true)?.hex ?? spec.default;
    case "choice": {
      for (const [option, concepts] of Object.entries(spec.options)) if (concepts.some((c) => reading.concepts.has(c))) return option;
      return spec.default;
    }
    case "expression":
      return reading.expression ? `${reading.expression.a} ${reading.expression.op} ${reading.expression.b}` : spec.default;
    case "items":
      return (reading.items.length > 0 ? reading.items : spec.default).join("|");
    case "text":
      return reading.sayText ?? spec.default;
    case "message":
      return reading.message ?? spec.default;
    case "topic":
      return reading.topic ?? spec.default;
    case "name": {
      const nouns = spec.nouns ?? [];
      const named = takeFirst(reading.named, used.named, (n) => n.noun !== undefined && nouns.includes(n.noun));
      return named?.value ?? spec.default;
    }
  }
}

function fillParams(recipe: TRecipe, reading: TReading, used: TUsed): TParams {
  const params: TParams = {};
  // First, colours tied to a parameter by the word after them ("red walls and a blue finish"),
  // whatever the order of the parameters or of the words.
  for (const spec of recipe.params) {
    if (spec.kind !== "colour" || !spec.near) continue;
    const near = spec.near;
    const tied = takeFirst(reading.colours, used.colours, (c) => c.next !== undefined && near.includes(c.next));
    if (tied) params[spec.name] = tied.hex;
  }
  for (const spec of recipe.params) if (!(spec.name in params)) params[spec.name] = fillParam(spec, reading, used, params);
  // keep the recipe's own parameter order in the result
  return Object.fromEntries(recipe.params.map((spec) => [spec.name, params[spec.name] as TParams[string]]));
}

function suggestionsFor(scored: TScored[]): string[] {
  const ranked = scored
    .filter((s) => s.closeness > 0)
    .sort((a, b) => b.closeness - a.closeness)
    .map((s) => s.compiled.recipe.id);
  const ids = [...new Set([...ranked, ...DEFAULT_SUGGESTIONS])].slice(0, 3);
  return ids;
}

/**
 * "the Star twinkles, its ghost effect going up and down", "the Moon twinkles": a character that
 * twinkles is a look, never the song. The song is "Twinkle Twinkle (Little Star)", or "twinkle"
 * said with a word of music ("play the twinkle song"). Where the request names no song, the
 * concepts it gave for the word ("twinkle", and "music" where no other word gave it) are taken
 * back, so the child's own effect words are read instead.
 */
function withoutTwinkleVerb(concepts: Set<string>, words: readonly string[]): Set<string> {
  if (!concepts.has("twinkle")) return concepts;
  const at = words.indexOf("twinkle");
  if (at < 0 || twinkleIsTheSong(words)) return concepts;
  const kept = new Set(concepts);
  kept.delete("twinkle");
  kept.delete("music");
  return kept;
}

export function matchReading(read: TReading): TMatchResult {
  const reading = { ...read, concepts: withoutTwinkleVerb(read.concepts, read.words) };
  const scored = scoreAll(reading.concepts);
  if (reading.concepts.has("offtopic")) return { kind: "none", reason: "not-a-program", suggestions: suggestionsFor(scored) };
  if (reading.concepts.has("big")) return { kind: "none", reason: "too-big", suggestions: suggestionsFor(scored) };
  const ranked = best(scored);
  const top = ranked[0];
  if (!top) return { kind: "none", reason: "no-match", suggestions: suggestionsFor(scored) };

  // "pong with a 30 second timer": the timer is a feature of the game, not the whole program, so a
  // whole program the request also names (every requirement met) leads and the feature joins it
  const feature = top.compiled.recipe.slot;
  const host = feature ? ranked.find((s) => !s.compiled.recipe.slot && s.compiled.recipe.composesWith?.includes(feature)) : undefined;
  const primary = (host ?? top).compiled.recipe;
  const extras: TRecipe[] = [];
  for (const slot of SLOT_ORDER) {
    if (slot === primary.slot || primary.provides?.includes(slot) || !primary.composesWith?.includes(slot)) continue;
    const extra = ranked.find((s) => s.compiled.recipe.slot === slot);
    if (extra) extras.push(extra.compiled.recipe);
  }
  const used: TUsed = { numbers: new Set(), keys: new Set(), colours: new Set(), named: new Set() };
  const params = fillParams(primary, reading, used);
  return {
    kind: "match",
    recipeId: primary.id,
    params,
    extras: extras.map((recipe) => ({ recipeId: recipe.id, params: fillParams(recipe, reading, used) })),
    score: top.score,
  };
}

/** The pure matcher: what the offline generator would build for this request. */
export function matchPrompt(prompt: string): TMatchResult {
  return matchReading(readPrompt(prompt));
}

/**
 * A second whole program the same words ask for, beside the one matched: "a christmas card with
 * snow falling and a song" is the snow and the song. It must be a whole program of another family (a
 * one-block reading such as "say hello" is no second program), eligible on
 * the whole reading (penalties included), and named by concepts of its own: every group it
 * requires is met by a concept the first recipe is not about.
 */
export function matchAnother(reading: TReading, firstId: string, wholeProgram: (recipe: TRecipe) => boolean): TRecipeChoice | undefined {
  const first = RECIPES.find((recipe) => recipe.id === firstId);
  if (!first) return undefined;
  const firstAbout = aboutConcepts(first);
  const other = best(scoreAll(withoutTwinkleVerb(reading.concepts, reading.words))).find(({ compiled: { recipe } }) => {
    if (recipe.id === firstId || recipe.family === first.family || recipe.slot !== undefined || !wholeProgram(recipe)) return false;
    return recipe.requires.every((group) => group.some((concept) => reading.concepts.has(concept) && !firstAbout.has(concept)));
  });
  if (!other) return undefined;
  const used: TUsed = { numbers: new Set(), keys: new Set(), colours: new Set(), named: new Set() };
  return { recipeId: other.compiled.recipe.id, params: fillParams(other.compiled.recipe, reading, used) };
}

/** What a recipe is about: the concepts it requires or is boosted by. */
export function aboutConcepts(recipe: TRecipe): Set<string> {
  return new Set([...recipe.requires.flat(), ...weighted(recipe.boosts, 1).map((boost) => boost.concept)]);
}
