// Issue 26: an if / else-if chain run in scratch-vm: whatever is typed, exactly one of the
// chain's lines is said (before, "Kid" was said after "Teen" too). Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

const OWL = 'The Owl asks "How old are you?". If the answer is more than 12 it says "Teen", if it is less than 5 it says "Little", otherwise it says "Kid".';

describe("an if / else-if chain, run", () => {
  it.each([
    ["15", "Teen"],
    ["3", "Little"],
    ["8", "Kid"],
  ])("typing %j gets only %j", async (typed, said) => {
    await playAnswer(OWL, async (vm) => {
      await vm.step(5);
      vm.vm.runtime.emit("ANSWER", typed);
      await vm.step(60 * 5);
      expect(vm.saidTexts).toEqual(["How old are you?", said]);
    });
  });
});
