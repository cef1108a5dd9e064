import type { TWord } from "./plan.words";

/**
 * A jump with its heights (issue 26, decision 730): "jumps 4 times (up 30 and down 30 each
 * time)", "hops up 20 and down 20". The child's numbers are the jump: up by the one, a short
 * wait so the jump is seen, and down by the other.
 */

/** Words that may stand between the heights: marks, "and", "then", "by", "steps". */
const BETWEEN = /^(?:and|then|by|times|steps?|pixels?|,|\(|\)|each|every|time|it|goes|go|comes|come|back|falls|fall|again)$/;

/**
 * "up 30 and down 30" after the jump verb at `at`: the heights and the words read. With `upAlone`,
 * "up 50" said alone is the whole jump, down again by as much ("jump"), or only the way up ("rise",
 * when the way down is said next with its own number: down 0 here).
 */
export function readJumpHeights(words: readonly TWord[], at: number, upAlone?: "jump" | "rise"): { up: number; down: number; used: number[]; wait?: number } | undefined {
  let up: number | undefined;
  let down: number | undefined;
  let wait: number | undefined;
  const used: number[] = [];
  for (let i = at + 1; i < words.length && i < at + 18; i++) {
    const word = words[i] as TWord;
    // "(up 60, wait 0.3 seconds, down 60)": how long it stays up, said between the heights
    if (word.lemma === "wait" && up !== undefined && down === undefined && words[i + 1]?.number !== undefined && /^(?:second|sec)$/.test(words[i + 2]?.lemma ?? "")) {
      wait = words[i + 1]?.number;
      used.push(i, i + 1, i + 2);
      i += 2;
      continue;
    }
    if (/^(?:up|down)$/.test(word.word)) {
      // "up 30", "up by 30", or "30 up"
      const by = words[i + 1]?.word === "by" ? 1 : 0;
      const after = words[i + 1 + by]?.number;
      const before = words[i - 1]?.number;
      const value = after ?? (before !== undefined && !used.includes(i - 1) ? before : undefined);
      // "up 50 and comes back down": down by as much as it went up (decision 1770)
      if (value === undefined && word.word === "down" && up !== undefined) return { up, down: up, used: [...used, i], ...(wait !== undefined ? { wait } : {}) };
      if (value === undefined) return undefined;
      used.push(i, after !== undefined ? i + 1 + by : i - 1, ...(by ? [i + 1] : []));
      if (word.word === "up") up = Math.abs(value);
      else down = Math.abs(value);
      if (up !== undefined && down !== undefined) return { up, down, used, ...(wait !== undefined ? { wait } : {}) };
      continue;
    }
    // "up 50 and lands", "up 50 and falls back": down again by as much
    if (up !== undefined && down === undefined && /^(?:land|lands|landing)$/.test(word.word)) return { up, down: up, used: [...used, i], ...(wait !== undefined ? { wait } : {}) };
    if (word.number !== undefined || BETWEEN.test(word.word) || word.mark !== undefined) continue;
    break;
  }
  // "jumps up 50": a jump is up and back down, by the one height said (decision 1770)
  if (upAlone && up !== undefined && down === undefined) return { up, down: upAlone === "jump" ? up : 0, used, ...(wait !== undefined ? { wait } : {}) };
  return undefined;
}
