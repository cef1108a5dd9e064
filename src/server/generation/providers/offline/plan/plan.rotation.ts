import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Never upside down (issue 26, decision 730): "walks back and forth without turning upside down",
 * "never goes upside down", "doesn't flip", "only faces left and right". A sprite that turns round
 * at the edge is drawn upside down unless its rotation style is left-right; these words ask for
 * that style, set once before anything moves.
 */

export const LEFT_RIGHT = "set rotation style [left-right v]";

const NEGATION = /^(?:without|never|not|no|don't|dont|doesn't|doesnt|won't|wont|stop|stops)$/;

/** The span [from, end) of words asking for the left-right rotation style, or undefined. */
export function readRotationStyle(words: readonly TWord[]): { from: number; end: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    // "... upside down" after a "without", "never", "not" a few words before
    const upsideDown = word.word === "upside" && words[i + 1]?.word === "down";
    const flips = /^(?:flip|flipping|flips)$/.test(word.word);
    if (upsideDown || flips) {
      for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
        if (words[k]?.mark) break;
        if (NEGATION.test(words[k]?.word ?? "")) return { from: k, end: upsideDown ? i + 2 : i + 1 };
      }
      continue;
    }
    // "only faces left and right", "left-right rotation style", "rotation style left right"
    if (word.word === "rotation" && words[i + 1]?.word === "style") {
      const after = words[i + 2]?.word === "left" && words[i + 3]?.word === "right" ? i + 4 : words[i + 2]?.word === "to" && words[i + 3]?.word === "left" && words[i + 4]?.word === "right" ? i + 5 : -1;
      if (after > 0) return { from: i, end: after };
      if (words[i - 1]?.word === "right" && words[i - 2]?.word === "left") return { from: i - 2, end: i + 2 };
    }
    if (word.word === "only" && /^(?:face|faces|facing|look|looks|looking|point|points)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.word === "left" && /^(?:and|or)$/.test(words[i + 3]?.word ?? "") && words[i + 4]?.word === "right") return { from: i, end: i + 5 };
  }
  return undefined;
}

/**
 * The rotation style is a setting, set once before anything moves: wherever it was read ("walks
 * back and forth forever, without turning upside down" puts it in the loop; "turns back, but does
 * not flip" after the turn) it goes first in its script.
 */
export function setStyleFirst(steps: TStep[]): TStep[] {
  let found = false;
  const without = (list: TStep[]): TStep[] =>
    list
      .filter((step) => {
        const isStyle = step.kind === "block" && step.text === LEFT_RIGHT;
        found ||= isStyle;
        return !isStyle;
      })
      .map((step) => (step.kind === "block" || step.kind === "if" ? step : { ...step, body: without(step.body) }));
  const rest = without(steps);
  return found ? [{ kind: "block", text: LEFT_RIGHT }, ...rest] : steps;
}
