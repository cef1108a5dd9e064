// Issue 26 (decision 1660): a sprite bounced sideways off the edges is set to the left-right
// rotation style, so it walks back the right way up; a sprite that turns or points keeps its style.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";

const LEFT_RIGHT = "set rotation style [left-right v]";

describe("upright when bouncing", () => {
  it.each([
    "the cat walks back and forth across the screen forever",
    "make the Fish swim left and right forever",
    "the Horse runs 5 steps forever and bounces on the edge",
  ])("%s: the style is set just before the loop that bounces it", (prompt) => {
    const { text } = answerText(prompt);
    expect(text).toContain(LEFT_RIGHT);
    expect(text.indexOf(LEFT_RIGHT)).toBeLessThan(text.indexOf("forever"));
    expect(text.match(/set rotation style/g)).toHaveLength(1);
  });

  it("a sprite that appears and then bounces still shows itself first", () => {
    const { text } = answerText('Leo says "Hi" and then a football appears and bounces');
    const football = text.slice(text.indexOf("// sprite: Football"));
    expect(football.indexOf("show")).toBeLessThan(football.indexOf(LEFT_RIGHT));
  });

  it.each([
    "the Ball bounces around and turns 15 degrees",
    "the Bee points towards the Flower and moves 5 steps forever, bouncing on the edge",
    "the Cat walks forever and bounces, with rotation style all around",
    "the Cat walks forever and bounces, and it should not rotate",
  ])("%s: a sprite that turns, points or has a style of its own is left as told", (prompt) => {
    expect(answerText(prompt).text).not.toContain(LEFT_RIGHT);
  });

  it("a sprite that moves without bouncing gets no style", () => {
    expect(answerText("the Car moves 5 steps forever").text).not.toContain("rotation style");
  });

  it("played: the walking Cat's style is left-right once the flag is clicked, so its turn back draws it upright", async () => {
    await playAnswer("the cat walks back and forth across the screen forever", async (vm) => {
      await vm.step(2);
      const cat = vm.vm.runtime.getSpriteTargetByName("Cat") as unknown as { rotationStyle: string };
      expect(cat.rotationStyle).toBe("left-right");
    });
  });
});
