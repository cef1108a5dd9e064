// Issue 26 (decision 1660): verbs of looks that go on ("twinkles", "blinks", "glows")
// are one round of a look, run for ever unless counted; a song title, a name or a verb spelled out
// after its colon is not read as one.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";

describe("looks that go on", () => {
  it.each([
    ["the Moon twinkles", "Moon", "change [ghost v] effect by (10)"],
    ["the Lamp blinks", "Lamp", "hide"],
    ["make the Firefly glow", "Firefly", "change [brightness v] effect by (8)"],
  ])("%s: the %s repeats its look for ever, nothing named", (prompt, sprite, step) => {
    const { text, leftOut } = answerText(prompt);
    expect(leftOut).toEqual([]);
    expect(text).toContain(`// sprite: ${sprite}`);
    expect(text).toMatch(/when green flag clicked\nforever\n/);
    expect(text).toContain(step);
  });

  it("a counted look runs its count ('the Firefly glows 3 times'), a clicked one starts on the click", () => {
    expect(answerText("the Firefly glows 3 times").text).toMatch(/repeat \(3\)\n {2}repeat \(5\)\n {4}change \[brightness v\] effect by \(8\)/);
    expect(answerText("the Star twinkles when I click it").text).toMatch(/when this sprite clicked\nforever\n/);
  });

  it.each([
    "A music box: play twinkle twinkle little star when the green flag is clicked",
    "play the twinkle song on the piano",
  ])("%s: the song, not a look", (prompt) => {
    expect(answerText(prompt).text).not.toContain("ghost");
  });

  it("a name is no verb: 'a unicorn that flies around, its called Sparkle' makes no sparkle", () => {
    expect(answerText("a unicorn that flies around by itself, its called Sparkle").text).not.toContain("brightness");
  });

  it("a look spelled out after its colon is built as spelled: 'make the Lake sparkle: its colour effect goes up 10 every 0.5 seconds forever'", () => {
    const { text } = answerText("make the Lake sparkle: its colour effect goes up 10 every 0.5 seconds forever");
    expect(text).not.toContain("brightness");
  });

  it("played: the twinkling Moon's ghost effect goes up and comes back down; the blinking Lamp hides and shows again", async () => {
    await playAnswer("the Moon twinkles", async (vm) => {
      const ghost = () => (vm.vm.runtime.getSpriteTargetByName("Moon") as unknown as { effects: { ghost: number } }).effects.ghost;
      const seen: number[] = [];
      for (let frame = 0; frame < 30; frame++) {
        await vm.step(1);
        seen.push(ghost());
      }
      expect(Math.max(...seen)).toBeGreaterThanOrEqual(40);
      expect(seen.slice(seen.indexOf(Math.max(...seen))).some((value) => value < Math.max(...seen))).toBe(true);
    });
    await playAnswer("the Lamp blinks", async (vm) => {
      const visible: boolean[] = [];
      for (let frame = 0; frame < 40; frame++) {
        await vm.step(1);
        visible.push(vm.sprite("Lamp").visible);
      }
      expect(visible).toContain(false);
      expect(visible.slice(visible.indexOf(false))).toContain(true);
    });
  });
});
