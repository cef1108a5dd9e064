/**
 * Issue 26 (decision 1470): "Star spins when i click it", "Heart grows when I press space": a
 * request that names no character but opens with a capitalised word and a verb said of one
 * ("spins", "grows") is about that word: the sprite is the Star, not Sprite1. Only when nothing
 * else named a character, so a sentence's capital never makes a character of its own.
 */
import { isActionWord } from "./plan.clause";
import { titleCase } from "./plan.characters";
import { AUX, FRAMING, VARIABLE_NOUNS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/** The sprite a request's opening word names, or none. */
export function openingSubject(prompt: string, words: readonly TWord[]): string | undefined {
  const [first, verb] = words;
  if (!first || !verb || first.mark !== undefined || first.number !== undefined || first.quote !== undefined) return undefined;
  // (written with its capital, first in the request: "Star spins ...")
  if (!prompt.trimStart().startsWith(titleCase(first.raw)) || !/^[a-z]{3,}$/.test(first.raw)) return undefined;
  if (FRAMING.has(first.word) || AUX.has(first.word) || VARIABLE_NOUNS.has(first.lemma) || isActionWord(first)) return undefined;
  // (a verb said of one: "spins", "grows", "says")
  const ofOne = verb.word !== verb.lemma && /s$/.test(verb.word) && isActionWord(verb);
  return ofOne ? titleCase(first.raw) : undefined;
}
