// Issue 26: a quiz of the child's own items, run in scratch-vm: each capital asked in turn, the
// right ones counted, and the child's own end line said with the score in it. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a quiz of bare items with the child's end line, run", () => {
  it("asks for each capital, counts the right answers and says 'You got 2 out of 3'", async () => {
    await playAnswer('Capitals quiz: Italy (Rome), Ghana (Accra), Canada (Ottawa). One point each, and at the end "You got X out of 3".', async (vm) => {
      for (const typed of ["rome", "Lagos", "Ottawa"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(30);
      expect(vm.saidTexts).toEqual(["What is the capital of Italy?", "What is the capital of Ghana?", "What is the capital of Canada?", "You got 2 out of 3"]);
    });
  });
});

describe("the child's line joined with the score, run (decision 1760)", () => {
  it("'at the end it says \"You got \" joined with score' says 'You got 1'", async () => {
    await playAnswer('a quiz: the Owl sets score to 0, asks "What is the capital of Malta?" (Valletta), then "How many legs does a spider have?" (8); each right answer adds 1 to score; at the end it says "You got " joined with score.', async (vm) => {
      for (const typed of ["valletta", "6"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(30);
      expect(vm.saidTexts[vm.saidTexts.length - 1]).toBe("You got 1");
    });
  });
});
