import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

/** The repaired line at `index` (0-based) of a script, and the text's errors after repair. */
function repaired(lines: readonly string[], index: number) {
  const result = repairBlocksText(normalizeBlocksText(lines.join("\n")));
  const errors = parseProgram(result.text).diagnostics.filter((d) => d.severity === "error");
  return { line: result.text.split("\n")[index], rules: result.rewrites.map((r) => r.rule), errors };
}

describe("a reporter written inside a text", () => {
  it.each([
    ['say "Wrong! The correct answer is (item (wordIndex) of [Meanings])." for (3) seconds', "say (join [Wrong! The correct answer is ] (join (item (wordIndex) of [Meanings]) [.])) for (3) seconds"],
    ['ask "What is (x position)?" and wait', "ask (join [What is ] (join (x position) [?])) and wait"],
    ['say "(answer)"', "say (answer)"],
    ['say "(score)"', "say (score)"],
    ['think "Time left: (timer)" for (2) seconds', "think (join [Time left: ] (timer)) for (2) seconds"],
    ['say "(pick random (1) to (6)) dots!"', "say (join (pick random (1) to (6)) [ dots!])"],
  ])("becomes a join of the text and the reporter: %s", (written, expected) => {
    const { line, rules, errors } = repaired(["when green flag clicked", written], 1);
    expect(line).toBe(expected);
    expect(rules).toContain("text-with-reporter");
    expect(errors).toEqual([]);
  });

  it("reads a square-bracket text whose brackets break on the reporter inside the same way", () => {
    expect(repaired(["when this sprite clicked", "say [Wrong! The correct answer is (item (Word Index) of [Meanings])] for (3) seconds"], 1).line).toBe(
      "say (join [Wrong! The correct answer is ] (item (Word Index) of [Meanings])) for (3) seconds",
    );
  });

  it("joins several reporters and the text between them, in order", () => {
    const { line, errors } = repaired(["when green flag clicked", "set [score v] to (0)", 'say "Score: (score) / Time: (timer)"'], 2);
    expect(line).toBe("say (join [Score: ] (join (score) (join [ / Time: ] (timer))))");
    expect(errors).toEqual([]);
  });

  it("reads a name in round brackets as a variable only where the program uses that variable outside texts", () => {
    expect(repaired(["when green flag clicked", "change [lives v] by (-1)", 'say "you have (lives) lives"'], 2).line).toBe("say (join [you have ] (join (lives) [ lives]))");
    expect(repaired(["when green flag clicked", "say (lives)", 'say "you have (lives) lives"'], 2).line).toBe("say (join [you have ] (join (lives) [ lives]))");
    // Nothing else names `lives` or `friend`: a parenthesis in prose stays text.
    expect(repaired(["when green flag clicked", 'say "you have (lives) lives"'], 1).line).toBe("say [you have (lives) lives]");
    expect(repaired(["when green flag clicked", 'say "Hello (friend)" for (2) seconds'], 1).line).toBe("say [Hello (friend)] for (2) seconds");
    // A text the same name appears in twice is no evidence either.
    expect(repaired(["when green flag clicked", 'say "(a) or (b)?"', 'think "(a) or (b)?"'], 1).line).toBe("say [(a) or (b)?]");
  });

  it("reads a name in square brackets inside quotes as the program's variable of that name, and only then", () => {
    expect(repaired(["when green flag clicked", "set [Score v] to (0)", 'say "Your total score is [Score]!" for (5) seconds'], 2).line).toBe(
      "say (join [Your total score is ] (join (Score) [!])) for (5) seconds",
    );
    expect(repaired(["when green flag clicked", "change [coins v] by (1)", 'think "[coins] coins and (timer) seconds"'], 2).line).toBe("think (join (coins) (join [ coins and ] (join (timer) [ seconds])))");
    // No variable of that name: nothing says the brackets are more than brackets.
    expect(repaired(["when green flag clicked", 'say "Your total score is [Score]!"'], 1)).toMatchObject({ line: 'say "Your total score is [Score]!"', rules: [] });
  });

  it("leaves a square-bracket text that already reads as text as it is, and numbers in brackets as text", () => {
    expect(repaired(["when green flag clicked", "change [lives v] by (-1)", "say [you have (lives) lives]"], 2)).toMatchObject({ line: "say [you have (lives) lives]", rules: [] });
    expect(repaired(["when green flag clicked", 'say "Press (1) to start"'], 1).line).toBe("say [Press (1) to start]");
  });
});
