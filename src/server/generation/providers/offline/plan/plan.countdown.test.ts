// Issue 26: a countdown is built on the child's details (start, end, step, how often, the
// variable's name, who says the numbers, what starts it, what happens at the end), never on a
// library timer's defaults. Wordings of our own.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("a countdown on the child's details (plan.countdown.ts)", () => {
  it("the counter says each number for the child's time, then its own line, and another sprite appears", () => {
    const { text, leftOut } = answer("a countdown for the race: from 8 to 1, the Owl says each number for 2 seconds, then says READY STEADY GO and the Banner shows");
    expect(text).toMatch(/\/\/ sprite: Owl[\s\S]*set \[countdown v\] to \(8\)\nshow variable \[countdown v\]\nrepeat \(8\)\n\s+say \(countdown\) for \(2\) seconds\n\s+change \[countdown v\] by \(-1\)\nend\nbroadcast \[countdown over v\]\nsay \[ready steady go\]/i);
    expect(text).toMatch(/when I receive \[countdown over v\]\nshow/);
    expect(leftOut).toEqual([]);
  });

  it("a countdown to 0 on the child's variable goes until it is 0, on the child's key", () => {
    const { text } = answer("when I press t, a countdown from 15 to 0 in a variable called ticks, then it says \"Done!\"");
    expect(text).toMatch(/when \[t v\] key pressed\nset \[ticks v\] to \(15\)[\s\S]*repeat until <\(ticks\) = \(0\)>\n\s+wait \(1\) seconds\n\s+change \[ticks v\] by \(-1\)\nend\nsay \[Done!\]/);
  });

  it("minutes go down once a minute", () => {
    const { text } = answer("a homework countdown of 20 minutes, and it says \"Pens down\" at the end");
    expect(text).toMatch(/set \[countdown v\] to \(20\)[\s\S]*repeat \(20\)\n\s+wait \(60\) seconds\n\s+change \[countdown v\] by \(-1\)\nend\nsay \[Pens down\]/);
  });

  it("an ending it cannot read whole is not built in its place: the request is answered as before, its parts named", () => {
    const read = answer("countdown from 10 to 0 and then the Balloon zooms away into space");
    expect(read.leftOut.length).toBeGreaterThan(0);
  });

  it("numbers said in turn and carried on 'down to' the last are counted all the way, not stopped at the last said", () => {
    const { text, leftOut } = answer("countdown to bedtime!!! the Owl counts 7, 6, 5 down to 1, each for 2 seconds, then says Sleep well");
    expect(text).toMatch(/set \[countdown v\] to \(7\)[\s\S]*repeat \(7\)\n\s+say \(countdown\) for \(2\) seconds\n\s+change \[countdown v\] by \(-1\)\nend\nsay \[sleep well\]/i);
    expect(leftOut).toEqual([]);
  });

  it("'until' carries the count on the same way", () => {
    const { text } = answer("the Owl counts 6 5 4 until 1 then says go");
    expect(text).toMatch(/set \[count v\] to \(6\)\nrepeat \(6\)/);
  });

  it("numbers said in turn with no 'down to' stay the numbers said", () => {
    const { text } = answer("the Frog counts 10, 9, 8 and then goes to x 0");
    expect(text).not.toMatch(/repeat \(10\)/);
    expect(text).toMatch(/10[\s\S]*9[\s\S]*8/);
  });
});
