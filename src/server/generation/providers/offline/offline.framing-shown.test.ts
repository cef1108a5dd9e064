// The teller's sentence about what the class shows (offline.framing.ts aboutTheTeller, decision
// 1530): "We show computers made of recycled materials." before the request asks for nothing,
// even when a sprite is named for one of the things shown; a sentence that gives them something
// to do stays named.
import { describe, expect, it } from "vitest";
import { builtAnswer, leftOutOf as leftOut } from "./test-support/built-answer";


describe("what the class shows, told before the request", () => {
  it("is framing when the things shown are only described", () => {
    expect(leftOut("We show computers made of recycled materials. The Computer sprite must say 'Bonjour Togo' when I click it.")).toEqual([]);
    expect(leftOut("we exhibit planets made of paper. the Planet says 'Hi' when i click it")).toEqual([]);
  });

  it("is built or stays named when the sentence asks the things shown to do something", () => {
    // (since decision 1660 the reader builds a blink: the Computer hides and shows again; before, the blink was named)
    const answer = builtAnswer("We show computers that blink and beep. The Computer sprite must say 'Bonjour Togo' when I click it.");
    const blinkBuilt = /forever\n {2}hide\n {2}wait \([\d.]+\) seconds\n {2}show/.test(answer.text.replace(/ \/\/ [^\n]*/g, ""));
    expect(blinkBuilt || answer.leftOut.some((part) => /blink/.test(part))).toBe(true);
  });
});
