// Issue 26 (decision 770): a count said before its actions ("then three times it ...", "repeat 5
// times, ...") holds the actions joined after it; "moves back" goes back as far as it went; a
// count's number is never a distance; "the Fox and the Hare each ..." is both of them; "On go,"
// answers the message "go". Wordings of our own.
import { describe, expect, it } from "vitest";
import { readPlan } from "./plan.read";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("a count before its actions", () => {
  it("'the Crab goes to the middle, then three times it moves 30 steps and turns 120 degrees': the go-to before the loop, both actions in it", () => {
    const { text, leftOut } = read("the Crab goes to the middle, then three times it moves 30 steps and turns 120 degrees");
    expect(text).toMatch(/go to x: \(0\) y: \(0\)\nrepeat \(3\)\n\s+move \(30\) steps\n\s+turn right \(120\) degrees\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'repeat 5 times, move 20 steps, turn left 72 degrees and wait 1 second': one loop of all three", () => {
    const { text, leftOut } = read("The Snail: repeat 5 times, move 20 steps, turn left 72 degrees and wait 1 second.");
    expect(text).toMatch(/repeat \(5\)\n\s+move \(20\) steps\n\s+turn left \(72\) degrees\n\s+wait \(1\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a sentence after the loop's own is not in it", () => {
    const { text } = read("repeat 2 times, move 10 steps and turn 90 degrees. Then say \"Done\"");
    expect(text).toMatch(/end\nsay \[Done\]/);
  });
});

describe("moving back", () => {
  it("'walks 60 steps, waits 2 seconds and walks back, 4 times': back by 60, and 4 is a count, not a distance", () => {
    const { text, leftOut } = read("the Robot walks 60 steps, waits 2 seconds and walks back, 4 times");
    expect(text).toMatch(/repeat \(4\)\n\s+move \(60\) steps\n\s+wait \(2\) seconds\n\s+move \(-60\) steps\nend/);
    expect(text).not.toContain("move (4) steps");
    expect(leftOut).toEqual([]);
  });
});

describe("characters acting together, and a message that opens a sentence", () => {
  it("'the Fox and the Hare each move 5 steps': a script on both", () => {
    const { plan } = readPlan("the Fox and the Hare each move 5 steps");
    expect(plan.characters.map((c) => [c.name, c.scripts.length])).toEqual([["Fox", 1], ["Hare", 1]]);
  });

  it("'The Judge broadcasts start. On start, the Fox and the Hare run 20 steps.': both answer the message", () => {
    const { plan } = readPlan("The Judge broadcasts start. On start, the Fox and the Hare run 20 steps.");
    for (const name of ["Fox", "Hare"]) {
      const scripts = plan.characters.find((c) => c.name === name)?.scripts ?? [];
      expect(scripts.map((s) => s.trigger)).toEqual([{ kind: "message", name: "start" }]);
    }
    expect(plan.leftOut).toEqual([]);
  });

  it("'on' before a word no message has is no message", () => {
    const { plan } = readPlan("On Monday the Fox runs 20 steps.");
    expect(JSON.stringify(plan)).not.toContain('"kind":"message"');
  });
});
