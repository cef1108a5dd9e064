// Classes read in the fourth batch's dev answers (issue 27, decision 620), tested on wordings of
// their own: each is repaired (or read) where it has one Scratch meaning, and refused with a clear
// problem where it has two.
import { describe, expect, it } from "vitest";
import { parseProgram, repairBlocksText } from "./index";

const repaired = (text: string) => repairBlocksText(text);
const errorsOf = (text: string) => parseProgram(text).diagnostics.filter((d) => d.severity === "error");
/** A C-block's line with a body and its end, so the parser judges the condition and nothing else. */
const whole = (line: string) => (/^(?:if|repeat)\b/.test(line) ? `${line}\n  say [hi]\nend` : line);
/** Refused as written; infix-operator alone gives the Scratch form, which the validator accepts. */
function expectInfixRepair(line: string, fixed: string) {
  expect(errorsOf(whole(line))).not.toEqual([]);
  const result = repaired(line);
  expect(result.text).toBe(fixed);
  expect(result.rewrites.map((r) => r.rule)).toEqual(["infix-operator"]);
  expect(errorsOf(whole(result.text))).toEqual([]);
}

describe("conditions joined by and/or, one written with spaces inside its pointy brackets", () => {
  it.each([
    ["if <key (space v) pressed?> and < (x position) > 100 > then", "if <<key (space v) pressed?> and <(x position) > (100)>> then"],
    ["wait until < (timer) > 30 > or <mouse down?>", "wait until <<(timer) > (30)> or <mouse down?>>"],
    ["repeat until < (lives) < 1 > or < (level) = 5 >", "repeat until <<(lives) < (1)> or <(level) = (5)>>"],
    ["if < (coins) > 9 > and < (gems) > 2 > and <touching (edge v)?> then", "if <<(coins) > (9)> and <<(gems) > (2)> and <touching (edge v)?>>> then"],
  ])("%s → %s", expectInfixRepair);

  it("leaves two arithmetic operators in one condition for the validator (their order is not Scratch's to guess)", () => {
    const line = "if <mouse down?> and < (a) + (b) * (c) > 10 > then";
    expect(repaired(line).text).toBe(line);
    expect(errorsOf(whole(line))).not.toEqual([]);
  });

  it("leaves a condition already in Scratch's form", () => {
    const line = "if <<mouse down?> and <(x position) > (100)>> then";
    expect(repaired(line).text).toBe(line);
  });
});

describe("a turn without brackets that does not say which way", () => {
  it.each([
    ["turn 180 degrees", "turn right (180) degrees"],
    ["turn -360 degrees", "turn right (-360) degrees"],
  ])("turns alike both ways: %s → %s", (line, fixed) => {
    expect(errorsOf(line)).not.toEqual([]);
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toEqual(["bare-number", "turn-direction"]);
    expect(errorsOf(result.text)).toEqual([]);
  });

  it.each([
    ["turn 45 degrees", "turn right (45) degrees"],
    ["turn -90 degrees", "turn right (-90) degrees"],
  ])("any other amount reads as turn right, the sign saying the way (decision 680): %s → %s", (line, fixed) => {
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(errorsOf(result.text)).toEqual([]);
  });
});

describe("a sprite menu naming the ground, the floor or the sky", () => {
  // Scratch's touching menu holds the mouse pointer, the edge and sprites: a name that is neither
  // of the first two can only be a sprite of the game, as `wall` or `platform` is.
  it.each(["if <touching (floor v)?> then\nsay [ouch]\nend", "wait until <touching [Ground v]?>", "go to (sky v)", "point towards [ground v]"])("reads %s as another sprite", (text) => {
    const { diagnostics } = parseProgram(`when green flag clicked\n${text}`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toContain("other-sprite");
  });

  it.each(["if <touching (bottom v)?> then\nsay [ouch]\nend", "go to (center v)", "if <touching (stage v)?> then\nsay [ouch]\nend"])("still refuses a part of the stage: %s", (text) => {
    expect(errorsOf(`when green flag clicked\n${text}`)).not.toEqual([]);
  });
});

describe("a reporter with inputs written bare as one side of a comparison", () => {
  it.each([
    ["wait until <distance to (mouse-pointer v) < 50>", "wait until <(distance to (mouse-pointer v)) < (50)>"],
    ["if <length of [inventory v] > 3> then", "if <(length of [inventory v]) > (3)> then"],
    ["if <item (2) of [scores v] > 10> then", "if <(item (2) of [scores v]) > (10)> then"],
  ])("%s → %s", expectInfixRepair);

  it("leaves words that are no reporter for the validator", () => {
    const line = "wait until <dragon is near [castle v] < 5>";
    expect(repaired(line).text).toBe(line);
    expect(errorsOf(line)).not.toEqual([]);
  });
});
