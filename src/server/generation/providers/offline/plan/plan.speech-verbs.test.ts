// Issue 26 (decision 701): ways of speaking with a quote after them are the character saying it.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("speaking verbs before a quote", () => {
  it.each([
    ['the Hamster answers "I am Max!"', "I am Max!"],
    ["the Toad replies 'Yes please'", "Yes please"],
    ['the Bat whispers with "hello there"', "hello there"],
    ['the cow goes "Moo" when I click it', "Moo"],
    ['the Knight cries "To the castle!"', "To the castle!"],
  ])("'%s' says the child's words, every word read", (prompt, said) => {
    const { text, leftOut } = read(prompt);
    expect(text).toContain(`say [${said}] for (2) seconds`);
    expect(leftOut).toEqual([]);
  });

  it("leaves a noun and a verb with no quote as they were", () => {
    expect(read('ask "What is 3 + 3?" and if the answer is 6 say "Yes"').text).toContain("if <(answer) = (6)> then");
    expect(read("the cow goes to the barn").text).not.toContain("say [");
  });

  it("the answer is the next character's turn, played in order", async () => {
    await playAnswer('the Owl says "Who are you?" and the Mouse answers "I am Max!"', async (vm) => {
      await vm.step(60 * 6);
      expect(vm.saidTexts).toEqual(["Who are you?", "I am Max!"]);
    });
  });
});
