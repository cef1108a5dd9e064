import type { TWord } from "./plan.words";

/**
 * Issue 26: the child's own name said by a sprite: "say my name Namuli", "can the Cat say my name
 * when i press n. my name is Aanya". The name is the words said, as the child wrote it; a sentence
 * that only tells the name ("my name is Aanya.") asks for nothing else.
 */

/** The name as a quote the reader says word for word. */
const said = (name: string): TWord => ({ raw: `"${name}"`, word: "qqquote", lemma: "qqquote", quote: name, isNoun: true, isVerb: false });

const asWritten = (word: TWord) => word.quote ?? word.name ?? word.raw.charAt(0).toUpperCase() + word.raw.slice(1);

/** A word that may be a name: letters, no mark, no number. */
const aName = (word: TWord | undefined): word is TWord => word !== undefined && !word.mark && word.number === undefined && (word.quote !== undefined || /^[\p{L}\p{M}'-]+$/u.test(word.raw));

/** The sentence "my name is X." as word positions, and X; none when the request has no such sentence. */
function nameSentence(words: readonly TWord[]): { name: string; at: number[] } | undefined {
  for (let i = 0; i < words.length; i++) {
    const opens = i === 0 || /^[.!?]$/.test(words[i - 1]?.mark ?? "");
    if (!opens || words[i]?.word !== "my" || words[i + 1]?.word !== "name" || words[i + 2]?.word !== "is" || !aName(words[i + 3])) continue;
    const end = words[i + 4];
    if (end !== undefined && !/^[.!?]$/.test(end.mark ?? "")) continue;
    return { name: asWritten(words[i + 3] as TWord), at: end ? [i, i + 1, i + 2, i + 3, i + 4] : [i, i + 1, i + 2, i + 3] };
  }
  return undefined;
}

/** Rewrites "say(s) my name [X]" into saying the name, in place; returns the positions of a sentence that only told it. */
export function ownNameSaid(words: TWord[]): number[] {
  const told = nameSentence(words);
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.lemma !== "say" || words[i + 1]?.word !== "my" || words[i + 2]?.word !== "name") continue;
    // "say my name Namuli": the name written right after, with a capital or in quotes
    const next = words[i + 3];
    if (aName(next) && (next.name !== undefined || next.quote !== undefined)) words.splice(i + 1, 3, said(asWritten(next)));
    else if (told && !told.at.includes(i + 1)) words.splice(i + 1, 2, said(told.name));
  }
  return told ? nameSentence(words)?.at ?? [] : [];
}
