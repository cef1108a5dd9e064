// Issue 26: a quiz kept in two lists, run in scratch-vm: each question asked in turn from the list,
// a right answer (as the answers list holds it) adds a point, and the score is said at the end.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a quiz kept in two lists, run", () => {
  it("asks the list's questions in order and says the score of the right answers", async () => {
    await playAnswer("Quiz from two lists, questions (Which animal says moo?, What is frozen water?, Which colour is a banana?) and answers (cow, ice, yellow). The Parrot asks each question, adds 1 to score when the answer is right, and says the score at the end.", async (vm) => {
      for (const typed of ["cow", "snow", "Yellow"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(30);
      // each question in the list's order, then the score: "snow" is not "ice", "Yellow" is "yellow" (Scratch compares without case)
      expect(vm.saidTexts).toEqual(["Which animal says moo?", "What is frozen water?", "Which colour is a banana?", "Your score: 2"]);
    });
  });
});
