// Issue 26: a story of characters talking in turn (plan.dialogue.ts) and a quiz of the child's own
// questions (plan.quiz.ts), run in scratch-vm: each line said by its own sprite, in order; each
// question asked word for word, a right answer scoring, the score said at the end.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const run = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive));

describe("stories and quizzes in the child's own words, run", () => {
  it("a story: each character says its own lines, in turn, one after the other", async () => {
    await run("story with a knight and a dragon talking in turn: knight says 'who goes there?', dragon says 'i am the fire dragon!', knight says 'i am not scared of you', dragon says 'then let us be friends'", async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Knight").bubble?.text).toBe("who goes there?");
      expect(vm.sprite("Dragon").bubble).toBeFalsy();
      await vm.step(60 * 9);
      expect(vm.saidTexts).toEqual(["who goes there?", "i am the fire dragon!", "i am not scared of you", "then let us be friends"]);
    });
  });

  it("'the first one' and 'the second one' of two astronauts are two sprites", async () => {
    await run("two astronauts talk with broadcasts, the first one says 'Is it your turn?' and the second one answers 'Yes!'", async (vm) => {
      await vm.step(60 * 5);
      expect(vm.saidTexts).toEqual(["Is it your turn?", "Yes!"]);
      expect(vm.sprite("Astronaut 2").name).toBe("Astronaut 2");
    });
  });

  it("a quiz of the child's own questions: asked word for word, a point per right answer, the score and 'Well done!' at the end", async () => {
    await run("A quiz with 3 questions: which planet is closest to the sun (Mercury), which is the biggest (Jupiter), which one has rings (Saturn). Keep score and say 'Well done!' if all 3 are right.", async (vm) => {
      for (const typed of ["mercury", "JUPITER", "Saturn"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(60 * 5);
      // a sprite asks in its speech bubble: the questions, word for word, then the score
      expect(Number(vm.stage().variables.score)).toBe(3);
      expect(vm.saidTexts).toEqual(["which planet is closest to the sun?", "which is the biggest?", "which one has rings?", "Your score: 3", "Well done!"]);
    });
  });

  it("a wrong answer scores nothing, and 'Well done!' waits for every answer right", async () => {
    await run("quiz: 1. what dinosaur had 3 horns (triceratops) 2. what does carnivore mean (meat eater). say the score at the end", async (vm) => {
      for (const typed of ["t rex", "meat eater"]) {
        await vm.step(5);
        vm.vm.runtime.emit("ANSWER", typed);
      }
      await vm.step(60 * 3);
      expect(Number(vm.stage().variables.score)).toBe(1);
      expect(vm.saidTexts).toEqual(["what dinosaur had 3 horns?", "what does carnivore mean?", "1"]);
    });
  });

  it.each([
    ["yes", "Take an umbrella!"],
    ["no", "Enjoy the sunshine!"],
  ])("a question whose answer is checked: %j gets %j, the child's own lines", async (typed, said) => {
    await run("ask 'Is it raining?'. If the answer is yes, say 'Take an umbrella!', otherwise say 'Enjoy the sunshine!'", async (vm) => {
      await vm.step(5);
      vm.vm.runtime.emit("ANSWER", typed);
      await vm.step(30);
      expect(vm.saidTexts).toEqual(["Is it raining?", said]);
    });
  });
});
