// Issue 26 (decision 1740): motions a child names in one word ("wiggles", "waves", "round and
// round", "to the top right corner", "slowly across the sky") are built as the few blocks a
// teacher would show, nothing named; words that spell the motion out themselves still win.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";

describe("motions said in one word", () => {
  it.each([
    ["the Octopus wiggles", "Octopus", /forever\n {2}turn right \(10\) degrees\n {2}wait \(0\.1\) seconds\n {2}turn left \(10\) degrees/],
    ["my jelly should wobble 3 times", "Jelly", /repeat \(3\)\n {2}turn right \(10\) degrees/],
    ["the Robot waves", "Robot", /repeat \(2\)\n {2}turn right \(15\) degrees\n {2}wait \(0\.2\) seconds\n {2}turn left \(15\) degrees/],
    ["Can the Robot say hello and wave?", "Robot", /say \[Hello\] for \(2\) seconds\nrepeat \(2\)\n {2}turn right \(15\) degrees/],
    ["the Fish swims round and round", "Fish", /forever\n {2}move \(5\) steps\n {2}turn right \(5\) degrees/],
    ["make the Bee fly in circles", "Bee", /forever\n {2}move \(5\) steps\n {2}turn right \(5\) degrees/],
    ["Reception: the Bee buzzes round and round.", "Bee", /start sound \(Buzz v\)\nforever\n {2}move \(5\) steps/],
    ["Grade 2: the Sun moves to the top right corner.", "Sun", /go to x: \(190\) y: \(130\)/],
    ["the Rocket glides to the bottom left corner in 3 seconds", "Rocket", /glide \(3\) secs to x: \(-190\) y: \(-130\)/],
    ["How I make the Moon go slowly across the sky?", "Moon", /go to x: \(-200\) y: \(y position\)\nglide \(4\) secs to x: \(200\) y: \(y position\)/],
    ["the Cloud floats across the sky", "Cloud", /glide \(2\) secs to x: \(200\) y: \(y position\)/],
    ["make the Crab walk sideways forever", "Crab", /forever\n {2}move \(10\) steps/],
  ])("%s: the %s does it, nothing named", (prompt, sprite, steps) => {
    const { text, leftOut } = answerText(prompt);
    expect(leftOut).toEqual([]);
    expect(text).toContain(`// sprite: ${sprite}`);
    expect(text).toMatch(steps);
  });

  it("a wave is not a drawn wave, nor a drawn wave a hand waving", () => {
    expect(answerText("the Robot waves").text).not.toContain("sin");
    expect(answerText("draw a sine wave").text).not.toContain("turn right (15) degrees");
  });

  it.each([
    ["pressing w makes him wave (turn right 20 degrees and left 20 degrees, 2 times)", "turn right (20) degrees"],
    ["make the Flag wave 10 times: next costume and wait 0.2", "next costume"],
    ["Can the Bee wiggle when he presses b: turn right 15 degrees then left 15 degrees, 3 times?", "turn right (15) degrees"],
  ])("%s: the motion spelled out in brackets or after a colon is built as spelled", (prompt, spelled) => {
    const { text } = answerText(prompt);
    expect(text).toContain(spelled);
    expect(text).not.toContain("turn right (10) degrees\n  wait (0.1) seconds");
    expect(text).not.toMatch(/repeat \(2\)\n {2}turn right \(15\) degrees\n {2}wait \(0\.2\) seconds/);
  });

  it("a circle the child spells out keeps the child's steps ('fly in a circle forever, move 6 turn 4')", () => {
    const { text } = answerText("how do i make the Gull fly in a circle forever, move 6 turn 4");
    expect(text).toContain("move (6) steps");
    expect(text).not.toContain("move (5) steps");
  });

  it("to and fro across the screen still bounces ('walk back and forth across the screen')", () => {
    const { text } = answerText("Could the cat walk back and forth across the screen forever?");
    expect(text).toContain("if on edge, bounce");
    expect(text).not.toContain("go to x: (-200)");
  });

  it("played: the Fish swims a circle (it turns and comes back near where it started); the Sun ends in the top right corner", async () => {
    await playAnswer("the Fish swims round and round", async (vm) => {
      const seen: { x: number; y: number; direction: number }[] = [];
      for (let frame = 0; frame < 90; frame++) {
        await vm.step(1);
        const fish = vm.sprite("Fish");
        seen.push({ x: fish.x, y: fish.y, direction: fish.direction });
      }
      expect(new Set(seen.map((s) => Math.round(s.direction))).size).toBeGreaterThan(20);
      // (turning right from facing right, the circle lies below where it starts)
      expect(Math.max(...seen.map((s) => Math.abs(s.y)))).toBeGreaterThan(50);
      expect(Math.min(...seen.slice(60).map((s) => Math.hypot(s.x, s.y)))).toBeLessThan(15);
    });
    await playAnswer("Grade 2: the Sun moves to the top right corner.", async (vm) => {
      await vm.runUntilIdle(30);
      expect(vm.sprite("Sun")).toMatchObject({ x: 190, y: 130 });
    });
  });
});
