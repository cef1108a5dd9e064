// Issue 26 (decision 1750): "the Coin hides when the Hero touches it": "it" is the sprite spoken of
// before, and the steps are its own. Touching is the same from either side in Scratch, so the
// event is read as "when it touches the Hero", on the Coin; nothing is named for the Hero.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

/** The lines under a sprite's heading in project text, up to the next sprite. */
const spriteLines = (text: string, name: string) => text.split(`// sprite: ${name}\n`)[1]?.split("// sprite:")[0] ?? "";

describe("touched by another sprite, said with 'it'", () => {
  it.each([
    ["the Coin hides when the Hero touches it", "Coin", "Hero", "hide"],
    ["the Apple disappears when the Cat touches it", "Apple", "Cat", "hide"],
    ["the Ball says ouch when the Bat hits it", "Ball", "Bat", "say [Ouch] for (2) seconds"],
    ["the Coin should spin: next costume every 0.1 seconds forever, and when the Hero touches it, it hides and plays a sound", "Coin", "Hero", "hide"],
  ])("%s: the %s checks touching the %s and does it, nothing named", (prompt, touched, toucher, step) => {
    const { text, leftOut } = answerText(prompt);
    expect(leftOut).toEqual([]);
    const own = spriteLines(text, touched);
    expect(own).toContain(`if <touching (${toucher} v)?> then`);
    expect(own).toContain(step);
    expect(spriteLines(text, toucher)).not.toContain(step);
  });

  it("the costume loop stays the Coin's when a touch by the Hero follows it", () => {
    const { text } = answerText("the Coin should spin: next costume every 0.1 seconds forever, and when the Hero touches it, it hides and plays a sound");
    expect(spriteLines(text, "Coin")).toContain("next costume");
    expect(spriteLines(text, "Hero")).not.toContain("next costume");
  });

  it.each([
    // the one who touches is the subject, and no other sprite was spoken of before: as written
    ["when the Hero touches the Coin, it hides", "Hero"],
    // "it" is no object of the touch here: the Hero touches the Coin
    ["the Dog barks when the Cat touches the Ball", "Cat"],
  ])("%s: left as written", (prompt, toucher) => {
    const { text } = answerText(prompt);
    expect(text).not.toMatch(new RegExp(`// sprite: (?!${toucher})[A-Za-z]+\\n(?:.*\\n)*?if <touching \\(${toucher} v\\)\\?> then`));
  });

  it("played: the Coin hides once the Hero is moved onto it", async () => {
    await playAnswer("the Coin hides when the Hero touches it", async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Coin").visible).toBe(true);
      const coin = vm.sprite("Coin");
      const hero = vm.vm.runtime.getSpriteTargetByName("Hero") as unknown as { setXY: (x: number, y: number) => void };
      hero.setXY(coin.x, coin.y);
      await vm.step(5);
      expect(vm.sprite("Coin").visible).toBe(false);
    }, touchByDistance);
  });
});
