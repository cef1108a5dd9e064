// Classes seen in the third batch's dev answers (issue 27), tested on wordings of their own: a
// field's name written alone in round brackets, true/false typed bare into a slot, a stack cut
// off under a C-block left open, and a text that runs over a line's end.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

const repaired = (text: string) => repairBlocksText(text);
const errorsOf = (text: string) => parseProgram(text).diagnostics.filter((d) => d.severity === "error");

describe("a field's name alone in round brackets", () => {
  it.each([
    ["set (lives) to (3)", "set [lives v] to (3)"],
    ["change (coins) by (-1)", "change [coins v] by (-1)"],
    ["when I receive (level up)", "when I receive [level up v]"],
    ["set (ghost) effect to (50)", "set [ghost v] effect to (50)"],
    ["insert [apple] at (1) of (fruit)", "insert [apple] at (1) of [fruit v]"],
    ["say (item (2) of (fruit))", "say (item (2) of [fruit v])"],
    ["show variable (lives)", "show variable [lives v]"],
  ])("%s → %s", (line, fixed) => {
    expect(errorsOf(line)).not.toEqual([]);
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toContain("menu-brackets");
    expect(errorsOf(result.text)).toEqual([]);
  });

  it("leaves a reporter where Scratch takes one: a menu's place and a value's place", () => {
    for (const line of ["go to (target)", "point towards (enemy)", "say (lives)", "set [x v] to (lives)", "change x by (speed)"]) expect(repaired(line).text).toBe(line);
  });
});

describe("true or false typed bare into a slot", () => {
  it.each([
    ["set [game over v] to false", "set [game over v] to [false]"],
    ["if <(has key) = True> then", "if <(has key) = [True]> then"],
    ["wait until <(ready) = true>", "wait until <(ready) = [true]>"],
  ])("%s → %s", (line, fixed) => {
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toContain("bare-truth-value");
  });

  it("leaves the words inside a text and a custom block's own words alone", () => {
    for (const line of ["say [true or false?]", "think [false alarm] for (2) seconds"]) expect(repaired(line).text).toBe(line);
    const own = "define answer true\nanswer true";
    expect(repaired(own).text).toBe(own);
  });
});

describe("a stack cut off under a C-block left open", () => {
  it("closes the C-block where its indentation stops, then joins the stack the blank line cut off", () => {
    const text = ["when this sprite clicked", "  hide", "  repeat (5)", "    change [ghost v] effect by (20)", "", "  show", "  say [back!] for (1) seconds"].join("\n");
    const result = repaired(text);
    expect(result.text).toBe(["when this sprite clicked", "  hide", "  repeat (5)", "    change [ghost v] effect by (20)", "  end", "  show", "  say [back!] for (1) seconds"].join("\n"));
    expect(result.rewrites.map((r) => [r.line, r.rule])).toEqual([
      [5, "close-c-block"],
      [6, "join-script"],
    ]);
    expect(parseProgram(result.text).diagnostics).toEqual([]);
    expect(repaired(result.text)).toEqual({ text: result.text, rewrites: [] });
  });
});

describe("a text that runs over a line's end", () => {
  it("becomes one line with the new line escaped, as Scratch keeps it", () => {
    const text = normalizeBlocksText("```\nwhen green flag clicked\nsay [Hello\nthere!] for (2) seconds\nset [gap v] to [\n]\n```");
    expect(text).toBe("when green flag clicked\nsay [Hello\\nthere!] for (2) seconds\nset [gap v] to [\\n]");
    const say = parseProgram(text).program.scripts[0]?.blocks[1];
    expect(say?.inputs.MESSAGE).toEqual({ type: "literal", kind: "text", value: "Hello\nthere!" });
  });

  it("leaves a bracket no later line closes, and a comment line, as they are", () => {
    expect(normalizeBlocksText("say [oops\nmove (10) steps")).toBe("say [oops\nmove (10) steps");
    expect(normalizeBlocksText("// see [1\nsay [hi]")).toContain("say [hi]");
  });
});
