// Issue 26 (decision 1250): the classics on the child's own numbers and names: a quiz whose quoted
// questions have their answers listed together, a chaser's own step and the count a catch adds
// to, a beat maker's keyed loop, a collect game's own count and what the thing collected does, the
// snake's own count, a flappy game ending on the sprite the child names. Wordings of our own.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("a quiz of quoted questions, the answers listed together (plan.quiz.ts)", () => {
  it("'asks \"...?\" and \"...?\". The answers are Mars and Jupiter': each answer checked in order, the points as said", () => {
    const { text, leftOut } = answer('the Teacher asks "Which planet is red?" and "What is the biggest planet?". The answers are Mars and Jupiter. Each right answer gives 2 points.');
    expect(text).toMatch(/ask \[Which planet is red\?\] and wait\nif <\(answer\) = \[Mars\]> then\n\s+change \[score v\] by \(2\)\nend\nask \[What is the biggest planet\?\] and wait\nif <\(answer\) = \[Jupiter\]> then/);
    expect(leftOut).toEqual([]);
  });

  it("the answers in brackets after 'each right answer', and the score said at the end", () => {
    const { text, leftOut } = answer('the Parrot asks "What is 3 + 4?" and then "What is 10 - 6?"; each right answer (7, then 4) adds 1 to score, and at the end the Parrot says score');
    expect(text).toMatch(/\[7\]> then[\s\S]*ask \[What is 10 - 6\?\] and wait\nif <\(answer\) = \[4\]>/);
    expect(text).toMatch(/say [^\n]*\(score\)/);
    expect(leftOut).toEqual([]);
  });

  it("as many answers as questions, or none guessed", () => {
    const { text } = answer('the Parrot asks "What is 3 + 4?" and then "What is 10 - 6?"; the answers are 7, 4 and 9');
    expect(text).not.toMatch(/if <\(answer\) = \[9\]>/);
  });
});

describe("the chase on the child's numbers (plan.arcade.ts)", () => {
  it("'point towards it and move 5, forever': the chaser's own step; a catch adds to the child's count instead of game over", () => {
    const { text, leftOut } = answer("a chase game: the Wolf chases the Lamb (point towards it and move 5, forever), the Lamb moves with the arrow keys, and when the Wolf catches it, tags goes up by 2");
    expect(text).toMatch(/point towards \(Lamb v\)\n\s+move \(5\) steps/);
    expect(text).toMatch(/if <touching \(Lamb v\)\?> then\n\s+change \[tags v\] by \(2\)/);
    expect(text).not.toMatch(/stop \[all v\]/);
    expect(leftOut).toEqual([]);
  });
});

describe("a collect game's own count and the thing collected (plan.arcade.ts)", () => {
  it("'berries goes up by 3 and the Berry hides': the child's variable and number, and the Berry hides", () => {
    const { text, leftOut } = answer("the Bear moves with the arrow keys and collects the Berry; each time it touches the Berry, berries goes up by 3 and the Berry hides");
    expect(text).toMatch(/change \[berries v\] by \(3\)\n\s+hide/);
    expect(leftOut).toEqual([]);
  });

  it("'the Acorn goes to a random x at y 120': back on the child's row", () => {
    const { text } = answer("the Squirrel moves with the arrow keys; each time it touches the Acorn, nuts goes up 1 and the Acorn goes to a random x at y 120.");
    expect(text).toMatch(/change \[nuts v\] by \(1\)\n\s+go to x: \(pick random \(-220\) to \(220\)\) y: \(120\)/);
  });
});

describe("the beat maker's keyed loop (plan.projects.ts)", () => {
  it("'pressing b plays drums 8 and 11 and 8, again and again': the drums in turn, forever, each for the beats said", () => {
    const { text, leftOut } = answer("a beat maker with a Clap pad and a Bell pad, 0.5 beats each; pressing b plays drums 8 and 11 and 8, again and again");
    expect(text).toMatch(/when \[b v\] key pressed\nforever\n\s+play drum \(8 v\) for \(0.5\) beats\n\s+play drum \(11 v\) for \(0.5\) beats\n\s+play drum \(8 v\) for \(0.5\) beats/);
    expect(leftOut).toEqual([]);
  });

  it("'the Boom pad plays drum 3': the child's drum for a pad named before it", () => {
    const { text } = answer("a beat maker: clicking the Boom pad plays drum 3 and the Clap pad drum 9, each for 0.5 beats");
    expect(text).toMatch(/play drum \(3 v\) for \(0.5\) beats/);
    expect(text).toMatch(/play drum \(9 v\) for \(0.5\) beats/);
  });
});

describe("the snake's and the flappy game's own parts (plan.projects.ts)", () => {
  it("'eating the Berry adds 2 to berries': the snake counts in the child's variable", () => {
    const { text } = answer("snake game: the Worm moves 4 steps forever and the arrow keys point it in direction 0, 90, 180 and -90; eating the Berry adds 2 to berries; touching the edge is game over");
    expect(text).toMatch(/change \[berries v\] by \(2\)/);
    expect(text).not.toMatch(/\[score v\]/);
  });

  it("a flappy game that ends on the sprite the child names: no pipe nobody asked for", () => {
    const { text, leftOut } = answer("flappy bat: the Bat falls 3 all the time and goes up 25 when I press w; if it touches the Lava the game ends");
    expect(text).toMatch(/if <touching \(Lava v\)\?> then[\s\S]*stop \[all v\]/);
    expect(text).not.toMatch(/Pipe/);
    expect(leftOut).toEqual([]);
  });

  it("a catch game's top is never the catcher's row below the middle", () => {
    const { text } = answer("my catch game: the Cookie falls and the Jar catches it (jar follows mouse x at y -140). catch = score +1 and the cookie goes back to the top");
    expect(text).not.toMatch(/pick random \(-220\) to \(220\)\) y: \(-140\)/);
  });
});
