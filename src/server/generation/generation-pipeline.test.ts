// The pipeline's reading of a provider answer: a whole project (issue 14) is validated section
// by section, and the repair round names the section of each remaining problem.
import { describe, expect, it } from "vitest";
import { formatDiagnosticsForRepair, readProgramText } from "./generation-pipeline";

const PONG_ANSWER = `Here is your pong game!

\`\`\`scratchblocks
// stage
// variable score = 0
when green flag clicked
set [score v] to (0)

// sprite: Paddle
// x: 0, y: -150
when green flag clicked
forever
  set x to (mouse x)
end

// sprite: Ball
// variable speed = 6
when flag clicked
forever
  move (speed) steps
  if <touching (Paddle v)?>
    change [score v] by (1)
  end
end
\`\`\``;

describe("readProgramText on whole projects", () => {
  it("delivers a valid project, tidied, with every section's scripts in the program", () => {
    const { text, rewrites, program, diagnostics } = readProgramText(PONG_ANSWER);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(text.split("\n").filter((line) => line.startsWith("// sprite: "))).toEqual(["// sprite: Paddle", "// sprite: Ball"]);
    expect(rewrites.map((rewrite) => rewrite.after.trim())).toContain("if <touching (Paddle v)?> then");
    expect(program.scripts).toHaveLength(3);
    expect(program.variables.map((variable) => variable.name)).toEqual(expect.arrayContaining(["score", "speed"]));
  });

  it("checks each section as what it is and names the section in the repair round", () => {
    const answer = PONG_ANSWER.replace("set [score v] to (0)", "set [score v] to (0)\nmove (10) steps").replace("touching (Paddle v)?", "touching (Wall v)?");
    const { text, diagnostics } = readProgramText(answer);
    const repair = formatDiagnosticsForRepair(diagnostics, text);
    expect(repair).toContain("(in the stage): `move (10) steps`");
    expect(repair).toContain("(in sprite Ball): `if <touching (Wall v)?> then`");
    expect(repair).toContain('no sprite called "Wall"');
  });

  it("leaves one-sprite answers exactly as before (no section words in the repair round)", () => {
    const { text, diagnostics } = readProgramText("when green flag clicked\nmove (10) steps\nsay (join [a] [b])\nfly away");
    const repair = formatDiagnosticsForRepair(diagnostics, text);
    expect(repair).toMatch(/^- line 4: `fly away`/);
    expect(repair).not.toContain("(in ");
  });
});
