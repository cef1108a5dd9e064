// Issue 26, decision 1380: the arcade game's player is a character the child makes act, the
// pointer-follower is steered with the mouse, and a touch's own line replaces an unasked score.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";

const program = (prompt: string) => {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer.text;
};

/** The blocks of one sprite: from its heading to the next sprite's. */
const spriteText = (text: string, name: string) => text.split(/(?=\/\/ sprite: )/).find((part) => part.startsWith(`// sprite: ${name}\n`)) ?? "";

describe("arcade roles come from the characters that act", () => {
  it("a capitalised place in the framing is never the player: the character that moves is", () => {
    const text = program("My daughter goes to Robotika in Split. She wants a game: the Frog moves with arrows 6 steps, when it touch the Bug, score go up 1 and the Bug go to random position.");
    expect(text).not.toMatch(/sprite: Robotika/);
    expect(spriteText(text, "Frog")).toMatch(/key \(right arrow v\) pressed\?/);
    expect(spriteText(text, "Bug")).toMatch(/touching \(Frog v\)\?/);
  });

  it("a character called Mouse that follows the mouse pointer is steered by the pointer, not made a chaser", () => {
    const text = program("We visited Kodiranje club. He wants a game: the Mouse follow the mouse pointer, and when it touch the Apple, score go up 1 and the Apple go to random position.");
    const mouse = spriteText(text, "Mouse");
    expect(mouse).toMatch(/go to \(mouse-pointer v\)/);
    expect(mouse).not.toMatch(/point towards|Game over/);
    expect(spriteText(text, "Apple")).toMatch(/touching \(Mouse v\)\?/);
  });

  it("a touch that says its own line: the player says it and no score the child never asked for is added", () => {
    const text = program("He wants a game: the Dog run with arrows 4 steps, when touch the Bone say 'Yum!', and the Bone go to random place.");
    expect(spriteText(text, "Dog")).toMatch(/if <touching \(Bone v\)\?> then\n\s+say \[Yum!\]/);
    expect(text).not.toMatch(/score/);
    expect(spriteText(text, "Bone")).toMatch(/touching \(Dog v\)\?> then\n\s+go to \(random position v\)/);
  });

  it("a count the child names still counts alongside the line", () => {
    const text = program("He wants a game: the Dog run with arrows 4 steps, when touch the Bone say 'Yum!', bones go up 1 and the Bone go to random place.");
    expect(spriteText(text, "Bone")).toMatch(/change \[bones v\] by \(1\)/);
  });
});
