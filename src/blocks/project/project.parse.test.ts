// parseProject: one-sprite texts stay exactly what they were; whole projects are split into the
// stage and sprites, each checked as what it is, with diagnostics naming section and line.
import { describe, expect, it } from "vitest";
import { validCorpus } from "../corpus/valid-corpus";
import { parseProgram } from "../program.parse";
import { normalizeBlocksText } from "../text.normalize";
import { parseProject } from "./project.parse";

const PONG = `// stage
// variable score = 0

when green flag clicked
set [score v] to (0)

// sprite: Paddle
// x: 0, y: -150, costume: paddle

when green flag clicked
forever
  set x to (mouse x)
end

// sprite: Ball
// x: 0, y: 100, direction: 45
// variable speed = 6

when green flag clicked
forever
  move (speed) steps
  if on edge, bounce
  if <touching (Paddle v)?> then
    change [score v] by (1)
  end
end
`;

describe("parseProject", () => {
  it.each(validCorpus.map((item) => [item.name, item.text] as const))("keeps the one-sprite text %s as Sprite1, unchanged", (_name, text) => {
    const normalised = normalizeBlocksText(text);
    const single = parseProgram(normalised);
    const { project, diagnostics } = parseProject(normalised);
    expect(project.sprites.map((sprite) => sprite.name)).toEqual(["Sprite1"]);
    expect(project.sprites[0]!.program).toEqual(single.program);
    expect(diagnostics.map(({ target: _target, ...rest }) => rest)).toEqual(single.diagnostics);
  });

  it("reads a whole project: sections, starting state, declarations, layer order", () => {
    const { project, diagnostics } = parseProject(PONG);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(project.stage.variables).toEqual([{ name: "score", value: 0, line: 2 }]);
    expect(project.stage.program.scripts).toHaveLength(1);
    expect(project.sprites.map((sprite) => [sprite.name, sprite.line])).toEqual([
      ["Paddle", 7],
      ["Ball", 15],
    ]);
    expect(project.sprites[0]!.settings).toEqual({ x: 0, y: -150, costume: "paddle" });
    expect(project.sprites[1]!.settings).toEqual({ x: 0, y: 100, direction: 45 });
    expect(project.sprites[1]!.variables).toEqual([{ name: "speed", value: 6, line: 17 }]);
    // Lines are those of the whole text.
    expect(project.sprites[1]!.program.scripts[0]!.line).toBe(19);
    // Directive lines are not comments of the program.
    expect(project.sprites[1]!.program.comments).toEqual([]);
  });

  it("checks each section as what it is, naming section and line", () => {
    const text = `// stage
when green flag clicked
move (10) steps
say [hi]

// sprite: Cat
when stage clicked
create clone of (Dog v)
change [speed v] by (1)

// sprite: Mouse
// variable speed = 3
when this sprite clicked
change [speed v] by (1)

// stage
create clone of (myself v)
`;
    const { diagnostics } = parseProject(text);
    const errors = diagnostics.filter((d) => d.severity === "error").map((d) => [d.target, d.line, d.code]);
    // Scratch runs sprite blocks on the stage, doing nothing: a warning says so, never a refusal.
    const warnings = diagnostics.filter((d) => d.severity === "warning" && d.code === "wrong-target").map((d) => [d.target, d.line, d.code]);
    expect(warnings).toEqual([
      ["Stage", 3, "wrong-target"],
      ["Stage", 4, "wrong-target"],
    ]);
    expect(errors).toEqual([
      ["Cat", 7, "wrong-target"],
      ["Cat", 8, "other-sprite"],
      ["Cat", 9, "wrong-target"],
      ["Stage", 16, "wrong-target"],
      ["Stage", 17, "wrong-target"],
    ]);
    const speed = diagnostics.find((d) => d.line === 9)!;
    expect(speed.message).toContain("belongs to Mouse only");
  });

  it("lets sprite menus name the project's sprites", () => {
    const { diagnostics } = parseProject(PONG.replace("touching (Paddle v)?", "touching (Ball v)?"));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("accepts a sprite with no scripts yet and refuses two sections for one sprite", () => {
    expect(parseProject("// sprite: Paddle\n\n// sprite: Ball\nwhen green flag clicked\nshow\n").diagnostics).toEqual([]);
    const twice = parseProject("// sprite: Ball\nwhen green flag clicked\nshow\n\n// sprite: ball\nwhen this sprite clicked\nhide\n");
    expect(twice.diagnostics.map((d) => [d.line, d.code])).toEqual([[5, "wrong-target"]]);
    expect(twice.project.sprites).toHaveLength(1);
    expect(twice.project.sprites[0]!.program.scripts).toHaveLength(2);
  });

  it("treats a settings-like comment after the scripts as an ordinary comment", () => {
    const { project } = parseProject("// sprite: Cat\n// hidden\nwhen green flag clicked\nshow\n\n// hidden\n");
    expect(project.sprites[0]!.settings).toEqual({ visible: false });
    expect(project.sprites[0]!.program.comments.map((c) => c.text)).toEqual(["hidden"]);
  });
});

describe("projectSetupSteps", () => {
  it("says what to make before the blocks, stage first", async () => {
    const { projectSetupSteps } = await import("./project.guide");
    const { splitProjectText } = await import("./project.sections");
    const { sections } = splitProjectText(PONG.replace("// stage\n", "// stage\n// backdrops = [\"court\"]\n// list names = [\"Ada\", 7]\n"));
    expect(projectSetupSteps(sections)).toEqual([
      { target: "Stage", steps: ['Give the stage backdrops called "court".', 'Make a variable called "score" for all sprites, starting at 0.', 'Make a list called "names" for all sprites and type in: "Ada", 7.'] },
      { target: "Paddle", steps: ['Make a sprite called Paddle, put it at x: 0 y: -150, give it a costume called "paddle".'] },
      { target: "Ball", steps: ["Make a sprite called Ball, put it at x: 0 y: 100, point it in direction 45.", 'Make a variable called "speed" for this sprite only, starting at 6.'] },
    ]);
  });
});

describe("project text through the normaliser", () => {
  it("keeps section lines and their directives where they are, fence and prose removed", async () => {
    const { normalizeBlocksText } = await import("../text.normalize");
    const answer = `Here is your pong game!\n\n\`\`\`scratchblocks\n${PONG}\`\`\`\n\nHave fun!`;
    const normalised = normalizeBlocksText(answer);
    expect(normalised.split("\n").filter((line) => line.startsWith("// "))).toEqual([
      "// stage",
      "// variable score = 0",
      "// sprite: Paddle",
      "// x: 0, y: -150, costume: paddle",
      "// sprite: Ball",
      "// x: 0, y: 100, direction: 45",
      "// variable speed = 6",
    ]);
    expect(parseProject(normalised).project.sprites.map((sprite) => sprite.settings)).toEqual(parseProject(PONG).project.sprites.map((sprite) => sprite.settings));
    expect(normalizeBlocksText(normalised)).toBe(normalised);
  });
});
