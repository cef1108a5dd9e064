// The pipeline's reading of a provider answer: a whole project (issue 14) is validated section
// by section, and the repair round names the section of each remaining problem.
import { describe, expect, it } from "vitest";
import { formatDiagnosticsForRepair, readProgramText, runGenerationPipeline } from "./generation-pipeline";
import type { GenerationProvider, ProviderAnswer } from "./providers/types";

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

describe("a sprite's block on the stage (Scratch runs it; in a fresh answer it is a slip)", () => {
  const STAGE_MOVES = "// stage\nwhen flag clicked\nmove (10) steps\n\n// sprite: Cat\nwhen flag clicked\nsay [Hi]";
  const FIXED = "// stage\nwhen flag clicked\nswitch backdrop to (backdrop1 v)\n\n// sprite: Cat\nwhen flag clicked\nmove (10) steps\nsay [Hi]";
  const scripted = (...texts: string[]): GenerationProvider & { calls: number } => {
    const provider = {
      name: "scripted",
      model: "scripted",
      calls: 0,
      async generate(): Promise<ProviderAnswer> {
        const text = texts[provider.calls] ?? texts[texts.length - 1] ?? "";
        provider.calls += 1;
        return { kind: "program", text, usage: { totalTokens: 10 } };
      },
    };
    return provider;
  };

  it("gets the one repair round", async () => {
    const provider = scripted(STAGE_MOVES, FIXED);
    const result = await runGenerationPipeline({ provider, prompt: "make the cat move" });
    expect(provider.calls).toBe(2);
    expect(result).toMatchObject({ kind: "program", repaired: true });
  });

  it("is delivered as a warning when the repair round keeps it", async () => {
    const provider = scripted(STAGE_MOVES, STAGE_MOVES);
    const result = await runGenerationPipeline({ provider, prompt: "make the cat move" });
    expect(provider.calls).toBe(2);
    expect(result.kind).toBe("program");
    if (result.kind === "program") expect(result.diagnostics.map((d) => d.code)).toContain("wrong-target");
  });
});
