import { readWords, type TWord } from "./plan/plan.words";
import { FRAMING } from "./plan/plan.vocabulary";

/**
 * A thing the request says NOT to make is never a part left out (issue 26, decision 1650).
 * "a race, but no racing game and no keys": the reader has no block for "keys" there and sets the
 * word aside, yet naming "keys" as not built tells the child the program lacks what they turned
 * down. A part is turned down when each of its words is said only inside a refusal: from "no",
 * "not", "without" or "never" to the next mark or joining word.
 */

/** Words that turn down what follows them. */
const REFUSING = /^(?:no|not|without|never)$/;

/** Words that end what a refusal covers: what follows is said on its own. */
const REFUSAL_END = /^(?:and|or|but|so|then|when|if|because)$/;

/** The places of the request's words that lie inside a refusal ("no racing game" covers "racing", "game"). */
function refusedPlaces(words: readonly TWord[]): Set<number> {
  const places = new Set<number>();
  words.forEach((word, at) => {
    if (word.quote !== undefined || !REFUSING.test(word.word)) return;
    for (let i = at + 1; i < words.length; i++) {
      const next = words[i] as TWord;
      if (next.mark !== undefined || next.quote !== undefined || REFUSAL_END.test(next.word) || REFUSING.test(next.word)) break;
      places.add(i);
    }
  });
  return places;
}

/** The parts (of `parts`) whose every word the request says only inside a refusal. */
export function partsTurnedDown(prompt: string, parts: readonly string[]): string[] {
  const words = readWords(prompt);
  const refused = refusedPlaces(words);
  if (refused.size === 0) return [];
  return parts.filter((part) => {
    if (part.startsWith("\"") || part.startsWith("the number ")) return false;
    const own = readWords(part).filter((word) => word.mark === undefined && !FRAMING.has(word.word));
    return (
      own.length > 0 &&
      own.every((word) => {
        const said = words.flatMap((other, at) => (other.word === word.word ? [at] : []));
        return said.length > 0 && said.every((at) => refused.has(at));
      })
    );
  });
}
