// Issue 26: a game that ends on a variable ("game over at 0", "at 0 lives it's game over", "the
// game is over at 50 points") gets that ending as a script of its own, with the child's number,
// played in scratch-vm: nothing ends before the variable gets there, and the game stops when it
// does. A whack-a-mole's round is the child's time, and no round cuts the child's own ending short.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { readVariableEndings } from "./offline.variable-endings";
import { playAnswer } from "./test-support/answer-in-vm";

const program = (prompt: string) => {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer;
};

describe("a game that ends on a variable", () => {
  it("lives that run out: the ending waits for 0, then says it and stops everything", async () => {
    await playAnswer("lives start at 2 and go down by 1 when I press space. game over at 0", async (vm) => {
      await vm.step(5);
      await vm.pressKey(" ");
      await vm.step(30);
      expect(vm.stage().variables.lives).toBe(1);
      expect(vm.saidTexts).toEqual([]);
      await vm.pressKey(" ");
      await vm.step(30);
      expect(vm.stage().variables.lives).toBe(0);
      expect(vm.saidTexts).toEqual(["Game over!"]);
      // it stops: nothing is left running once the line is said
      expect(await vm.runUntilIdle(60 * 5)).toBeLessThan(60 * 5);
    });
  });

  it.each([
    ["you get 3 lives, and at 0 its game over", "lives", 0, "it's game over"],
    ["at 0 lives it is game over", "lives", 0, "it's game over"],
    ["the game ends at 100 points", "score", 100, "it's game over"],
    ["when score reaches 90 you win", "score", 90, "you win"],
    ["when lives is 0 you lose", "lives", 0, "you lose"],
  ])("%j: the variable, the child's number and the ending", (prompt, variable, value, words) => {
    const text = "when green flag clicked\nchange [lives v] by (-1)\nchange [score v] by (10)";
    expect(readVariableEndings(prompt, text).map((ending) => [ending.variable, ending.value, ending.words])).toEqual([[variable, value, words]]);
  });

  it("a time is not a variable's value, a variable the program lacks is not another one, and a tested variable is left alone", () => {
    const text = "when green flag clicked\nchange [score v] by (1)";
    expect(readVariableEndings("after 30 seconds its game over", text)).toEqual([]);
    expect(readVariableEndings("you have 3 lives and at 0 lives its game over", text)).toEqual([]);
    expect(readVariableEndings("game over at 5 points", `${text}\nif <(score) = (5)> then\nstop [all v]\nend`)).toEqual([]);
  });

  it("a rising score that jumps several points at a time is waited for with not-less-than, so a jump past the number still ends it", () => {
    const answer = program("a variable called gems starts at 0 and goes up by 5 when I press g. you win at 20 gems");
    expect(answer.text).toMatch(/wait until <not <\(gems\) < \(20\)>>\nsay \[You win!\] for \(2\) seconds\nstop \[all v\]/);
    expect(answer.leftOut).toEqual([]);
  });
});

describe("whack-a-mole ends when the child says", () => {
  it("the child's own ending: no round of 30 seconds that would cut it short", () => {
    const { text } = program("whack a mole game where clicking the mole gives a point and you win at 10 points");
    expect(text).not.toMatch(/wait \(30\) seconds/);
    expect(text).toMatch(/wait until <\(score\) = \(10\)>\nsay \[You win!\]/);
  });

  it("the child's time is the game's length", () => {
    const { text } = program("whack a mole game, clicking the mole gives a point, the game lasts 20 seconds");
    expect(text).toMatch(/wait \(20\) seconds\nstop \[all v\]/);
    expect(text).not.toMatch(/wait \(30\) seconds/);
  });
});
