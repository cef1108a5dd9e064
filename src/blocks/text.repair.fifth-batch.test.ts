// Classes read in the fifth batch's dev answers and the fourth batch's left refusals (issue 27,
// decision 680), tested on wordings of their own: each is repaired where it has one Scratch
// meaning, and refused with a problem a child and a teacher can act on where it has none.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

const errorsOf = (text: string) => parseProgram(text).diagnostics.filter((d) => d.severity === "error");
/** The pipeline's first two steps: what the validator then reads. */
const read = (raw: string) => repairBlocksText(normalizeBlocksText(raw));
const rulesOf = (raw: string) => read(raw).rewrites.map((r) => r.rule);

describe("a block with a note after it", () => {
  it.each([
    ["turn (30) degrees // a little", "turn right (30) degrees // a little"],
    ["move 12 steps // walk", "move (12) steps // walk"],
    ["wait 2 // rest", "wait (2) seconds // rest"],
  ])("gets the repairs it gets without the note: %s", (line, fixed) => {
    expect(read(line).text).toBe(fixed);
    expect(errorsOf(read(line).text)).toEqual([]);
  });
});

describe("a wait with an amount and no unit", () => {
  it.each([
    ["wait (pick random (2) to (5))", "wait (pick random (2) to (5)) seconds"],
    ["wait ((delay) / (2))", "wait ((delay) / (2)) seconds"],
    ["wait 3", "wait (3) seconds"],
  ])("counts seconds, Scratch's only wait with an amount: %s", (line, fixed) => {
    expect(errorsOf(line)).not.toEqual([]);
    expect(read(line).text).toBe(fixed);
    expect(errorsOf(read(line).text)).toEqual([]);
  });

  it("leaves wait until alone", () => {
    expect(read("wait until <mouse down?>").text).toBe("wait until <mouse down?>");
  });
});

describe("two sensing conditions joined inside one pair of pointy brackets", () => {
  it.each([
    ["wait until <key (a v) pressed? and mouse down?>", "wait until <<key (a v) pressed?> and <mouse down?>>"],
    ["if <touching (rock v)? or touching (edge v)?> then\n  bounce\nend", "if <<touching (rock v)?> or <touching (edge v)?>> then"],
  ])("gets a pair for each condition: %s", (raw, fixed) => {
    const result = read(raw);
    expect(result.text.split("\n")[0]).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toContain("infix-operator");
  });

  it("does not make a pair of words that are no condition", () => {
    expect(errorsOf(read("if <the dragon sleeps? and night> then\n  hide\nend").text)).not.toEqual([]);
  });
});

describe("a title ending in a colon on top of a stack", () => {
  it("becomes a note, hat or not", () => {
    const text = read("```\nLoop one:\nforever\n  next costume\nend\n\nLoop two:\nforever\n  turn right (5) degrees\nend\n```").text;
    // The first line of an answer is its own case (a heading over the whole answer).
    expect(text).toContain("// Loop two:");
    expect(text.split("\n").filter((l) => /^\s*Loop (?:one|two):/.test(l))).toEqual([]);
    expect(text.match(/^forever/gm)).toHaveLength(2);
    expect(errorsOf(text).filter((d) => d.code === "undefined-custom-block" || d.code === "unknown-block")).toEqual([]);
  });

  it("keeps a line in the middle of a stack", () => {
    expect(errorsOf(read("```\nwhen green flag clicked\nsay [hi]\nNext part:\nhide\n```").text)).not.toEqual([]);
  });
});

describe("a variable named without brackets that the program uses nowhere else", () => {
  it.each([
    ["change coins by 3", "change [coins v] by (3)"],
    ["set best time to 0", "set [best time v] to (0)"],
  ])("is a new variable, as Scratch makes one: %s", (line, fixed) => {
    const text = read(`when green flag clicked\n${line}`).text;
    expect(text.split("\n")[1]).toBe(fixed);
    expect(errorsOf(text)).toEqual([]);
  });

  it.each(["set rotation to (90)", "set direction to (45)", "change costume by (1)"])("stays refused where a word names what a sprite has: %s", (line) => {
    expect(errorsOf(read(`when green flag clicked\n${line}`).text)).not.toEqual([]);
  });
});

describe("a go to that names one coordinate", () => {
  it.each([
    ["go to x: 120", "set x to (120)"],
    ["go to y: (-90)", "set y to (-90)"],
    ["go to x: (mouse x)", "set x to (mouse x)"],
  ])("moves along that one: %s", (line, fixed) => {
    expect(read(line).text).toBe(fixed);
    expect(errorsOf(read(line).text)).toEqual([]);
  });

  it("keeps a position past the stage's edge: Scratch keeps the sprite on the stage", () => {
    expect(errorsOf(read("go to x: 600 y: -400").text)).toEqual([]);
    expect(read("go to x: 999").text).toBe("set x to (999)");
  });
});

describe("placeholders an answer leaves", () => {
  it("names blocks left out as left out", () => {
    const [error] = errorsOf(read("when green flag clicked\nforever\n  ... (the jumping blocks)\nend").text);
    expect(error?.message).toContain("stands for blocks that were left out");
  });

  it.each(["<condition>", "<condition1>", "<your condition>"])("names an empty condition as a gap to fill in: %s", (gap) => {
    const [error] = errorsOf(read(`when green flag clicked\nif ${gap} then\n  say [yes]\nend`).text);
    expect(error?.message).toContain("is a gap to fill in");
    expect(error?.message).toContain("<touching (edge v)?>");
  });
});

describe("two forever loops lined up under one hat", () => {
  const spin = "when this sprite clicked\nforever\n  turn right (5) degrees\n";
  const glow = "forever\n  change [color v] effect by (10)\n";
  it.each([
    ["with both ends at the bottom", `${spin}${glow}end\nend`],
    ["with the first loop closed", `${spin}end\n${glow}end`],
  ])("become two scripts under the same hat (%s)", (_how, raw) => {
    expect(errorsOf(raw)).not.toEqual([]);
    const result = read(raw);
    expect(errorsOf(result.text)).toEqual([]);
    expect(rulesOf(raw)).toContain("split-loops");
    const scripts = parseProgram(result.text).program.scripts;
    expect(scripts).toHaveLength(2);
    expect(result.text.match(/when this sprite clicked/g)).toHaveLength(2);
  });

  it("leaves a loop inside a loop alone", () => {
    const nested = "when green flag clicked\nforever\n  next costume\n  forever\n    turn right (1) degrees\n  end\nend";
    expect(read(nested).text).toBe(nested);
  });
});

describe("several pairs of lined-up loops", () => {
  it("splits each pair, and leaves a good program's loops alone", () => {
    const pair = (hat: string) => `${hat}\nforever\n  next costume\nforever\n  turn right (2) degrees\nend\nend`;
    const result = read(`${pair("when green flag clicked")}\n\n${pair("when this sprite clicked")}\n\n${pair("when [space v] key pressed")}`);
    expect(errorsOf(result.text)).toEqual([]);
    expect(result.rewrites.filter((r) => r.rule === "split-loops")).toHaveLength(3);
    const good = "when green flag clicked\nforever\n  next costume\nend\n\nwhen this sprite clicked\nforever\n  turn right (2) degrees\nend";
    expect(read(good).text).toBe(good);
  });
});
