// Issue 26: a count closing a sequence repeats the sequence only; what is said after it runs once,
// after the loop. "Back" with a distance walks that far the other way.
import { describe, expect, it } from "vitest";
import { answerText as read } from "./plan.answer-text";

describe("a count closing a sequence", () => {
  it("what follows the count in its sentence runs after the loop", () => {
    const { text, leftOut } = read('the Snail turns 45 degrees and waits 2 seconds, 8 times, then says "Dizzy!"');
    expect(text).toMatch(/repeat \(8\)\n {2}turn right \(45\) degrees\n {2}wait \(2\) seconds\nend\nsay \[Dizzy!\]/);
    expect(leftOut).toEqual([]);
  });

  it("a sentence after the count runs after the loop too", () => {
    const { text } = read('the Snail turns 45 degrees and waits 2 seconds, 8 times. Then it says "Dizzy!"');
    expect(text).toMatch(/repeat \(8\)\n {2}turn right \(45\) degrees\n {2}wait \(2\) seconds\nend\nsay \[Dizzy!\]/);
  });

  it("goes there and back, so many times, then speaks", () => {
    const { text, leftOut } = read('the Mouse moves forward 30, waits 0.5 seconds and moves back 30, 5 times, then says "Tired"');
    expect(text).toMatch(/repeat \(5\)\n {2}move \(30\) steps\n {2}wait \(0\.5\) seconds\n {2}move \(-30\) steps\nend\nsay \[Tired\]/);
    expect(leftOut).toEqual([]);
  });
});

describe("moving back a distance", () => {
  it("moves back the distance given", () => {
    expect(read("the Beetle walks back 25 steps").text).toMatch(/move \(-25\) steps/);
    expect(read("the Beetle walks 12 steps backwards").text).toMatch(/move \(-12\) steps/);
  });
});
