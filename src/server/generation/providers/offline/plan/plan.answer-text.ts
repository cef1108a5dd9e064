/** For tests of the plan reader: the answer's program text without its comments, and what it named as left out. */
import { answerRequest } from "../offline.answer";

export function answerText(prompt: string): { text: string; leftOut: string[] } {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return { text: answer.text.replace(/ \/\/ [^\n]*/g, ""), leftOut: answer.leftOut };
}
