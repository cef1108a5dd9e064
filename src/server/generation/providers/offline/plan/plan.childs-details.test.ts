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
