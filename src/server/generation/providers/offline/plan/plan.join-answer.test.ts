// Issue 26 (decision 730): words said with the answer. Wordings of our own; played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { joinedWithAnswer } from "./plan.join-answer";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("words joined with the answer (plan.join-answer.ts)", () => {
  it("'and your name', 'joined with the answer', 'with his age' close what is said", () => {
    expect(joinedWithAnswer(readWords("and your name"), 0)).toBe(3);
    expect(joinedWithAnswer(readWords("joined with the answer."), 0)).toBe(4);
    expect(joinedWithAnswer(readWords("with his age and then jumps"), 0)).toBe(3);
  });

  it("'and then jumps', 'and the dog barks', 'and my name is Bo' are no answer", () => {
    expect(joinedWithAnswer(readWords("and then jumps"), 0)).toBeUndefined();
    expect(joinedWithAnswer(readWords("and the dog barks"), 0)).toBeUndefined();
    expect(joinedWithAnswer(readWords("and my name is Bo"), 0)).toBeUndefined();
  });

  it("'the Parrot asks your name and says welcome back and your name': the words joined with the answer", () => {
    const { text, leftOut } = read("the Parrot asks your name and says welcome back and your name");
    expect(text).toContain("say (join [Welcome back ] (answer)) for (2) seconds");
    expect(leftOut).toEqual([]);
  });

  it("with no question before it, 'says hi and your name' is not joined with an answer", () => {
    expect(read("the Parrot says hi and your name").text).not.toContain("(answer)");
  });

  it("played: the Parrot says 'Ahoy Mia' when Mia is typed", async () => {
    await playAnswer('the Parrot asks "Who are you?" and says "Ahoy" joined with the answer', async (vm) => {
      await vm.step(3);
      vm.vm.runtime.emit("ANSWER", "Mia");
      await vm.step(3);
      expect(vm.saidTexts).toContain("Ahoy Mia");
    });
  });
});
