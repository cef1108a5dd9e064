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
  it("reads '<' and '>' after a position, before a number, as less and more", () => {
    expect(read("the Ball changes y by -4 until y position < -150").text).toContain("repeat until <(y position) < (-150)>");
    expect(read("the Car moves 5 steps until its x position > 200").text).toContain("repeat until <(x position) > (200)>");
  });

  it("'starts at y 170 and falls, change y by -3 until ...': the fall is those steps, no loop of its own", () => {
    const { text } = read("the Apple starts at y 170 and falls, change y by -3 until y position < -160, then it says ouch");
    expect(text).not.toContain("forever");
    expect(text).toMatch(/set y to \(170\)\nrepeat until <\(y position\) < \(-160\)>\n\s+change y by \(-3\)\nend\nsay \[Ouch\]/);
  });
});

describe("the backdrop switching as a hat", () => {
  it("'when the backdrop switches to Night the Owl says hoot': the Owl answers the backdrop, switches nothing", () => {
    const { text, leftOut } = read("when the backdrop switches to Night the Owl says hoot");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when backdrop switches to \[Night v\]\nsay \[Hoot\]/);
    expect(text).not.toContain("switch backdrop to");
  });

  it("'the Frog hides when the background changes to Winter': said after the steps, the same hat", () => {
    const { text } = read("the Frog hides when the background changes to Winter. When I press space the backdrop switches to Winter.");
    expect(text).toMatch(/when backdrop switches to \[Winter v\]\nhide/);
    expect(text).toMatch(/when \[space v\] key pressed\nswitch backdrop to \(Winter v\)/);
  });
});

describe("sums said", () => {
  it("'says n times answer': a value kept and the newest answer", () => {
    const { text } = read("the Chef asks 'Pick a number' and keeps the answer in variable n, then asks 'Another one?' and says n times answer");
    expect(text).toContain("say ((n) * (answer)) for (2) seconds");
  });

  it("'says first + answer': a plus sign between words is a sum", () => {
    const { text } = read("the Robot asks 'One?', keeps the answer in variable first, then asks 'Two?' and says first + answer");
    expect(text).toContain("say ((first) + (answer)) for (2) seconds");
  });

  it("'says score minus 1': the sum said, no change to score", () => {
    const { text } = read("the Cat sets score to 5 and says score minus 1");
    expect(text).toContain("say ((score) - (1)) for (2) seconds");
    expect(text).not.toContain("change [score v]");
  });
});

describe("a change said again with only its amount", () => {
  it("'changes its ghost effect by 50 and then by -50'", () => {
    const { text, leftOut } = read("the Ghost changes its ghost effect by 50 and then by -50");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/change \[ghost v\] effect by \(50\)\nchange \[ghost v\] effect by \(-50\)/);
  });
});

describe("a value of the child's own going up", () => {
  it("'if i click it gems goes up by 2': a value named by its change, no movement", () => {
    const { text, leftOut } = read("the Crystal spins 5 degrees forever and if i click it gems goes up by 2");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when this sprite clicked\nchange \[gems v\] by \(2\)/);
    expect(text).not.toContain("change y by");
  });

  it("'the Cat goes up by 10': a sprite going up still moves", () => {
    expect(read("the Cat goes up by 10 when I press up").text).toContain("change y by (10)");
  });
});
