// Issue 26: a variable that nothing counts any more is not said as a number that never moves.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { sayConstantsAsWords } from "./offline.constant-variables";
import { answerRequest } from "./offline.answer";

const program = (changer: string) => `// stage
// variable points = 0

// sprite: Hero
// x: 0, y: 0

when green flag clicked
show variable [points v]
${changer}forever
  if <touching (Goal v)?> then
    say (join [Home at last! Points: ] (points)) for (2) seconds
  end
end`;

describe("a variable nothing changes", () => {
  it("says the words alone and drops the variable, its header and its monitor", () => {
    const text = sayConstantsAsWords(program(""));
    expect(text).toContain("say [Home at last!] for (2) seconds");
    expect(text).not.toMatch(/points/);
  });

  it("keeps a variable that a block changes, or that is read another way", () => {
    expect(sayConstantsAsWords(program("change [points v] by (1)\n"))).toBe(program("change [points v] by (1)\n"));
    const compared = `${program("")}\n\nwhen green flag clicked\nwait until <(points) > (3)>\nsay [Done]`;
    expect(sayConstantsAsWords(compared)).toBe(compared);
  });

  it("leaves no score that never moves in a maze asked for with nothing else", () => {
    const answer = answerRequest("a small maze for my son: the Owl moves with the arrow keys and goes back to the start when it touches a black wall. nothing else");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    if (!/change \[score v\]/.test(answer.text)) expect(answer.text).not.toMatch(/\(score\)|\/\/ variable score/);
    expect(answer.explanation).not.toMatch(/nothing else/i);
  });
});
