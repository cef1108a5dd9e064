// Issue 26 (decision 1220): the classic first projects built on the child's own details: a count
// said aloud ("says 6 down to 1"), clones counted before their sprite's name that do something
// ("12 Leaf clones that drift ..."). Wordings of our own.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("a count said aloud is a countdown (plan.countdown.ts)", () => {
  it("'the Robot says 6 down to 1 ... then says liftoff': each number for a second, then the line", () => {
    const { text, leftOut } = answer("the Robot says 6 down to 1, one number a second, and then says liftoff");
    expect(text).toMatch(/set \[countdown v\] to \(6\)[\s\S]*repeat \(6\)\n\s+say \(countdown\) for \(1\) seconds\n\s+change \[countdown v\] by \(-1\)\nend\nsay \[liftoff\]/);
    expect(leftOut).toEqual([]);
  });

  it("the ending's costume named after 'costume' and its backdrop as written", () => {
    const { text, leftOut } = answer("the Volcano says 4 down to 1, one each second, then switches to costume lava and the backdrop switches to Ashes");
    expect(text).toMatch(/repeat \(4\)[\s\S]*end\n(?:broadcast[^\n]*\n)?switch costume to \(lava v\)/);
    expect(text).toMatch(/switch backdrop to \(Ashes v\)/);
    expect(leftOut).toEqual([]);
  });

  it("on a click, with a line on its own at the end", () => {
    const { text, leftOut } = answer("when I click the Oven it says 3 down to 1, one number per second, and then \"Cake ready!\"");
    expect(text).toMatch(/when this sprite clicked\nset \[countdown v\] to \(3\)[\s\S]*say \[Cake ready!\]/);
    expect(leftOut).toEqual([]);
  });
});

describe("clones counted before their sprite's name, doing something (plan.clones.ts)", () => {
  it("'12 Leaf clones that start at y 170 and fall 3 steps at a time': made by count, each starting there and falling", () => {
    const { text, leftOut } = answer("12 Leaf clones that start at y 170 and fall 3 steps at a time");
    expect(text).toMatch(/repeat \(12\)\n\s+create clone of \(myself v\)\nend/);
    expect(text).toMatch(/when I start as a clone\nset y to \(170\)\nforever\n\s+change y by \(-3\)/);
    expect(leftOut).toEqual([]);
  });

  it("'6 Star clones go to random spots and spin 5 degrees forever': each clone's own script", () => {
    const { text, leftOut } = answer("6 Star clones go to random spots and spin 5 degrees forever");
    expect(text).toMatch(/when I start as a clone\ngo to \(random position v\)\nforever\n\s+turn right \(5\) degrees/);
    expect(leftOut).toEqual([]);
  });

  it("a named genre does not stand in for clones the child counted: 'snow with 40 Flake clones that fall 1 step at a time'", () => {
    const { text } = answer("a snow day: 40 Flake clones that fall 1 step at a time");
    expect(text).toMatch(/repeat \(40\)\n\s+create clone of \(myself v\)/);
    expect(text).toMatch(/when I start as a clone\nforever\n\s+change y by \(-1\)/);
  });
});

describe("the classics on the child's details (plan.projects.ts, offline.own-lines.ts, plan.own-steps.ts, offline.choice.ts)", () => {
  it("whack-a-mole: the child's variable after '+1', and a click that hides it for the child's time", () => {
    const { text, leftOut } = answer("whack-a-mole: the Gopher goes to a random position every 2 seconds forever, and tapping it gives +1 bonks and it hides for 1.5 seconds");
    expect(text).toMatch(/when this sprite clicked\nchange \[bonks v\] by \(1\)\nhide\nwait \(1\.5\) seconds\nshow/);
    expect(text).not.toMatch(/wait \(1\.5\) seconds\nstop \[all v\]/);
    expect(leftOut).toEqual([]);
  });

  it("catch: the falling thing goes back to the child's y, not the catcher's", () => {
    const { text } = answer("catch game: the Basket follows the mouse x at y -140, the Pear falls 3 steps at a time, catching it gives +1 pears and the pear goes back to y 170");
    expect(text).toMatch(/change \[pears v\] by \(1\)\n\s+go to x: \(pick random \(-220\) to \(220\)\) y: \(170\)/);
  });

  it("racing: 'moves 6 with the up arrow' is 6 steps", () => {
    const { text } = answer("a racing game: the Kart moves 6 with the up arrow and turns 5 degrees with left and right; each time the Kart touches the Line, laps goes up by 1");
    expect(text).toMatch(/move \(6\) steps/);
    expect(text).not.toMatch(/move \(10\) steps/);
  });

  it("pong for two: paddles lettered by the child keep their names", () => {
    const { text } = answer("pong for 2 players: BatA moves with w and s (9 steps), BatB with the up and down arrows (9 steps); the Ball moves 5 steps forever and bounces on the edge");
    expect(text).toMatch(/\/\/ sprite: BatA[\s\S]*\/\/ sprite: BatB/);
    expect(text).toMatch(/touching \(BatA v\)/);
  });

  it("hide and seek spelled out step by step: the child's steps, not the classic's", () => {
    const { text, leftOut } = answer("hide and seek: the Fox hides, waits 4 seconds, goes to a random position and shows, and when i click it it says gotcha and spotted +1");
    expect(text).toMatch(/when green flag clicked\nset \[spotted v\] to \(0\)\nhide\nwait \(4\) seconds\ngo to \(random position v\)\nshow/);
    expect(text).toMatch(/when this sprite clicked\nsay \[Gotcha\][^\n]*\nchange \[spotted v\] by \(1\)/i);
    expect(text).not.toMatch(/ghost/);
    expect(leftOut).toEqual([]);
  });

  it("a classic spelled out whose comparison the plan does not keep ('> 8' read as '= 8') stays the classic, its parts named", () => {
    const { text, leftOut } = answer("a virtual pet Puppy: thirst goes up 1 every 2 seconds and if thirst > 8 it says so thirsty!! clicking the Bowl sets thirst to 0");
    expect(text).not.toMatch(/<\(thirst\) = \(8\)>/);
    expect(leftOut.length).toBeGreaterThan(0);
  });
});

describe("the backdrop the child names, in a classic's milestone or ending (plan.project-scope.ts)", () => {
  it("a clicker's milestone switches to the child's backdrop", () => {
    const { text, leftOut } = answer("a clicker: each click on the Gem gives +1 gems, and when gems is 20 the background changes to Treasure");
    expect(text).toMatch(/wait until <\(gems\) = \(20\)>\nswitch backdrop to \(Treasure v\)/);
    expect(leftOut).toEqual([]);
  });

  it("a countdown's ending switches to the child's backdrop, after its line", () => {
    const { text, leftOut } = answer("the Lamp says 4 down to 1, one number per second, and then says lights out and the backdrop switches to Bedroom");
    expect(text).toMatch(/say \[lights out\] for \(2\) seconds\nswitch backdrop to \(Bedroom v\)/);
    expect(leftOut).toEqual([]);
  });
});

describe("a platformer whose gravity and jump the child spells out (plan.projects.ts)", () => {
  it("falls by the child's number while not touching the child's ground sprite, jumps by the child's step and count", () => {
    const { text, leftOut } = answer("a platformer: the Fox walks with the left and right arrows (6 steps); forever, if the Fox is not touching the Floor, y changes by -3; space makes it jump (change y by 9, 8 times)");
    expect(text).toMatch(/if <not <touching \(Floor v\)\?>> then\n\s+change y by \(-3\)/);
    expect(text).toMatch(/when \[space v\] key pressed\nrepeat \(8\)\n\s+change y by \(9\)/);
    expect(text).toMatch(/change x by \(6\)/);
    expect(text).toMatch(/\/\/ sprite: Floor/);
    expect(text).not.toMatch(/y speed/);
    expect(leftOut).toEqual([]);
  });
});
