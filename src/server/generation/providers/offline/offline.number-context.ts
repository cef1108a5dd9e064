import type { TWord } from "./plan/plan.words";

/**
 * A number left out is named with what it was asked for (issue 26): "the number 5" alone tells a
 * child nothing, "the number 5 ("bigger by 5 each click")" says which part of the request it is.
 * The words around the number, in the child's own spelling, up to the nearest mark or joining
 * word each side, a few words at most.
 */

/** Words that start another part of a request: the number's words stop before them. */
const JOINING = /^(?:and|then|but|or|when|if|while|until|so|after|before|because)$/;

const REACH = 4;

export function numberInItsWords(words: readonly TWord[], at: number): string {
  const word = words[at] as TWord;
  let from = at;
  while (from > 0 && at - from < REACH) {
    const before = words[from - 1] as TWord;
    if (before.mark !== undefined || before.quote !== undefined || JOINING.test(before.word)) break;
    from--;
  }
  let to = at + 1;
  while (to < words.length && to - at <= REACH) {
    const after = words[to] as TWord;
    if (after.mark !== undefined || after.quote !== undefined || JOINING.test(after.word)) break;
    to++;
  }
  const around = words.slice(from, to).map((each) => each.raw).join(" ");
  return around === word.raw ? `the number ${word.raw}` : `the number ${word.raw} ("${around}")`;
}
