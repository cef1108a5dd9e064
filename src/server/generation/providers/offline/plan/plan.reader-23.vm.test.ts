// Issue 26, decision 1520: a count said last in brackets repeating every block they spell, played in
// scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 23 in scratch-vm", () => {
  it("'the Bee jumps (change y by 10, change y by 5, 3 times)': three times both", async () => {
    await playAnswer("the Bee jumps (change y by 10, change y by 5, 3 times)", async (vm) => {
      await vm.step(120);
      // (before, only the last block was repeated: 25)
      expect(vm.sprite("Bee").y).toBe(45);
    });
  });
});
