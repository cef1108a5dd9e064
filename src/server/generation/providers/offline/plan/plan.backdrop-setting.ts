import { isActionWord } from "./plan.clause";
import type { TScriptPlan } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Issue 26: a backdrop named as where the request happens, with no verb of its own: "In space (the
 * backdrop Stars) she wants ...", "Underwater backdrop, two players: ...". The stage shows it from
 * the green flag, as "switch to the backdrop Stars" would ask; the words that named it are read.
 */

const BACKDROP = /^(?:backdrop|background)$/;

/** The backdrop's name as the child wrote it: "Stars", "Underwater". */
const nameOf = (word: TWord) => word.name ?? word.raw.charAt(0).toUpperCase() + word.raw.slice(1);

/** A word that may name a backdrop: letters, no number, no quote. */
const nameable = (word: TWord | undefined): word is TWord => word !== undefined && !word.mark && word.number === undefined && word.quote === undefined && /^[\p{L}\p{M}]{3,}$/u.test(word.raw);

/** Where a sentence may start: the request's start, after a sentence's end or a colon. */
const opensSentence = (words: readonly TWord[], i: number) => i === 0 || /^[.!?:;]$/.test(words[i - 1]?.mark ?? "");

/** The backdrops the request sets, and the words that set them. */
export function backdropSettings(words: readonly TWord[]): { names: string[]; used: number[] } {
  const names: string[] = [];
  const used: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    // "(the backdrop Stars)": brackets that hold only a backdrop's name
    if (word.bracket !== undefined && words[i - 1]?.bracket !== word.bracket) {
      let end = i;
      while (words[end]?.bracket === word.bracket) end++;
      const inside = words.slice(i, end).map((w) => w.word);
      const from = inside[0] === "the" ? 1 : 0;
      const named = words[i + from + 1];
      if (end - i !== from + 2 || !BACKDROP.test(inside[from] ?? "") || !nameable(named)) continue;
      names.push(nameOf(named));
      for (let k = i; k < end; k++) used.push(k);
      // ("In space (the backdrop Stars)": the place the brackets gloss opens the sentence and is the backdrop too)
      const place = i - 2;
      if (place >= 0 && opensSentence(words, place) && /^(?:in|on|at|inside)$/.test(words[place]?.word ?? "") && nameable(words[i - 1])) used.push(place, i - 1);
      i = end - 1;
      continue;
    }
    // "Underwater backdrop, two players: ...": a backdrop's name opening the request's sentence, before a mark
    if (opensSentence(words, i) && nameable(word) && !isActionWord(word) && BACKDROP.test(words[i + 1]?.word ?? "") && /^[,:]$/.test(words[i + 2]?.mark ?? "")) {
      names.push(nameOf(word));
      used.push(i, i + 1, i + 2);
    }
  }
  return { names, used };
}

/** The stage's script that shows the backdrops set, from the green flag. */
export function showsBackdrops(names: readonly string[]): TScriptPlan[] {
  if (names.length === 0) return [];
  return [{ trigger: { kind: "flag" }, steps: names.map((name) => ({ kind: "block", text: `switch backdrop to (${name} v)` })), says: `When the green flag is clicked: shows the backdrop ${names.join(", then ")}` }];
}
