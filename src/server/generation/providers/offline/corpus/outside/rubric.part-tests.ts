import { expect, it } from "vitest";
import { gradeAnswer, type TGradedAnswer } from "./rubric.check";
import { alternativesBeforeALaterStep, twoWordTargets, ungradableRequests } from "./rubric.habits";
import type { TRubricRequest } from "./rubric.types";

/**
 * The checks every held-out part's rubric test makes, written once: the rubric habits hold, the
 * hand-written right answers grade "right" and their wrong variants "wrong-unsaid". A part's own
 * test adds what is its own (its counts, its declines). No generator answer is read here.
 */

/** A request (by the start of its words) with a right answer and, for some, a wrong one: written out, or made from the right answer when one change is all it differs by. */
export interface THandWrittenAnswer {
  start: string;
  right: string;
  wrong?: string | ((right: string) => string);
}

export const program = (text: string): TGradedAnswer => ({ kind: "program", text, leftOut: [] });

export function requestStarting(requests: readonly TRubricRequest[], start: string): TRubricRequest {
  const found = requests.filter((request) => request.prompt.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} requests start with "${start}"`);
  return found[0] as TRubricRequest;
}

export function wrongText(answer: THandWrittenAnswer): string | undefined {
  return typeof answer.wrong === "function" ? answer.wrong(answer.right) : answer.wrong;
}

export function itChecksThePartsRubrics(requests: readonly TRubricRequest[], answers: readonly THandWrittenAnswer[], least: { right: number; wrong: number }): void {
  it("writes step alternatives only in an item's last step, so the grader reads them as written", () => {
    expect(alternativesBeforeALaterStep(requests)).toEqual([]);
  });

  it("names a target only by a one-word sprite name (the grader reads `Two words:` as a step)", () => {
    expect(twoWordTargets(requests)).toEqual([]);
  });

  it("every rubric item can be graded (no item makes an invalid pattern)", () => {
    expect(ungradableRequests(requests)).toEqual([]);
  });

  it(`grades ${answers.length} hand-written right answers "right"`, () => {
    expect(answers.length).toBeGreaterThanOrEqual(least.right);
    for (const answer of answers) expect(gradeAnswer(requestStarting(requests, answer.start), program(answer.right)), answer.start).toEqual({ verdict: "right", failures: [] });
  });

  it('grades wrong variants (a part dropped, lines on the wrong character, a number changed, a script nobody asked for) "wrong-unsaid"', () => {
    const wrong = answers.filter((answer) => answer.wrong !== undefined);
    expect(wrong.length).toBeGreaterThanOrEqual(least.wrong);
    for (const answer of wrong) {
      const text = wrongText(answer) as string;
      expect(text, answer.start).not.toBe(answer.right);
      expect(gradeAnswer(requestStarting(requests, answer.start), program(text)).verdict, answer.start).toBe("wrong-unsaid");
    }
  });
}
