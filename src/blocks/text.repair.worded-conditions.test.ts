import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

/** The lines after a condition line: a C-block's body and end, or the next block after `wait until`. */
const after = (written: string) => (written.startsWith("wait") ? ["say [ok]"] : ["  say [ok]", "end"]);

/** The condition line of `when green flag clicked` + `lines`, repaired, and the errors left. */
function repaired(...lines: string[]) {
  const result = repairBlocksText(normalizeBlocksText(["when green flag clicked", ...lines].join("\n")));
  const errors = parseProgram(result.text).diagnostics.filter((d) => d.severity === "error");
  return { line: result.text.split("\n")[1], rules: result.rewrites.map((r) => r.rule), errors };
}

describe("a condition written in words", () => {
  it.each([
    ["if <score is more than 10> then", "if <(score) > (10)> then"],
    ["if <score is greater than 10> then", "if <(score) > (10)> then"],
    ["if score is bigger than 10 then", "if <(score) > (10)> then"],
    ["if <lives is less than 1> then", "if <(lives) < (1)> then"],
    ["if <lives is under 1> then", "if <(lives) < (1)> then"],
    ["wait until <lives equals 0>", "wait until <(lives) = (0)>"],
    ["repeat until <timer is over 30>", "repeat until <(timer) > (30)>"],
    ["if <x position is greater than 200> then", "if <(x position) > (200)> then"],
    ["if <score is at least 10> then", "if <not <(score) < (10)>> then"],
    ["if <score is less than or equal to 5> then", "if <not <(score) > (5)>> then"],
    ["if <answer is yes> then", "if <(answer) = [yes]> then"],
    ['if <answer is not "no"> then', "if <not <(answer) = [no]>> then"],
  ])("a comparison: %s", (written, expected) => {
    const { line, rules, errors } = repaired(written, ...after(written));
    expect(line).toBe(expected);
    expect(rules).toContain("worded-condition");
    expect(errors).toEqual([]);
  });

  it.each([
    ["if <touching edge> then", "if <touching (edge v)?> then"],
    ["repeat until touching the edge", "repeat until <touching (edge v)?>"],
    ["if <touching the mouse pointer> then", "if <touching (mouse-pointer v)?> then"],
    ["if <touching Apple> then", "if <touching (Apple v)?> then"],
    ["if <not touching the edge> then", "if <not <touching (edge v)?>> then"],
    ["if <mouse is down> then", "if <mouse down?> then"],
    ["wait until <mouse button pressed>", "wait until <mouse down?>"],
    ["if <space key is pressed> then", "if <key (space v) pressed?> then"],
    ["if <key left arrow pressed> then", "if <key (left arrow v) pressed?> then"],
    ["if <the a key is down> then", "if <key (a v) pressed?> then"],
  ])("a boolean block: %s", (written, expected) => {
    const { line, errors } = repaired(written, ...after(written));
    expect(line).toBe(expected);
    expect(errors).toEqual([]);
  });

  it("compares a word with a word only where the first is a reporter the program has", () => {
    expect(repaired("set [colour v] to [red]", "if <colour is red> then", "  say [ok]", "end").errors).toEqual([]);
    expect(repairBlocksText(["when green flag clicked", "set [colour v] to [red]", "if <colour is red> then", "end"].join("\n")).text.split("\n")[2]).toBe("if <(colour) = [red]> then");
    // Nothing says `colour` is a variable, or which colour is touched: left for the validator.
    expect(repaired("if <colour is red> then", "end").errors.map((e) => e.code)).toEqual(["unknown-block"]);
    expect(repaired("if <touching color red> then", "end").errors.map((e) => e.code)).toEqual(["unknown-block"]);
  });

  it("leaves a thought that is no test, and conditions already in Scratch's words, as they are", () => {
    expect(repaired("if <[this option is correct]> then", "end")).toMatchObject({ line: "if <[this option is correct]> then", rules: [] });
    expect(repaired("if <this is the one> then", "end").rules).toEqual([]);
    for (const good of ["if <(score) > (10)> then", "if <touching (edge v)?> then", "if <key (space v) pressed?> then", "if <(answer) = [is it]> then"]) {
      expect(repaired(good, "end")).toMatchObject({ line: good, rules: [], errors: [] });
    }
  });
});

describe("what has no Scratch reading is named, never guessed", () => {
  it.each(["if <[this option is correct]> then", "if <the answer is right> then", "repeat until <the game is over>", "if <touching color red> then"])("a condition in words: %s", (written) => {
    const { errors } = repaired(written, "end");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/is a condition written in words/);
    expect(errors[0]?.message).toContain(written.slice(written.indexOf("<"), written.lastIndexOf(">") + 1));
  });

  it.each([
    ["when this sprite is dropped", "when this sprite clicked"],
    ["set [dolphin v] size to (60) %", "set size to (100) %"],
    ["jump (10) steps", "move (10) steps"],
  ])("a block Scratch does not have stays as written, named, with the nearest real blocks offered: %s", (written, nearest) => {
    const result = repairBlocksText(["when green flag clicked", written].join("\n"));
    expect(result.text.split("\n")[1]).toBe(written);
    const error = parseProgram(result.text).diagnostics.find((d) => d.severity === "error");
    expect(error?.message).toContain(`"${written}"`);
    expect(`${error?.message} ${error?.hint}`).toContain(nearest);
  });
});
