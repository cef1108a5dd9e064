// Issue 26: a classic project keeps what the child said about it. Here, the score that wins a
// two-player game ("first to 5", "7 points wins"), on wordings of our own.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";

const program = (prompt: string) => {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer.text;
};

describe("the score that wins a two-player pong", () => {
  it("ends the game when either player reaches the child's score, and says who won", () => {
    for (const [prompt, score] of [
      ["pong for two players, first to 3 wins", 3],
      ["two player pong where 9 points wins the match", 9],
      ["2 player pong, you win at 4", 4],
    ] as const) {
      const text = program(prompt);
      for (const side of ["left", "right"]) {
        expect(text, prompt).toMatch(new RegExp(`change \\[${side} score v\\] by \\(1\\)\\n\\s+if <\\(${side} score\\) = \\(${score}\\)> then\\n\\s+say \\[\\w+ player wins!\\] for \\(2\\) seconds\\n\\s+stop \\[all v\\]`));
      }
    }
  });

  it("a game with no winning score given goes on", () => {
    expect(program("pong for two players")).not.toMatch(/stop \[all v\]/);
  });
});
