/**
 * Which way a character faces (issue 26): "points right", "points it up", "faces to the left",
 * "turns to face down" read as `point in direction`; "points towards the mouse" as `point towards`.
 */
import type { TWord } from "./plan.words";

const DIRECTION: Record<string, number> = { right: 90, left: -90, up: 0, down: 180, upwards: 0, downwards: 180, upward: 0, downward: 180 };

/** The block the words from the verb at `at` (up to `to`) say, and the indices read; undefined when they say no way to face. */
export function readFacing(words: readonly TWord[], at: number, to: number): { block: string; says: string; used: number[] } | undefined {
  if (!/^(?:point|face)$/.test(words[at]?.lemma ?? "")) return undefined;
  const used = [at];
  let k = at + 1;
  if (/^(?:it|him|her|them)$/.test(words[k]?.word ?? "") && k < to) used.push(k++);
  while (k < to && /^(?:to|the|in|its|direction|towards?)$/.test(words[k]?.word ?? "") && !/^(?:mouse|pointer)$/.test(words[k + 1]?.word ?? "x")) used.push(k++);
  const way = words[k]?.word ?? "";
  if (k < to && DIRECTION[way] !== undefined && words[k + 1]?.lemma !== "arrow" && words[k + 1]?.lemma !== "key") {
    used.push(k);
    return { block: `point in direction (${DIRECTION[way] as number})`, says: `points ${way}`, used };
  }
  if (/^(?:towards?|at)$/.test(way) && k < to) {
    let m = k + 1;
    while (m < to && /^(?:the)$/.test(words[m]?.word ?? "")) m++;
    if (words[m]?.word === "mouse" || words[m]?.word === "pointer") {
      const end = words[m + 1]?.word === "pointer" ? m + 2 : m + 1;
      for (let u = k; u < end; u++) used.push(u);
      return { block: "point towards (mouse-pointer v)", says: "points towards the mouse-pointer", used };
    }
  }
  return undefined;
}
