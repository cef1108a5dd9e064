// Issue 26, decision 1760: a classic is a frame for the child's details (second round): a catch game's
// miss takes the points the child says ("score goes down 1"). Both ways: what the child did not say
// stays as it was.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("catch: a miss takes what the child says (decision 1760)", () => {
  it.each([
    ["catch game!!! the Net moves left and right with the arrows 15, a Coconut falls 6 forever, when the Net catches it score goes up 1 and the Coconut goes back to y 170 at a random x, and if it falls below -170 score goes down 1", "score", 1, -170],
    ["catch game: the Basket moves with the arrow keys, the Egg falls 5 steps at a time. catching it gives 2 points. if the Egg touches the ground (below -160) the score goes down by 3", "score", 3, -160],
    ["my pupils catch game: Bowl follows the mouse, the Cherry falls 4; catching it makes points go up 1 and missing it makes points drop by 1", "points", 1, -170],
  ])("'%s' takes the child's points below the bottom", (prompt, counter, down, bottom) => {
    const { text, leftOut } = answer(prompt);
    expect(text).toMatch(new RegExp(`if <\\(y position\\) < \\(${bottom}\\)> then\\n\\s+change \\[${counter} v\\] by \\(-${down}\\)`));
    expect(leftOut.join(" ")).not.toMatch(/goes down|drop|the number/);
  });

  it("stays as it was: a miss the child gives no points to takes none", () => {
    const { text } = answer("catch game: the Bucket moves with the arrow keys, a Raindrop falls 3, catching it gives 1 point");
    expect(text).not.toMatch(/change \[score v\] by \(-/);
  });
});

describe("shooter: the target's fall, its top and the shot's flight are the child's (decision 1760)", () => {
  it("'the Meteor falls 3 forever ... goes back to the top at y 170': falls 3, starts and comes back at y 170", () => {
    const { text, leftOut } = answer("space shooter!!! my Ship moves left and right with a and d, 9 steps. space makes a Laser clone that goes up 12 until it touches the edge. the Meteor falls 3 forever and when a Laser touches the Meteor hits goes up 1 and the Meteor goes back to the top at y 170");
    expect(text).toMatch(/\/\/ sprite: Meteor[\s\S]*forever\n\s+change y by \(-3\)\n\s+if <touching \(Laser v\)\?> then\n\s+change \[hits v\] by \(1\)\n\s+go to x: \(pick random \(-220\) to \(220\)\) y: \(170\)/);
    expect(text).toMatch(/change y by \(12\)/);
    expect(leftOut).toEqual([]);
  });

  it("'comes down 4 ... goes back to y 150', and 'points goes up 5' is the hit's count, not the shot's flight", () => {
    expect(answer("shooter game: the Rocket moves with the arrow keys, space shoots a Bullet, the Alien comes down 4 forever, when a Bullet hits the Alien score +1 and it goes back to y 150").text).toMatch(/change y by \(-4\)[\s\S]*y: \(150\)/);
    const duck = answer("my son wants a shooting game: the Cannon shoots a Ball with space. the Duck falls by 2. when the Ball touches the Duck, points goes up 5").text;
    expect(duck).toMatch(/change \[points v\] by \(5\)/);
    expect(duck).not.toMatch(/change y by \(5\)/);
    expect(duck).toMatch(/change y by \(-2\)/);
    expect(answer("shooter: the Tank fires a Shell with space, the Shell goes up 8; the Plane falls 2").text).toMatch(/change y by \(8\)/);
  });

  it("stays as it was: no top said is the classic's 180, no speed said its 2", () => {
    const { text } = answer("a shooter game: the Ship shoots a Laser with space at the Asteroids that come down, 1 point each hit, 20 words more to spell it out well");
    expect(text).toMatch(/y: \(180\)/);
  });
});

describe("virtual pet: the key's sound and a need's own line (decision 1760)", () => {
  it("'pressing space makes the Kitten purr (play a sound) and happiness goes up 3. when happiness is 0 the Kitten says im sad'", () => {
    const { text, leftOut } = answer("virtual pet!!! my Kitten has hunger and happiness. hunger starts at 0 and happiness at 10. every 3 seconds hunger goes up 1 and happiness goes down 1. clicking the Fish sets hunger to 0. pressing space makes the Kitten purr (play a sound) and happiness goes up 3. when happiness is 0 the Kitten says im sad");
    expect(text).toMatch(/when \[space v\] key pressed\nstart sound \(Meow v\)\nchange \[happiness v\] by \(3\)/);
    expect(text).toMatch(/if <\(happiness\) = \(0\)> then\n\s+say \[im sad\]/);
    expect(text).not.toMatch(/Yum!/);
    expect(leftOut).toEqual([]);
  });

  it("'pressing b makes the Puppy bark', 'if happiness is less than 2 the Puppy says please play with me'", () => {
    const { text } = answer("a virtual pet: the Puppy has hunger and happiness. every 2 seconds hunger goes up 1 and happiness goes down 1. pressing b makes the Puppy bark and happiness +2. if happiness is less than 2 the Puppy says please play with me");
    expect(text).toMatch(/when \[b v\] key pressed\nstart sound \(Dog v\)\nchange \[happiness v\] by \(2\)/);
    expect(text).toMatch(/if <\(happiness\) < \(2\)> then\n\s+say \[please play with me\]/);
  });

  it("stays as it was: a key that only changes a need plays no sound, and no line said for happiness adds none", () => {
    const { text } = answer("virtual pet: my Hamster has hunger and happiness. every 2 seconds hunger goes up 1 and happiness goes down 1. pressing p makes the Hamster play and happiness +2");
    expect(text).toMatch(/when \[p v\] key pressed\nchange \[happiness v\] by \(2\)/);
    expect(text).not.toMatch(/start sound|<\(happiness\) = /);
  });
});

describe("two dice: the second 'does the same with' its own variable (decision 1760)", () => {
  it("'the Die sets roll ..., the Die2 does the same with roll2, and the Die says the total, roll + roll2'", () => {
    const { text, leftOut } = answer("My son (8) in Andorra la Vella wants two dice: when he presses space, the Die sets roll to a random number from 1 to 6 and switches its costume to roll, the Die2 does the same with roll2, and the Die says the total, roll + roll2.");
    expect(text).toMatch(/\/\/ sprite: Die\n[\s\S]*when \[space v\] key pressed\nset \[roll v\] to \(pick random \(1\) to \(6\)\)\nswitch costume to \(roll\)\nwait \(0\.1\) seconds\nsay \(\(roll\) \+ \(roll2\)\) for \(2\) seconds/);
    expect(text).toMatch(/\/\/ sprite: Die2\n[\s\S]*when \[space v\] key pressed\nset \[roll2 v\] to \(pick random \(1\) to \(6\)\)\nswitch costume to \(roll2\)/);
    expect(text).not.toMatch(/second roll/);
    expect(leftOut).toEqual([]);
  });

  it("'the RedDie sets a ..., the BlueDie does the same with b, then the RedDie says the total'", () => {
    const { text } = answer("two dice for my class: when I press r, the RedDie sets a to a random number from 1 to 6 and shows costume a, the BlueDie does the same with b, then the RedDie says the total");
    expect(text).toMatch(/set \[a v\] to \(pick random \(1\) to \(6\)\)[\s\S]*say \(join \[Total: \] \(\(a\) \+ \(b\)\)\)/);
    expect(text).toMatch(/when \[r v\] key pressed\nset \[b v\] to \(pick random \(1\) to \(6\)\)/);
  });

  it("stays as it was: two dice with no second die named roll together in one sprite", () => {
    const { text } = answer("two dice: when I press space it rolls two dice from 1 to 6 and says the total");
    expect(text).toMatch(/set \[roll v\] to[\s\S]*set \[second roll v\] to/);
  });
});

describe("pong for two: the paddles' steps 'each' and a turn said without 'degrees' (decision 1760)", () => {
  it("'q and a ..., the up and down arrows, 12 each', 'turns 180 when it touches Left or Right'", () => {
    const { text } = answer("pong 2 players!! the Left paddle goes up and down with q and a, the Right paddle with the up and down arrows, 12 each. the Ball moves 9 forever, bounces on the edge and turns 180 when it touches Left or Right. when its x is more than 225 left gets a point, less than -225 right gets a point, and the ball goes back to the middle");
    expect(text.match(/change y by \(12\)/g)?.length).toBe(2);
    expect(text.match(/change y by \(-12\)/g)?.length).toBe(2);
    expect(text).not.toMatch(/change y by \(-?8\)/);
    expect(text.match(/turn right \(180\) degrees/g)?.length).toBe(2);
  });

  it("'PaddleA moves with w and s, PaddleB with the arrow keys, 10 each'", () => {
    const { text } = answer("two player pong: PaddleA moves with w and s, PaddleB with the arrow keys, 10 each; the Ball moves 7 steps and turns 180 degrees when it touches a paddle");
    expect(text.match(/change y by \(10\)/g)?.length).toBe(2);
  });

  it("stays as it was: no steps said keep the classic's 8, and no turn said keeps its bounce", () => {
    const { text } = answer("two player pong: the LeftPaddle moves with w and s and the RightPaddle with the up and down arrows, the Ball bounces between them, 12 words more so it is spelled out");
    expect(text).toMatch(/change y by \(8\)/);
    expect(text).not.toMatch(/turn right \(180\)/);
  });
});
