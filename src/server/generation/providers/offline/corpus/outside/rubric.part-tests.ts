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

/** The four arrow-key hats moving STEP each way, the way a child writes them first. */
export const arrowKeys = (step: number): string =>
  ([["right arrow", "x", step], ["left arrow", "x", -step], ["up arrow", "y", step], ["down arrow", "y", -step]] as const)
    .map(([key, axis, by]) => `when [${key} v] key pressed\nchange ${axis} by (${by})`)
    .join("\n\n");

/** The text with its last SEARCH replaced, for a change to the last of several sprites written alike. */
export const changeLast = (text: string, search: string, replacement: string): string => {
  const at = text.lastIndexOf(search);
  return at < 0 ? text : text.slice(0, at) + replacement + text.slice(at + search.length);
};

/** The first answer written for a request (by the start of its words). */
export const firstAnswerTo = (answers: readonly THandWrittenAnswer[], start: string): THandWrittenAnswer => answers.find((answer) => answer.start === start) as THandWrittenAnswer;

/** The answers, with second wrong variants of some first right answers (by the request's start) added after them. */
export const withSecondWrongs = (answers: readonly THandWrittenAnswer[], secondWrongs: readonly [string, (right: string) => string][]): THandWrittenAnswer[] => [
  ...answers,
  ...secondWrongs.map(([start, wrong]) => ({ start, right: firstAnswerTo(answers, start).right, wrong })),
];

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

/** The classic first projects of issue 26, as words that a part's prompts hold between them. */
const CLASSIC_PROJECT_WORDS = ["maze", "catch", "chase", "clicker", "one player pong", "pong 2 players", "flappy", "platformer", "space shooter", "snake", "racing", "finish", "lap", "virtual pet", "hunger", "happiness", "dress up", "quiz", "talking in turn", "countdown", "dice", "name picker", "pen", "beat maker", "walking animation", "hide and seek", "whack"];

/** What every held-out part holds: its size and voices, the classics, an answer for each request, and its declines. */
export function itHoldsThePartsShape(requests: readonly TRubricRequest[], answers: readonly THandWrittenAnswer[], declines: number): void {
  it("holds at least 120 requests in the four voices, each with a rubric", () => {
    expect(requests.length).toBeGreaterThanOrEqual(120);
    for (const request of requests) expect(request.must.length, request.prompt).toBeGreaterThan(0);
    expect(new Set(requests.map((request) => request.prompt)).size).toBe(requests.length);
    const share = (voice: TRubricRequest["voice"]) => requests.filter((request) => request.voice === voice).length / requests.length;
    expect(share("teacher")).toBeGreaterThanOrEqual(0.35);
    expect(share("child")).toBeGreaterThanOrEqual(0.25);
    expect(share("non-native")).toBeGreaterThanOrEqual(0.12);
    expect(share("parent")).toBeGreaterThanOrEqual(0.12);
  });

  it("asks for every classic first project of the issue at least once", () => {
    const words = requests.map((request) => request.prompt.toLowerCase()).join("\n");
    for (const project of CLASSIC_PROJECT_WORDS) expect(words, project).toContain(project);
  });

  it("has a hand-written right answer for every request that is not declined", () => {
    const answered = new Set(answers.map((answer) => requestStarting(requests, answer.start).prompt));
    const unanswered = requests.filter((request) => !request.must.includes("declined") && !answered.has(request.prompt)).map((request) => request.prompt);
    expect(unanswered).toEqual([]);
  });

  it(`declines ${declines} requests, and a decline is right there`, () => {
    const declined = requests.filter((request) => request.must.includes("declined"));
    expect(declined.length).toBe(declines);
    for (const request of declined) expect(gradeAnswer(request, { kind: "declined" }).verdict).toBe("right");
  });
}

// The small builders the newer parts' hand-written answers share (unseen-16 on).
/** The left and right arrow-key hats moving STEP sideways. */
export const sideKeys = (step: number): string => `when [left arrow v] key pressed\nchange x by (${-step})\n\nwhen [right arrow v] key pressed\nchange x by (${step})`;

/** The stage's header declaring VARIABLES (each starting at 0). */
export const stageWith = (...variables: string[]): string => `// stage\n${variables.map((variable) => `// variable ${variable} = 0`).join("\n")}\n\n`;

/** A sprite NAME whose one script is HAT followed by LINES. */
export const sprite = (name: string, hat: string, ...lines: string[]): string => `// sprite: ${name}\n${hat}\n${lines.join("\n")}`;

/** The wrong variant that differs from the right answer by one change: the first SEARCH replaced. */
export const swap =
  (search: string, replacement: string) =>
  (right: string): string =>
    right.replace(search, replacement);
