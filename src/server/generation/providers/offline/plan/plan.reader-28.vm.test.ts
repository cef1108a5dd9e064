// Issue 26, decision 1770: a bound that counts, an else line, a negative amount with left, a jump of
// the child's height and a question asked with no quotes, played in scratch-vm. Wordings of our own.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const setVariable = (vm: TVmRun, name: string, value: number) => {
  const variable = vm.vm.runtime.getTargetForStage()?.lookupVariableByNameAndType(name, "");
  if (!variable) throw new Error(`no variable ${name}`);
  variable.value = value;
};
const press = (vm: TVmRun, key: string) => vm.vm.runtime.startHats("event_whenkeypressed", { KEY_OPTION: key });
const answer = (vm: TVmRun, text: string) => vm.vm.runtime.emit("ANSWER", text);

describe("reader 28 in scratch-vm", () => {
  it("'if the score is 10 or more say You win else say Keep going': 9 keeps going, 10 and 12 win", async () => {
    await playAnswer("if the score is 10 or more say You win else say Keep going", async (vm) => {
      await vm.step(5);
      setVariable(vm, "score", 9);
      await vm.step(200);
      expect(vm.saidTexts).toContain("Keep going");
      expect(vm.saidTexts).not.toContain("You win");
      setVariable(vm, "score", 10);
      await vm.step(200);
      expect(vm.saidTexts).toContain("You win");
      // (above the bound too: "10 or more" is no "= 10")
      setVariable(vm, "score", 12);
      await vm.step(200);
      expect(vm.sprite("Sprite1").bubble?.text).toBe("You win");
    });
  });

  it("'says \"Hot\" if the temperature is more than 25, else \"Cold\"': cold at 0, hot at 30", async () => {
    await playAnswer("the Cat says \"Hot\" if the temperature is more than 25, else \"Cold\"", async (vm) => {
      await vm.step(10);
      expect(vm.saidTexts).toContain("Cold");
      expect(vm.saidTexts).not.toContain("Hot");
      setVariable(vm, "temperature", 30);
      await vm.step(200);
      expect(vm.saidTexts).toContain("Hot");
    });
  });

  it("'-10 when I press left': the Dog goes left", async () => {
    await playAnswer("the Dog moves 10 steps when I press right and -10 when I press left", async (vm) => {
      await vm.step(2);
      press(vm, "left arrow");
      await vm.step(5);
      expect(vm.sprite("Dog").x).toBe(-10);
      press(vm, "right arrow");
      await vm.step(5);
      expect(vm.sprite("Dog").x).toBe(0);
    });
  });

  it("'jumps up 50 and comes back down': 50 up, then back on the ground", async () => {
    await playAnswer("when I press space the Ball jumps up 50 and comes back down", async (vm) => {
      await vm.step(2);
      press(vm, "space");
      await vm.step(2);
      expect(vm.sprite("Ball").y).toBe(50);
      await vm.step(30);
      expect(vm.sprite("Ball").y).toBe(0);
    });
  });

  it("'asks What is 5 + 3? and if the answer is 8 it says Correct': asked as written, 8 is correct", async () => {
    await playAnswer("the Cat asks What is 5 + 3? and if the answer is 8 it says Correct", async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Cat").bubble?.text).toBe("What is 5 + 3?");
      answer(vm, "8");
      await vm.step(10);
      expect(vm.saidTexts).toContain("Correct");
    });
  });
});
