// Issue 26, decision 1280: a loop said before its steps ("forever, ...", "..., until seconds is 0,
// ..."), a placement said before a count, a comparison sign, and a bare movement the steps after it
// spell out. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const read = (prompt: string) => {
  const reading = readPlan(prompt);
  return { text: compilePlan(reading.plan).text, leftOut: reading.plan.leftOut };
};

describe("a loop said before its steps", () => {
  it("'forever, the Bee turns ... and moves ...': both steps go inside the loop", () => {
    const { text, leftOut } = read("Forever, the Bee turns 10 degrees and moves 4 steps. The Flower says hello.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+turn right \(10\) degrees\n\s+move \(4\) steps\nend/);
  });

  it("'sets count to 10 and, until count is 0, ...': the set runs once, the steps after the until go inside", () => {
    const { text } = read("the Rocket sets count to 10 and, until count is 0, waits 1 second and changes count by -1. Then it says Liftoff!");
    expect(text).toMatch(/set \[count v\] to \(10\)\nrepeat until <\(count\) = \(0\)>\n\s+wait \(1\) seconds\n\s+change \[count v\] by \(-1\)\nend\nsay \[Liftoff\]/);
  });

  it("'Until the score is 5, the Dog moves ... and waits ...': the loop opens the sentence", () => {
    const { text } = read("Until the score is 5, the Dog moves 10 steps and waits 1 second.");
    expect(text).toMatch(/repeat until <\(score\) = \(5\)>\n\s+move \(10\) steps\n\s+wait \(1\) seconds\nend/);
  });

  it("a loop said after a step is still that step's", () => {
    const { text } = read("the Kite points at the mouse and moves 4 steps, forever");
    expect(text).toMatch(/forever\n\s+point towards \(mouse-pointer v\)\n\s+move \(4\) steps\nend/);
  });
});

describe("a placement said before a count", () => {
  it("'goes to x 50 y -100, repeats 20 times change y by 5': the placement runs once, before the loop", () => {
    const { text } = read("When I press space the Balloon goes to x 50 y -100, repeats 20 times change y by 5, then says pop.");
    expect(text).toMatch(/when \[space v\] key pressed\ngo to x: \(50\) y: \(-100\)\nrepeat \(20\)\n\s+change y by \(5\)\nend\nsay \[Pop\]/);
  });

  it("'points in direction 90 and repeats 10 times move 5 steps'", () => {
    const { text } = read("the Frog points in direction 90 and repeats 10 times move 5 steps");
    expect(text).toMatch(/point in direction \(90\)\nrepeat \(10\)\n\s+move \(5\) steps\nend/);
  });
});

describe("signs and bare movements", () => {
  it("reads '<' and '>' before a number as less and more", () => {
    expect(read("the Ball changes y by -4 until y position < -150").text).toContain("repeat until <(y position) < (-150)>");
    expect(read("if score >10 the Cat says win").text).toContain("<(score) > (10)>");
  });

  it("'starts at y 170 and falls, change y by -3 until ...': the fall is those steps, no loop of its own", () => {
    const { text } = read("the Apple starts at y 170 and falls, change y by -3 until y position < -160, then it says ouch");
    expect(text).not.toContain("forever");
    expect(text).toMatch(/set y to \(170\)\nrepeat until <\(y position\) < \(-160\)>\n\s+change y by \(-3\)\nend\nsay \[Ouch\]/);
  });
});
