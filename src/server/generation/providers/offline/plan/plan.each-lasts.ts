import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * "says 'Ready' and 'Steady' for 1 second each", "says 'Bread', 'Cheese' and 'Ham', each for 2
 * seconds", "one second each": one length said once for every line of a list. The seconds and
 * the words that say it.
 */
export function readEachLasts(words: readonly TWord[]): { seconds: number; used: number[] } | undefined {
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.number === undefined || words[i + 1]?.lemma !== "second") continue;
    const seconds = words[i]?.number as number;
    const hasFor = words[i - 1]?.word === "for";
    const start = hasFor ? i - 1 : i;
    // "each for 1 second", "each one for 2 seconds"
    const eachBefore = words[start - 1]?.word === "each" ? start - 1 : words[start - 1]?.word === "one" && words[start - 2]?.word === "each" ? start - 2 : -1;
    if (eachBefore >= 0) return { seconds, used: range(eachBefore, i + 2) };
    // "for 1 second each", "one second each", "2 seconds apiece"
    if (/^(?:each|apiece)$/.test(words[i + 2]?.word ?? "")) return { seconds, used: range(start, i + 3) };
  }
  return undefined;
}

const range = (from: number, end: number) => Array.from({ length: end - from }, (_v, k) => from + k);

const TIMED_LINE = /^((?:say|think) .*) for \(([\d.]+)\) seconds$/;

/**
 * Gives every line at the end of `steps` said for the reader's usual 2 seconds (a line whose
 * length was not said) the length said for each. True when any line took it.
 */
export function lastLinesFor(steps: TStep[], seconds: number): boolean {
  let changed = false;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const line = step?.kind === "block" ? TIMED_LINE.exec(step.text) : null;
    if (!step || step.kind !== "block" || !line) break;
    if (line[2] === "2" || line[2] === String(seconds)) {
      step.text = `${line[1]} for (${seconds}) seconds`;
      changed = true;
    } else break;
  }
  return changed;
}
