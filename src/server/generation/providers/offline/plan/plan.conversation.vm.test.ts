// Issue 26: a conversation is told by its first speaker, one green-flag script from top to
// bottom: that speaker's own lines said in place, every other line handed on with a message and
// waited for as long as it is said. Every line on its own character, with its duration, in turn.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { playAnswer } from "../test-support/answer-in-vm";

const ROBOT = 'the robot says "Beep, who are you?" for 2 seconds, then the alien says "I come in peace" for 4 seconds, then the robot says "Welcome to Earth" for 1 second';

describe("a conversation in turn, played", () => {
  it("every line by its own character, in order, each for its own time", async () => {
    const text = await playAnswer(ROBOT, async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Robot").bubble?.text).toBe("Beep, who are you?");
      expect(vm.sprite("Alien").bubble).toBeFalsy();
      await vm.step(60 * 2);
      expect(vm.sprite("Alien").bubble?.text).toBe("I come in peace");
      expect(vm.sprite("Robot").bubble).toBeFalsy();
      await vm.step(60 * 6);
      expect(vm.saidTexts).toEqual(["Beep, who are you?", "I come in peace", "Welcome to Earth"]);
    });
    // one script tells the story; the robot's second line is in it, after the alien's turn has ended
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
    expect(text).toMatch(/say \[Beep, who are you\?\] for \(2\) seconds\nbroadcast \[line 2 v\] and wait\nsay \[Welcome to Earth\] for \(1\) seconds/);
    expect(text).toMatch(/when I receive \[line 2 v\]\nsay \[I come in peace\] for \(4\) seconds/);
  });

  it("greeting each other with messages is how the story is told, not a part left out", () => {
    const answer = answerRequest("two friends Kofi and Lena greet each other using broadcasts. Kofi says 'Hi Lena' then Lena answers 'Hello Kofi, nice to see you'");
    expect(answer.kind === "program" && answer.leftOut).toEqual([]);
    expect(answer.kind === "program" && answer.text).toMatch(/sprite: Lena[\s\S]*when I receive \[line 2 v\]\nsay \[Hello Kofi, nice to see you\]/);
  });
});
