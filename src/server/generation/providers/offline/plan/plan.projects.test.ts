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

const sprites = (text: string) => [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => m[1]);

describe("a classic project plays with the child's characters", () => {
  it("two-player pong's paddles are the two the child named, each with the keys said for it", () => {
    const text = program("two player pong: Blaze goes up with the e key and down with the d key. Frost uses the up and down arrows");
    expect(sprites(text)).toEqual(["Blaze", "Frost", "Ball"]);
    expect(text).toMatch(/\/\/ sprite: Blaze[\s\S]*key \(e v\) pressed\?[\s\S]*key \(d v\) pressed\?[\s\S]*\/\/ sprite: Frost/);
    expect(text).toContain("distance to (Frost v)");
    expect(sprites(program("2 player pong with Lefty and Righty"))).toEqual(["Lefty", "Righty", "Ball"]);
  });

  it("pong for one player is not the two-player game", () => {
    expect(sprites(program("pong for one player"))).toEqual(["Paddle", "Ball"]);
    expect(sprites(program("pong with 1 player please"))).toEqual(["Paddle", "Ball"]);
  });

  it("a beat maker's named pads are a sprite each, played by a click or by the key said for it", () => {
    const pads = program("a beat maker with pads called Boom, Clap and Cowbell");
    expect(sprites(pads)).toEqual(["Boom", "Clap", "Cowbell"]);
    expect(pads.match(/when this sprite clicked/g)).toHaveLength(3);
    const keyed = program("beat maker: press 7 for a clap and 8 for a cowbell");
    expect(keyed).toMatch(/\/\/ sprite: Clap[\s\S]*when \[7 v\] key pressed\nplay drum \(8 v\)/);
    expect(keyed).toMatch(/\/\/ sprite: Cowbell[\s\S]*when \[8 v\] key pressed\nplay drum \(11 v\)/);
  });
});
