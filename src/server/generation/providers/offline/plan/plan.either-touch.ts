/**
 * Issue 26, decision 1560: "if the Duck touches the Rock or the Tree it says ow": either touch
 * answers. Read as one condition (`<<touching (Rock v)?> or <touching (Tree v)?>>`), so what the
 * sentence adds goes under it once; built as one check per thing touched, each with the same steps,
 * as a child lays it out in Scratch ("if touching Rock ... if touching Tree ..."), unless the request
 * teaches the `or` block itself.
 */
import type { TCondition, TStep } from "./plan.types";

/** "LO: to use or", "with the or block": a request that teaches the `or` block keeps it. */
export function teachesOr(prompt: string): boolean {
  return /\b(?:use|using|learn|teach|practis|practic)\w*\s+(?:the\s+)?["'“]?or\b(?!\s+(?:the|a|an|it|its)\b)|\b(?:the|an?)\s+["'“]?or["'”]?\s+(?:block|operator)\b/i.test(prompt);
}

const EITHER = /^<(<touching \(.+? v\)\?>) or (<touching \(.+? v\)\?>)>$/;

export function eitherTouch(first: TCondition, second: TCondition): TCondition {
  return { text: `<${first.text} or ${second.text}>`, words: `${first.words} or ${second.words.replace(/^it touches /, "")}` };
}

/** Each if on either touch (with no else) becomes an if per touch, in place, in loops too. */
export function splitEitherTouch(steps: TStep[]): void {
  for (let at = 0; at < steps.length; at++) {
    const step = steps[at] as TStep;
    if (step.kind === "forever" || step.kind === "repeat" || step.kind === "until") splitEitherTouch(step.body);
    if (step.kind !== "if") continue;
    splitEitherTouch(step.then);
    if (step.else) splitEitherTouch(step.else);
    const either = EITHER.exec(step.condition.text);
    if (!either || step.else) continue;
    const [one, other] = step.condition.words.split(" or ");
    const copy = JSON.parse(JSON.stringify(step.then)) as TStep[];
    steps.splice(at, 1, { kind: "if", condition: { text: either[1] as string, words: one as string }, then: step.then }, { kind: "if", condition: { text: either[2] as string, words: `it touches ${other as string}` }, then: copy });
    at++;
  }
}
