// Issue 26 (decision 1050): counts that step by more than one ("by 5", "the odd numbers", "3, 6, 9
// until 30", "20, 16, 12 ... 4"), remainders in conditions ("mod 4 = 1", "is even", "a multiple of
// 6"), a number asked for, and random amounts said the long way. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readPlanWords } from "./plan.read";
import { readWords } from "./plan.words";
import { readCounting } from "./plan.counting";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const counting = (words: string) => {
  const all = readWords(words);
  const c = readCounting(all, 0, all.length);
  return c && { from: c.from, to: c.to, step: c.step, times: c.loop.times };
};
const plainWords = (prompt: string) => readPlanWords(prompt).words.map((w) => w.word).join(" ");

describe("counts that step by more than one", () => {
  it("reads the step after the range: 'by 5', 'in steps of 4', 'in 10s', 'in twos'", () => {
    expect(counting("counts from 5 to 40 by 5")).toEqual({ from: 5, to: 40, step: 5, times: 8 });
    expect(counting("counts from 0 to 12 in steps of 4")).toEqual({ from: 0, to: 12, step: 4, times: 4 });
    expect(counting("counts from 10 to 70 in 10s")).toEqual({ from: 10, to: 70, step: 10, times: 7 });
    expect(counting("counts down from 9 in twos")).toEqual({ from: 9, to: 1, step: 2, times: 5 });
    // (a step of one stays the plain count; "by 2 seconds" is no step)
    expect(counting("counts from 3 to 6")).toEqual({ from: 3, to: 6, step: 1, times: 4 });
    expect(counting("counts from 3 to 6 by 2 seconds")?.step).toBe(1);
  });

  it("'the Robot counts from 7 to 35 by 7': one variable, said and stepped by 7, five times; 35 is reached, not named", () => {
    const { text, leftOut } = read("the Robot counts from 7 to 35 by 7");
    expect(text).toMatch(/set \[count v\] to \(7\)\nrepeat \(5\)\n\s+say \(count\) for \(1\) seconds\n\s+change \[count v\] by \(7\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'says the numbers 5, 10, 15 until 50 with a variable m': a list that goes on by a rule is a loop in m", () => {
    const { text, leftOut } = read("the Frog says the numbers 5, 10, 15 until 50 with a variable m, 2 seconds each");
    expect(text).toMatch(/set \[m v\] to \(5\)[^\n]*\nrepeat \(10\)[^\n]*\n\s+say \(m\) for \(2\) seconds\n\s+change \[m v\] by \(5\)/);
    expect(leftOut).toEqual([]);
  });

  it("'says 20, 16, 12 ... 4, then says Go': an ellipsis goes on down to the last number, then what follows", () => {
    const { text, leftOut } = read('the Owl says 20, 16, 12 ... 4, then says "Go"');
    expect(text).toMatch(/set \[count v\] to \(20\)\nrepeat \(5\)\n\s+say \(count\) for \(1\) seconds\n\s+change \[count v\] by \(-4\)\nend\nsay \[Go\]/);
    expect(leftOut).toEqual([]);
  });

  it("'1, 4, 7 and so on up to 19', 'all the way to': the rule's words read; a last number the rule misses is no rule", () => {
    expect(plainWords("the Cat says 1, 4, 7 and so on up to 19")).toBe("the cat counts from 1 to 19 by 3");
    expect(plainWords("the Cat says 2, 4, 6 all the way to 12")).toBe("the cat counts from 2 to 12 by 2");
    expect(plainWords("the Cat says 2, 4, 6 until 13")).not.toContain("counts from 2 to 13");
  });

  it("a list written out with no rule, two apart, is no count ('says 10, 20, 30' could be anything said)", () => {
    expect(plainWords("the Parrot says 10, 20, 30")).toBe("the parrot says 10 , 20 , 30");
  });

  it("'says the odd numbers from 2 to 12', 'the even numbers between 1 and 9', 'the numbers from 4 to 8'", () => {
    expect(plainWords("the Bat says the odd numbers from 2 to 12")).toBe("the bat counts from 3 to 11 by 2");
    expect(plainWords("the Bat says the even numbers between 1 and 9")).toBe("the bat counts from 2 to 8 by 2");
    expect(plainWords("the Bat says the numbers from 4 to 8")).toBe("the bat counts from 4 to 8");
    // (numbers named before a colon title what the colon tells)
    expect(plainWords("the Bat says the even numbers from 2 to 8: n starts at 2")).toContain("says the even numbers");
  });
});

describe("remainders in conditions", () => {
  it("'if the answer mod 4 = 1': the remainder of the answer compared", () => {
    const { text, leftOut } = read('the Crab asks for a number and if the answer mod 4 = 1 it says "One over", else it says "Not that"');
    expect(text).toContain("ask [Type a number] and wait");
    expect(text).toMatch(/if <\(\(answer\) mod \(4\)\) = \(1\)> then\n\s+say \[One over\][^\n]*\nelse\n\s+say \[Not that\]/);
    expect(leftOut).toEqual([]);
  });

  it("'is odd', 'is a multiple of 6', 'is divisible by 9': a remainder of 1 or 0", () => {
    expect(read('the Crab asks "Your number?" and if the answer is odd it says "Odd one"').text).toContain("if <((answer) mod (2)) = (1)> then");
    expect(read('the Crab asks "Your number?" and if the answer is a multiple of 6 it says "Six fits"').text).toContain("if <((answer) mod (6)) = (0)> then");
    expect(read('the Crab asks "Your number?" and if the answer is divisible by 9 it says "Nine fits"').text).toContain("if <((answer) mod (9)) = (0)> then");
  });

  it("'when points mod 5 is 0' on a variable the request keeps", () => {
    const { text } = read("when the Gem is clicked points goes up by 1, and when points mod 5 is 0 the Gem says \"Bonus\"");
    expect(text).toContain("((points) mod (5)) = (0)");
  });
});

describe("a verdict on the answer said", () => {
  it("'says whether it is odd or even', 'says if the number is even or odd': Even or Odd by the remainder, not those words", () => {
    for (const prompt of ["the Hen asks for a number and says whether it is odd or even", "the Hen asks for a number and says if the number is even or odd"]) {
      const { text, leftOut } = read(prompt);
      expect(text).toMatch(/ask \[Type a number\] and wait\nif <\(\(answer\) mod \(2\)\) = \(0\)> then\n\s+say \[Even\][^\n]*\nelse\n\s+say \[Odd\]/);
      expect(text).not.toContain("forever");
      expect(leftOut).toEqual([]);
    }
  });

  it("'says whether it is a multiple of 8 or not': Yes or No", () => {
    const { text } = read("the Hen asks for a whole number and says whether it is a multiple of 8 or not");
    expect(text).toMatch(/ask \[Type a whole number\] and wait\nif <\(\(answer\) mod \(8\)\) = \(0\)> then\n\s+say \[Yes\][^\n]*\nelse\n\s+say \[No\]/);
  });
});

describe("random amounts said the long way", () => {
  it("'moves a random number of steps from 3 to 8', 'between 2 and 4'", () => {
    expect(plainWords("the Crab moves a random number of steps from 3 to 8")).toBe("the crab moves a random 3 to 8 steps");
    expect(plainWords("the Crab moves a random number of steps between 2 and 4")).toBe("the crab moves a random 2 to 4 steps");
    expect(plainWords("the Crab moves a random number from 2 to 9 steps")).toBe("the crab moves a random 2 to 9 steps");
  });

  it("'waits a random time from 1 to 6 seconds', 'a random wait of 2 to 3 seconds', 'a random amount of time between 1 and 2 seconds'", () => {
    expect(plainWords("the Lamp waits a random time from 1 to 6 seconds")).toBe("the lamp waits a random 1 to 6 seconds");
    expect(plainWords("the Lamp waits a random wait of 2 to 3 seconds")).toBe("the lamp waits a random 2 to 3 seconds");
    expect(plainWords("the Lamp waits a random amount of time between 1 and 2 seconds")).toBe("the lamp waits a random 1 to 2 seconds");
    // (a random number with no unit stays as it is)
    expect(plainWords("the Lamp says a random number from 1 to 6")).toContain("random number from 1 to 6");
  });

  it("'the Tortoise moves a random number of steps from 2 to 7 every 0.5 seconds': a random move each time", () => {
    const { text, leftOut } = read("the Tortoise moves a random number of steps from 2 to 7 every 0.5 seconds");
    expect(text).toContain("move (pick random (2) to (7)) steps");
    expect(text).toContain("wait (0.5) seconds");
    expect(leftOut).toEqual([]);
  });

  it("'the Light waits a random time between 2 and 6 seconds, then switches to costume red': a wait of a random length", () => {
    const { text, leftOut } = read("the Light waits a random time between 2 and 6 seconds, then switches to costume red");
    expect(text).toMatch(/wait \(pick random \(2\) to \(6\)\) seconds\nswitch costume to \(red v\)/);
    expect(leftOut).toEqual([]);
  });
});
