// Issue 26 (decision 730): sizes said as a whole, never upside down, and nouns that are no
// character (what a block reports, the machine, a list of names to pick from). Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { isSizeMultiple, readSizeTo } from "./plan.size";
import { readRotationStyle } from "./plan.rotation";
import { inListOfNames, namingSentences } from "./plan.choices";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("a size said as a whole (plan.size.ts)", () => {
  it.each([
    ["the owl grows to twice its size", 200],
    ["the owl shrinks to half its size", 50],
    ["the owl grows to double its normal size", 200],
    ["the owl gets 3 times bigger", 300],
    ["the owl grows to 150%", 150],
    ["the owl becomes four times its size", 400],
  ])("'%s' sets the size to %i%%", (prompt, percent) => {
    const words = readWords(prompt);
    expect(readSizeTo(words, 2)?.percent).toBe(percent);
    const { text, leftOut } = read(prompt);
    expect(text).toContain(`set size to (${percent}) %`);
    expect(text).not.toContain("repeat");
    expect(leftOut).toEqual([]);
  });

  it("a count that is no size stays a repeat: 'the owl hoots twice', 'grows by 10 three times'", () => {
    expect(isSizeMultiple(readWords("the owl hoots twice"), 3)).toBe(false);
    expect(read("the owl grows by 10 three times").text).toMatch(/repeat \(3\)\n\s+change size by \(10\)/);
    expect(readSizeTo(readWords("the owl grows by 10"), 2)).toBeUndefined();
  });
});

describe("never upside down (plan.rotation.ts)", () => {
  it.each(["the crab walks along without turning upside down", "the crab never goes upside down", "the crab doesn't flip", "the crab only faces left and right", "rotation style left right"])("'%s' asks for the left-right style", (prompt) => {
    expect(readRotationStyle(readWords(prompt))).toBeDefined();
  });

  it("'upside down' with no 'not' asks for nothing: 'the bat hangs upside down'", () => {
    expect(readRotationStyle(readWords("the bat hangs upside down"))).toBeUndefined();
  });

  it("'the Crab walks back and forth forever and never turns upside down': the style is set once, before the loop, and 'turns' is no turn", () => {
    const { text, leftOut } = read("the Crab walks back and forth forever and never turns upside down");
    expect(text).toMatch(/when green flag clicked\nset rotation style \[left-right v\]\nforever/);
    expect(text).not.toContain("turn right");
    expect(leftOut).toEqual([]);
  });
});

describe("nouns that are no character", () => {
  it("'the loudness', 'an input', 'their product', 'the laptop' are never sprites", () => {
    expect(read("when the loudness is over 40 the Owl hoots").names).toEqual(["Owl"]);
    expect(read("the laptop picks a random number from 1 to 6 and says it").names).toEqual(["Sprite1"]);
    expect(read("the Robot asks for two numbers and says their product").names).toEqual(["Robot"]);
  });

  it("names in a list to pick from are values: 'the names are tom, kit, ben and jo'", () => {
    const words = readWords("the names are tom, kit, ben and jo");
    const at = words.findIndex((w) => w.word === "kit");
    expect(inListOfNames(words, at)).toBe(true);
    expect(read("the names are tom, kit, ben and jo. when I press p it says one of them").names).toEqual(["Sprite1"]);
  });

  it("characters joined by 'and' are still characters: 'the fox, the hen and the owl dance'", () => {
    const words = readWords("the fox, the hen and the owl dance");
    expect(inListOfNames(words, words.findIndex((w) => w.word === "hen"))).toBe(false);
  });
});

describe("a sentence that only names the program", () => {
  it("'A bouncy clock. The Dial turns 30 degrees every second.': the first sentence frames, the second is built", () => {
    const words = readWords("A bouncy clock. The Dial turns 30 degrees every second.");
    expect(namingSentences(words)).toEqual([0, 1, 2, 3]);
    expect(read("A bouncy clock. The Dial turns 30 degrees every second.").leftOut).toEqual([]);
  });

  it("a sentence that asks for something, a title before a colon, or a character alone is no naming sentence", () => {
    expect(namingSentences(readWords("Make a clock. The Dial turns."))).toEqual([]);
    expect(namingSentences(readWords("my clock: the Dial turns"))).toEqual([]);
    expect(namingSentences(readWords("A red fox. The fox runs."))).toEqual([]);
  });
});
