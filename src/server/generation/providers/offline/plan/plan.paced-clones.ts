/**
 * Issue 26 (decision 1470): "makes 5 clones of itself, one every 1 second", "creates 10 copies,
 * one each 2 seconds": a pace after a count of clones (read by plan.spacing.ts) is a pause after
 * each clone in the count's own loop (repeat 5: create clone, wait 1), not a loop that makes the
 * five again and again.
 */
import type { TClauseReading } from "./plan.clause";
import type { TStep } from "./plan.types";

const isCloneMaking = (step: TStep) => step.kind === "block" && /^create clone of /.test(step.text);

/** The counted loop of clones among a clause's steps: the one the pace goes in. */
export function countedClonesLoop(steps: readonly TStep[]): Extract<TStep, { kind: "repeat" }> | undefined {
  return steps.find((step): step is Extract<TStep, { kind: "repeat" }> => step.kind === "repeat" && step.body.length === 1 && step.body.every(isCloneMaking));
}

/** The pause after each clone, in the count's loop; "every N seconds" read as the clause's loop was this pace. */
export function pacedClones(reading: TClauseReading, seconds: number): void {
  const loop = countedClonesLoop(reading.steps);
  if (!loop) return;
  loop.body.push({ kind: "block", text: `wait (${seconds}) seconds` });
  if (reading.repeat?.kind === "every" && reading.repeat.seconds === seconds) reading.repeat = undefined;
  const made = reading.says.findIndex((says) => / clones? of /.test(says));
  if (made >= 0) reading.says[made] += `, one every ${seconds === 1 ? "second" : `${seconds} seconds`}`;
}
