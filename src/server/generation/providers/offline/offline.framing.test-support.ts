// Test support for the framing tests (issue 26, decisions 1720 and 1780).
import { expect } from "vitest";
import { answerRequest } from "./offline.answer";
import { audienceFraming } from "./plan/plan.audience";
import { readWords } from "./plan/plan.words";

/** The answer's program, which must be one. */
export function program(prompt: string) {
  const answer = answerRequest(prompt);
  expect(answer.kind).toBe("program");
  if (answer.kind !== "program") throw new Error("declined");
  return answer;
}

/** The words the audience reading frames, as words. */
export const framed = (prompt: string) => {
  const words = readWords(prompt);
  return [...audienceFraming(words)].sort((a, b) => a - b).map((i) => words[i]?.word);
};
