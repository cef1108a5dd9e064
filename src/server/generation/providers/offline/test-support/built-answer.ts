// Test support: the offline answer to a request that must be a program (a decline fails the test).
import { answerRequest } from "../offline.answer";

export function builtAnswer(prompt: string): Extract<ReturnType<typeof answerRequest>, { kind: "program" }> {
  const read = answerRequest(prompt);
  if (read.kind !== "program") throw new Error(`declined: ${prompt}`);
  return read;
}

/** What the offline answer names as left out, or ["(declined)"] when it declines. */
export function leftOutOf(prompt: string): string[] {
  const answer = answerRequest(prompt);
  return answer.kind === "program" ? answer.leftOut : ["(declined)"];
}
