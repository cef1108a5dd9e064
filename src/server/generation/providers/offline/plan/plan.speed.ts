import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Going faster or slower (issue 26, decision 700): "every time I click it it goes faster", "gets
 * slower when it touches the mud". The speed is a variable: the character's moving loop moves by
 * it, and "faster" changes it. Read only where the character has a moving loop to speed up; with
 * none the words are named as left out.
 */

export const SPEED = "speed";
const CHANGE = /^change \[speed v\] by /;

/** "goes faster", "gets slower", "moves quicker" at the verb `at`: how much the speed changes, and where the words end. */
export function readFaster(words: readonly TWord[], at: number): { by: number; end: number } | undefined {
  if (!/^(?:go|get|become|move|fly|run|drive|swim)$/.test(words[at]?.lemma ?? "")) return undefined;
  let i = at + 1;
  if (/^(?:a|even)$/.test(words[i]?.word ?? "") && /^(?:bit|little)$/.test(words[i + 1]?.word ?? "")) i += 2;
  const way = words[i]?.word ?? "";
  if (!/^(?:faster|quicker|slower)$/.test(way)) return undefined;
  let end = i + 1;
  // "faster and faster"
  if (words[end]?.word === "and" && words[end + 1]?.word === way) end += 2;
  return { by: way === "slower" ? -2 : 2, end };
}

const walk = (steps: TStep[], visit: (step: Extract<TStep, { kind: "block" }>) => void): void => {
  for (const step of steps) {
    if (step.kind === "block") visit(step);
    else if (step.kind === "if") {
      walk(step.then, visit);
      if (step.else) walk(step.else, visit);
    } else walk(step.body, visit);
  }
};

/**
 * A character whose scripts change the speed moves by it: each `move (N) steps` in its loops
 * becomes `move (speed) steps`, the speed starting at N. Returns the speed's start, or undefined
 * when the character has no move to speed up (and the change is taken out again).
 */
export function speedDrivesTheMove(scripts: { steps: TStep[] }[]): number | undefined {
  let changes = false;
  for (const script of scripts) walk(script.steps, (step) => (changes ||= CHANGE.test(step.text)));
  if (!changes) return undefined;
  let start: number | undefined;
  for (const script of scripts) {
    for (const step of script.steps) {
      if (step.kind !== "forever" && step.kind !== "until") continue;
      walk(step.body, (block) => {
        const move = /^move \((\d+(?:\.\d+)?)\) steps$/.exec(block.text);
        if (!move) return;
        start ??= Number(move[1]);
        block.text = `move (${SPEED}) steps`;
      });
    }
  }
  return start;
}
