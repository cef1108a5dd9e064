import { FRAMING } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * The words a reader did not use, as the child's own phrases (runs between used words and marks),
 * keeping only phrases with a word that asks for something: not framing, not one of the reader's
 * own words (`ownWords`), not a number it is allowed to leave (`isOwnNumber`). Each phrase is then
 * named as left out, so a reader that builds part of a request never drops the rest silently.
 */
export function leftoverPhrases(words: readonly TWord[], used: ReadonlySet<number>, ownWords: RegExp, isOwnNumber: (n: number) => boolean = () => false): string[] {
  const phrases: string[] = [];
  let phrase: TWord[] = [];
  const flush = () => {
    const asks = phrase.some((w) => (w.quote !== undefined || !FRAMING.has(w.word)) && !(w.quote === undefined && (ownWords.test(w.word) || ownWords.test(w.lemma))) && !(w.number !== undefined && isOwnNumber(w.number)));
    if (asks) phrases.push(phrase.map((w) => (w.quote !== undefined ? `"${w.quote}"` : w.raw)).join(" "));
    phrase = [];
  };
  words.forEach((word, i) => (used.has(i) || word.mark !== undefined ? flush() : phrase.push(word)));
  flush();
  return phrases;
}
