// Issue 26 (decision 1740): unquoted words a character says are said as the child wrote them: an
// age inside them is words said, not the child's age; a name keeps its capital and "I" is a
// capital. A parent reporting the child's words ("my daughter says she wants ...") is framing.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";

describe("words a character says, unquoted", () => {
  it.each([
    ["the Cat says I am 9 years old", "say [I am 9 years old] for (2) seconds"],
    ["the Parrot says I am 12 years old and then flies away", "say [I am 12 years old] for (2) seconds"],
    ["the Cat says my name is Tom", "say [My name is Tom] for (2) seconds"],
    ["the Robot says hello I am Bob", "say [Hello I am Bob] for (2) seconds"],
  ])("%s: said as written", (prompt, line) => {
    const { text, leftOut } = answerText(prompt);
    expect(leftOut).toEqual([]);
    expect(text).toContain(line);
  });

  it("a parent's words about the child's age are still no words said: 'my son (9) wants the Cat to say hi', 'my 8 year old wants the Cat to say hi'", () => {
    for (const prompt of ["my son (9) wants the Cat to say hi", "my 8 year old wants the Cat to say hi"]) {
      const { text, leftOut } = answerText(prompt);
      expect(leftOut).toEqual([]);
      expect(text).toContain("say [Hi] for (2) seconds");
      expect(text).not.toMatch(/\b8\b|\b9\b/);
    }
  });

  it.each([
    ["My son says he is 9 years old and wants a game where the Cat jumps", "Cat", "change y by (10)"],
    ["my daughter says she wants the Dog to bark", "Dog", "play sound (Dog v) until done"],
    ["my kids told me they want a Cat that says hi", "Cat", "say [Hi] for (2) seconds"],
    ["my class says they want a game where the Fish swims", "Fish", "move (10) steps"],
  ])("%s: a parent reporting the child's words: the request, nothing said", (prompt, sprite, step) => {
    const { text, leftOut } = answerText(prompt);
    expect(leftOut).toEqual([]);
    expect(text).toContain(`// sprite: ${sprite}`);
    expect(text).toContain(step);
    expect(text).not.toMatch(/say \[(?:He|She) /);
  });

  it("played: the Cat's bubble says the whole line", async () => {
    await playAnswer("the Cat says I am 9 years old", async (vm) => {
      const said: string[] = [];
      vm.vm.runtime.on("SAY", (...args: unknown[]) => said.push(String(args[2])));
      await vm.step(5);
      expect(said).toContain("I am 9 years old");
    });
  });
});
