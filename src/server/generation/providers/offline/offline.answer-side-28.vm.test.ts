// Issue 26, decision 1790: a line said "together" played in scratch-vm (a wording of our own): both
// sprites say the line alone, the manner left out of it.
import { describe, expect, it } from "vitest";
import { playAnswer } from "./test-support/answer-in-vm";

describe("how a line is said, played", () => {
  it("'the cat and the dog both say hi together'", async () => {
    await playAnswer("the cat and the dog both say hi together", async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Cat").bubble?.text).toBe("Hi");
      expect(vm.sprite("Dog").bubble?.text).toBe("Hi");
    });
  });

  it("'the girl says hi to the boy'", async () => {
    await playAnswer("the girl says good morning to the boy, then the boy says hello", async (vm) => {
      await vm.step(5);
      expect(vm.saidTexts[0]).toBe("Good morning");
    });
  });
});
