/**
 * Issue 26 (decision 850): "inside the loop", "in the same loop", "within the repeat": the child
 * says that what follows goes into the loop just built, a check and all ("moves 10 steps 30 times,
 * and inside the loop, if it touches the edge, it turns"), not after it.
 */
import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

const INSIDE = /^(?:inside|in|within|into)$/;
const THE = /^(?:the|that|this|its|same)$/;
const LOOP = /^(?:loop|repeat)$/;

/**
 * Where "inside the loop" is in a clause's words, and whether it closes the clause (after "and"
 * or a comma, nothing after it but marks): then it is the next clause that goes inside.
 */
export function insideTheLoop(words: readonly TWord[]): { from: number; end: number; closing: boolean } | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!INSIDE.test(words[i]?.word ?? "")) continue;
    let k = i + 1;
    while (THE.test(words[k]?.word ?? "") && k < i + 3) k++;
    if (k === i + 1 || !LOOP.test(words[k]?.word ?? "")) continue;
    const end = k + 1;
    const closing = i > 0 && words.slice(end).every((w) => w.mark !== undefined);
    return { from: i, end, closing };
  }
  return undefined;
}

/** The loop a script ends with (a pen up after it aside), which steps said to be inside it join. */
export function lastLoop(script: readonly TStep[]): Extract<TStep, { kind: "repeat" | "forever" | "until" }> | undefined {
  let at = script.length - 1;
  const last = script[at];
  if (last?.kind === "block" && last.text === "pen up") at--;
  const loop = script[at];
  return loop?.kind === "repeat" || loop?.kind === "forever" || loop?.kind === "until" ? loop : undefined;
}

/** Steps into a loop's body: before the wait that ends an "every N seconds" loop, so each round still waits last. */
export function intoLoop(loop: Extract<TStep, { kind: "repeat" | "forever" | "until" }>, steps: readonly TStep[]): void {
  const last = loop.body[loop.body.length - 1];
  const waits = loop.kind === "forever" && last?.kind === "block" && /^wait \(/.test(last.text) ? 1 : 0;
  loop.body.splice(loop.body.length - waits, 0, ...steps);
}
