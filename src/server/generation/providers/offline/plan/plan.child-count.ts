import { changeAfter, signedChangeAt } from "./plan.variables";
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

/** "takes 1 from health", "subtracts 2 from lives": a number taken from a count of the child's. */
const TAKES = /^(?:take|subtract|remove|lose)$/;

/**
 * A count the child names in a clause, from `from` to the clause's end: "caught goes up by 1",
 * "coins goes up by 5", "adds 1 to catches", "water +1", "takes 1 from health"; "takes 1 away"
 * takes from `previous`, the count said before. None when the clause names no count. The
 * variables' own readers read "goes up by" and "+1" (plan.variables), so each wording has one reader.
 */
export function countFrom(words: readonly TWord[], from: number, previous?: string): TCount | undefined {
  for (let k = from; k < Math.min(words.length, from + 14); k++) {
    if (/^[.;]$/.test(words[k]?.mark ?? "")) break;
    const [a, b1, c, d] = [words[k], words[k + 1], words[k + 2], words[k + 3]];
    // "caught goes up by 1", "leaves goes up 1", "health goes down by 2"
    const change = countName(a) && b1?.lemma === "go" ? changeAfter(words, k + 1) : undefined;
    if (change && change.end > k + 3) return { variable: (a as TWord).raw, by: change.up ? change.by : -change.by };
    // "water +1", "health -1"
    const signed = countName(a) ? signedChangeAt(words, k) : undefined;
    if (signed) return { variable: (a as TWord).raw, by: signed.by };
    // "adds 1 to caught", "takes 1 from health"
    if ((a?.lemma === "add" || TAKES.test(a?.lemma ?? "")) && b1?.number !== undefined && c?.word === (a?.lemma === "add" ? "to" : "from") && countName(d)) return { variable: (d as TWord).raw, by: a?.lemma === "add" ? b1.number : -Math.abs(b1.number) };
    // "takes 1 away", "takes away 1": from the count said before
    const away = TAKES.test(a?.lemma ?? "") ? (b1?.number !== undefined && c?.word === "away" ? b1.number : b1?.word === "away" ? c?.number : undefined) : undefined;
    if (away !== undefined && previous !== undefined) return { variable: previous, by: -Math.abs(away) };
  }
  return undefined;
}
