// Issue 26 (decision 1050): stepped counts and remainders, played in scratch-vm. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a count that steps by more than one, played", () => {
  it("'the Hen says 4, 8, 12 until 20 with a variable k, one second each': 4, 8, 12, 16, 20 in turn", async () => {
    await playAnswer("the Hen says 4, 8, 12 until 20 with a variable k, 1 second each", async (vm) => {
      await vm.runUntilIdle(900);
      expect(vm.saidTexts.filter((said) => said !== "")).toEqual(["4", "8", "12", "16", "20"]);
    });
  });
});

describe("a remainder checked, played", () => {
  it("'if the answer is a multiple of 3 it says Fizz, else Nope': 9 gives Fizz, 10 gives Nope", async () => {
    const prompt = 'the Fox asks "Give me a number?" and if the answer is a multiple of 3 it says "Fizz", else it says "Nope"';
    for (const [typed, said] of [["9", "Fizz"], ["10", "Nope"]] as const) {
      await playAnswer(prompt, async (vm) => {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
        await vm.step(60 * 3);
        expect(vm.saidTexts).toEqual(["Give me a number?", said]);
      });
    }
  });
});
