/**
 * Issue 26 (decision 1470): "the juniors want the Printer sprite to make 5 clones", "our campers
 * would like the Robot to dance": a group of people, said in lower case and in the plural, who
 * want a named character to do something are who the program is for, not a character of it.
 * Their words frame the request (the named character acts).
 */
import type { TWord } from "./plan.words";

const WANT = /^(?:want|wants|wanted|need|needs|ask|asked|asks)$/;
const DETERMINER = /^(?:the|a|an|their|our|my|his|her)$/;

/** The words "the juniors want" before a named character: the framing's indexes. */
export function wantedBy(words: readonly TWord[]): number[] {
  const framing: number[] = [];
  words.forEach((w, i) => {
    const plural = w.isNoun && w.name === undefined && w.quote === undefined && w.raw === w.word && w.word !== w.lemma && /s$/.test(w.word);
    if (!plural) return;
    const would = words[i + 1]?.word === "would" && words[i + 2]?.word === "like" ? 2 : 0;
    const want = i + 1 + would - (would ? 1 : 0);
    if (!would && !WANT.test(words[want]?.word ?? "")) return;
    // (asked for someone named, with a capital: "want the Printer", "would like my Robot")
    const named = DETERMINER.test(words[want + 1]?.word ?? "") ? words[want + 2] : words[want + 1];
    if (named?.name === undefined) return;
    if (DETERMINER.test(words[i - 1]?.word ?? "")) framing.push(i - 1);
    for (let k = i; k <= want; k++) framing.push(k);
  });
  return framing;
}
