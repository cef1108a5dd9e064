// Issue 26 (decision 1420): a behaviour the child gives a recipe's sprite goes on that sprite, not
// on the first sprite of the program. Wordings of our own.
import { describe, expect, it } from "vitest";
import { composeRequest } from "./offline.compose";

/** The lines of one sprite's section, from its header to the next sprite's. */
const section = (text: string, sprite: string) => text.split(/^(?=\/\/ sprite: )/m).find((part) => part.startsWith(`// sprite: ${sprite}\n`)) ?? "";

const composed = (prompt: string) => {
  const result = composeRequest(prompt);
  if (result.kind !== "program") throw new Error(`nothing composed: ${prompt}`);
  return result.program.text;
};

describe("a behaviour on the recipe sprite it names", () => {
  it("'the Ball grows when I press g' beside a pong: the key script is the Ball's, not the Paddle's", () => {
    const text = composed("a pong game, and the Ball grows when I press g");
    expect(section(text, "Ball")).toContain("when [g v] key pressed");
    expect(section(text, "Paddle")).not.toContain("when [g v] key pressed");
  });

  it("a behaviour naming no sprite of the recipe stays on the first sprite", () => {
    const text = composed("a pong game, and it grows when I press g");
    expect(section(text, "Paddle")).toContain("when [g v] key pressed");
  });
});
