// Issue 26 (decision 770): clicks said as "clicking the X says ..." for several characters in a
// row, "makes it say", and "a random costume from 1 to 6". Wordings of our own.
import { describe, expect, it } from "vitest";
import { readPlanWords } from "./plan.read";
import { dialoguePlan } from "./plan.dialogue";
import { answerRequest } from "../offline.answer";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

/** The scripts of one sprite in the compiled text, from its "// sprite:" line to the next one. */
const spriteText = (text: string, name: string) => text.split(/(?=\/\/ sprite: )/).find((part) => part.startsWith(`// sprite: ${name}\n`)) ?? "";

describe("clicking each character", () => {
  it("'clicking the Moon says ..., clicking the Star says ...': each line under a click on its own sprite", () => {
    const answer = answerRequest('clicking the Moon says "Goodnight", clicking the Star says "Twinkle", and clicking the Owl plays a hoot sound');
    const { text, leftOut } = answer.kind === "program" ? answer : { text: "", leftOut: ["declined"] };
    expect(spriteText(text, "Moon")).toMatch(/when this sprite clicked\nsay \[Goodnight\] for \(2\) seconds/);
    expect(spriteText(text, "Star")).toMatch(/when this sprite clicked\nsay \[Twinkle\] for \(2\) seconds/);
    expect(spriteText(text, "Owl")).toMatch(/when this sprite clicked\nplay sound/);
    expect(text).not.toContain("when green flag clicked");
    expect(leftOut).toEqual([]);
  });

  it("lines answering clicks are not a story told in turns", () => {
    expect(dialoguePlan(readPlanWords('clicking the Moon says "Goodnight", clicking the Star says "Twinkle"').words)).toBeUndefined();
    expect(dialoguePlan(readPlanWords('when the green flag is clicked the Moon says "Goodnight" and the Star says "Twinkle"').words)).toBeDefined();
  });

  it("'clicking the Frog makes it say \"Ribbit\"': nothing left out", () => {
    const { text, leftOut } = read('clicking the Frog makes it say "Ribbit" for 1 second');
    expect(text).toMatch(/when this sprite clicked\nsay \[Ribbit\] for \(1\) seconds/);
    expect(leftOut).toEqual([]);
  });
});

describe("a random costume", () => {
  it("'when the Coin is clicked it switches to a random costume from 1 to 2': pick random in the costume block", () => {
    const { text, leftOut } = read("when the Coin is clicked it switches to a random costume from 1 to 2");
    expect(text).toMatch(/when this sprite clicked\nswitch costume to \(pick random \(1\) to \(2\)\)/);
    expect(leftOut).toEqual([]);
  });

  it("'changes to a random costume between 2 and 5' keeps the child's numbers", () => {
    const { text } = read("the Gem changes to a random costume between 2 and 5 when I press c");
    expect(text).toContain("switch costume to (pick random (2) to (5))");
  });
});

describe("a thing that pops", () => {
  it("'click the Bubble and it pops': the pop sound and it is gone", () => {
    const { text, leftOut } = read("click the Bubble and it pops");
    expect(text).toMatch(/when this sprite clicked\nstart sound \(Pop v\)\nhide/);
    expect(leftOut).toEqual([]);
  });

  it("'the mole pops up' still appears, it does not burst", () => {
    const { text } = read("the mole pops up when I press space");
    expect(text).toMatch(/when \[space v\] key pressed\nshow/);
    expect(text).not.toContain("Pop");
  });
});
