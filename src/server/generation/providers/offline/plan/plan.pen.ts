/**
 * The pen put down and lifted (issue 26): "puts the pen down", "lifts the pen up", "takes the pen
 * off the paper", "lowers its pen"; and, once the sentence has named the pen, "lifts it" alone
 * ("space puts the pen down and a lifts it"). Reads the blocks `pen down` and `pen up`.
 */
import type { TWord } from "./plan.words";

const LIFT = /^(?:lift|raise)$/;
const PUT = /^(?:put|take|lower|bring|drop)$/;

/**
 * The pen block the words from the verb at `at` (up to `to`) say, and the indices they used;
 * `penNamed` is true when the sentence already spoke of the pen (so "lifts it" is the pen's).
 */
export function readPenUpDown(words: readonly TWord[], at: number, to: number, penNamed: boolean): { block: "pen up" | "pen down"; used: number[] } | undefined {
  const lemma = words[at]?.lemma ?? "";
  if (!LIFT.test(lemma) && !PUT.test(lemma)) return undefined;
  const used = [at];
  let k = at + 1;
  while (k < to && /^(?:the|its|his|her|their|a)$/.test(words[k]?.word ?? "")) used.push(k++);
  const pen = words[k]?.lemma === "pen";
  const it = !pen && penNamed && /^(?:it)$/.test(words[k]?.word ?? "");
  if (!pen && !it) return undefined;
  used.push(k++);
  const way = words[k]?.word ?? "";
  const up = /^(?:up|off)$/.test(way) ? true : way === "down" || way === "on" ? false : LIFT.test(lemma) ? true : lemma === "lower" || lemma === "drop" ? false : undefined;
  if (up === undefined) return undefined;
  if (k < to && /^(?:up|down|off|on)$/.test(way)) used.push(k);
  return { block: up ? "pen up" : "pen down", used };
}
