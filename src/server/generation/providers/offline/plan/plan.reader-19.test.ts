// Issue 26, decision 1330: a movement verb whose steps are said after a colon, and an effect said
// to go up or down. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const read = (prompt: string) => {
  const reading = readPlan(prompt);
  return { text: compilePlan(reading.plan).text, leftOut: reading.plan.leftOut };
};

describe("a movement verb spelled out after a colon", () => {
  it("'falls when I press the down arrow: change y by -5, 20 times': only the steps said, under the key", () => {
    const { text, leftOut } = read("the Apple falls when I press the down arrow: change y by -5, 20 times");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[down arrow v\] key pressed\nrepeat \(20\)\n\s+change y by \(-5\)\nend/);
    expect(text).not.toMatch(/forever/);
  });

  it("'hops 4 times: change y by 30, wait ..., change y by -30': the count is the steps' loop", () => {
    const { text, leftOut } = read("the Frog hops 4 times: change y by 30, wait 0.2 seconds, change y by -30");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(4\)\n\s+change y by \(30\)\n\s+wait \(0\.2\) seconds\n\s+change y by \(-30\)\nend/);
    expect(text.match(/repeat/g)).toHaveLength(1);
  });

  it("'swims across 2 times: glide ..., then glide ...': one loop of the glides", () => {
    const { text } = read("the Shark swims across 2 times: glide 3 seconds to x 200, then glide 3 seconds to x -200.");
    expect(text).toMatch(/repeat \(2\)\n\s+glide \(3\) secs to x: \(200\) y: \(y position\)\n\s+glide \(3\) secs to x: \(-200\) y: \(y position\)\nend/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });
});

describe("an effect said to go up or down", () => {
  it("'ghost effect goes up 10 every 1 second, 10 times'", () => {
    const { text, leftOut } = read("the Ghost fades: ghost effect goes up 10 every 1 second, 10 times");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(10\)\n\s+change \[ghost v\] effect by \(10\)\n\s+wait \(1\) seconds\nend/);
  });

  it("'its brightness effect goes down by 20' when clicked", () => {
    const { text } = read("when I click the Lamp its brightness effect goes down by 20");
    expect(text).toMatch(/when this sprite clicked\nchange \[brightness v\] effect by \(-20\)/);
  });
});
