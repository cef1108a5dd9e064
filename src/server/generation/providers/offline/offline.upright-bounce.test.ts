// Issue 26 (decision 1670): a sprite bounced sideways off the edges is set to the left-right
// rotation style on the finished project text, so it walks back the right way up; a sprite that
// turns or points keeps Scratch's style, and a request that speaks of rotating is left as it says.
import { describe, expect, it } from "vitest";
import { builtAnswer } from "./test-support/built-answer";
import { playAnswer } from "./test-support/answer-in-vm";
import { uprightWhenBouncing } from "./offline.upright-bounce";

const LEFT_RIGHT = "set rotation style [left-right v]";
const blocks = (prompt: string) => builtAnswer(prompt).text.replace(/ \/\/ [^\n]*/g, "");

describe("upright when bouncing", () => {
  it.each([
    "the cat walks back and forth across the screen forever",
    "make the Fish swim left and right forever",
    "the Horse runs 5 steps forever and bounces on the edge",
  ])("%s: the style is set once, just before the loop that bounces it, and nothing is named", (prompt) => {
    const text = blocks(prompt);
    expect(text.match(/set rotation style/g)).toHaveLength(1);
    expect(text).toMatch(/set rotation style \[left-right v\]\nforever\n/);
    expect(builtAnswer(prompt).leftOut).toEqual([]);
  });

  it("goes before the way the sprite points for its loop, and after what the script does first", () => {
    expect(blocks("the Bee flies to the left forever and reverses at the wall")).toMatch(/set rotation style \[left-right v\]\npoint in direction \(-90\)\nforever/);
    const football = blocks('Leo says "Hi" and then a football appears and bounces');
    const section = football.slice(football.indexOf("// sprite: Football"));
    expect(section.indexOf("show")).toBeLessThan(section.indexOf(LEFT_RIGHT));
  });

  it("a library program's bouncing ball gets it too, and names nothing more", () => {
    const answer = builtAnswer("tennis game: the Ball moves 4 steps forever and bounces off the edge, and the Bat follows the mouse's x");
    expect(answer.leftOut).toEqual([]);
    const ball = answer.text.slice(answer.text.indexOf("// sprite: Ball"));
    expect(ball).toContain(LEFT_RIGHT);
  });

  it.each([
    "the Ball bounces around and turns 15 degrees",
    "the Bee points towards the Flower and moves 5 steps forever, bouncing on the edge",
    "the Cat walks forever and bounces, with rotation style all around",
    "the Cat walks forever and bounces, and it should not rotate",
    "make a pong game",
  ])("%s: a sprite that turns, points or is told how to rotate is left as told", (prompt) => {
    expect(blocks(prompt)).not.toContain(LEFT_RIGHT);
  });

  it("a mover that never bounces, and a stage, get nothing", () => {
    expect(blocks("the Car moves 5 steps forever")).not.toContain("rotation style");
    const text = "// stage\n\nwhen green flag clicked\nforever\n  if on edge, bounce\nend\n";
    expect(uprightWhenBouncing("", text)).toBe(text);
  });

  it("played: the walking Cat's style is left-right once the flag is clicked, so its turn back draws it upright", async () => {
    await playAnswer("the cat walks back and forth across the screen forever", async (vm) => {
      await vm.step(2);
      const cat = vm.vm.runtime.getSpriteTargetByName("Cat") as unknown as { rotationStyle: string };
      expect(cat.rotationStyle).toBe("left-right");
    });
  });
});
