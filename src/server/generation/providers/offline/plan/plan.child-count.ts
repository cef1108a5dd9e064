import type { TWord } from "./plan.words";

/**
 * A count the child names for what a game counts (issue 26): "caught goes up by 1", "coins goes
 * up by 5", "adds 1 to size", "water +1". The classics count in a variable of their own ("score",
 * "length"); where the child names the count, the game counts in the child's variable by the
 * child's number. One reader for the arcade's catches and collections and the snake's eating.
 */

export interface TCount {
  variable: string;
  by: number;
}

/** A variable's own name, a word of the child's: not a word that only links. */
const countName = (word: TWord | undefined) => word !== undefined && word.mark === undefined && word.number === undefined && /^[a-z][a-z0-9_]*$/.test(word.word) && !/^(?:the|a|an|it|he|she|they|and|then|score|game|over)$/.test(word.word);

/**
 * A count the child names in a clause, from `from` to the clause's end: "caught goes up by 1",
 * "coins goes up by 5", "adds 1 to catches", "water +1". None when the clause names no count.
 */
export function countFrom(words: readonly TWord[], from: number): TCount | undefined {
  for (let k = from; k < Math.min(words.length, from + 14); k++) {
    if (/^[.;]$/.test(words[k]?.mark ?? "")) break;
    const [a, b1, c, d] = [words[k], words[k + 1], words[k + 2], words[k + 3]];
    // "caught goes up by 1", "leaves goes up 1"
    if (countName(a) && b1?.lemma === "go" && c?.word === "up") {
      const by = d?.word === "by" ? words[k + 4]?.number : d?.number;
      if (by !== undefined) return { variable: (a as TWord).raw, by };
    }
    // "adds 1 to caught"
    if (a?.lemma === "add" && b1?.number !== undefined && c?.word === "to" && countName(d)) return { variable: (d as TWord).raw, by: b1.number };
    // "water +1"
    if (countName(a) && b1?.number !== undefined && /^\+\d/.test(b1.raw)) return { variable: (a as TWord).raw, by: b1.number };
  }
  return undefined;
}

