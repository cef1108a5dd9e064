/**
 * Issue 26 (decision 1470): "the Robot says beep boop and switches costume every 1 second
 * forever", "the Lantern hides and shows every 0.5 seconds": a pace said last ("every N seconds")
 * repeats every step joined before it in the breath, not the last verb alone. Steps that only
 * change the look at once (hide, show, a costume) each wait the pace, or the change before the
 * pause would never be seen (hide then show at once shows nothing): forever hide, wait, show, wait.
 *
 * Not reached back over: where the sprite starts (a place, a direction, a size set once), a
 * question, a loop or a check of its own.
 */
import type { TStep } from "./plan.types";

/** Steps a breath says once, before what repeats: where and how it starts. */
const SETS_UP = /^(?:go to x: |set [xy] to |point in direction |set size to |set rotation style |ask |erase all|pen (?:up|down))/;

/** A change of look that takes no time: seen only if a pause follows it. */
const INSTANT_LOOK = /^(?:hide|show|next costume|switch costume to |set \[\w+ v\] effect to |change \[\w+ v\] effect by |clear graphic effects|next backdrop|switch backdrop to )/;

const text = (step: TStep) => (step.kind === "block" ? step.text : "");

/** Whether the steps read before can go round with the pace said after them. */
export function repeatsWithThePace(before: readonly TStep[]): boolean {
  return before.length > 0 && before.every((step) => (step.kind === "block" && !SETS_UP.test(step.text)) || step.kind === "repeat");
}

/** The loop's body: the steps and the pause after each instant change, or once after them all. */
export function pacedBody(steps: readonly TStep[], seconds: number): TStep[] {
  const wait: TStep = { kind: "block", text: `wait (${seconds}) seconds` };
  const eachSeen = steps.length > 1 && steps.every((step) => INSTANT_LOOK.test(text(step)));
  return eachSeen ? steps.flatMap((step) => [step, { ...wait }]) : [...steps, wait];
}
