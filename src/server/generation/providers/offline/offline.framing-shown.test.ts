// The teller's sentence about what the class shows (offline.framing.ts aboutTheTeller, decision
// 1530): "We show computers made of recycled materials." before the request asks for nothing,
// even when a sprite is named for one of the things shown; a sentence that gives them something
// to do stays named.
import { describe, expect, it } from "vitest";
import { leftOutOf as leftOut } from "./test-support/built-answer";


describe("what the class shows, told before the request", () => {
  it("is framing when the things shown are only described", () => {
    expect(leftOut("We show computers made of recycled materials. The Computer sprite must say 'Bonjour Togo' when I click it.")).toEqual([]);
    expect(leftOut("we exhibit planets made of paper. the Planet says 'Hi' when i click it")).toEqual([]);
  });

  it("stays named when the sentence asks the things shown to do something", () => {
    expect(leftOut("We show computers that blink and beep. The Computer sprite must say 'Bonjour Togo' when I click it.").length).toBeGreaterThan(0);
  });
});
