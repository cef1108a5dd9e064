import { gradeAnswer } from "./rubric.check";
import type { TRubricRequest } from "./rubric.types";

/**
 * The writing habits a part's rubrics keep so that the grader (rubric.check.ts) reads each item as
 * its author meant. Each check lists what breaks its habit, as "prompt: item", so a part's rubric
 * test can expect an empty list and name the culprit when it is not.
 */

function alternativesOf(requests: readonly TRubricRequest[]): { where: string; alternative: string }[] {
  return requests.flatMap((request) =>
    [...request.must, ...(request.mustNot ?? [])].flatMap((item) => item.split(" || ").map((alternative) => ({ where: `${request.prompt}: ${item}`, alternative }))),
  );
}

/** A ` | ` before a later ` -> ` makes the grader read two whole sequences, not two spellings of one step. */
export function alternativesBeforeALaterStep(requests: readonly TRubricRequest[]): string[] {
  return alternativesOf(requests)
    .filter(({ alternative }) => alternative.split(" | ").slice(1).some((part) => part.includes(" -> ")))
    .map(({ where }) => where);
}

/** `Two words:` is read as a step, not as a target: a target is a one-word sprite name. */
export function twoWordTargets(requests: readonly TRubricRequest[]): string[] {
  return alternativesOf(requests)
    .filter(({ alternative }) => /^[A-Za-z][A-Za-z0-9]* [A-Za-z0-9 ]*:\s/.test(alternative))
    .map(({ where }) => where);
}

/** Requests with an item that makes no valid pattern (grading any answer throws). */
export function ungradableRequests(requests: readonly TRubricRequest[]): string[] {
  const anyAnswer = { kind: "program" as const, text: "// sprite: Cat\nwhen green flag clicked\nsay [hi]", leftOut: [] };
  return requests
    .filter((request) => {
      try {
        gradeAnswer(request, anyAnswer);
        return false;
      } catch {
        return true;
      }
    })
    .map((request) => request.prompt);
}
