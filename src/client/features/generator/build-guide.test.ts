import { describe, expect, it } from "vitest";
import { buildGuide, normalizeBlocksText, parseProgram } from "../../../blocks";
import { buildGuideSentence, buildGuideSetup, readBuildGuide, scriptComments } from "./build-guide";

describe("buildGuideSentence", () => {
  it("writes the counts per palette category in the order given", () => {
    const guide = [
      { category: "motion", count: 3 },
      { category: "events", count: 2 },
      { category: "custom", count: 1 },
    ];
    expect(buildGuideSentence(guide)).toBe("You will need: 3 Motion blocks, 2 Events blocks, 1 My Blocks block");
  });

  it("counts the listed blocks of a group when no total is given", () => {
    const guide = { groups: [{ category: "pen", blocks: [{ text: "pen down", count: 2 }, { text: "erase all" }] }] };
    expect(readBuildGuide(guide)).toEqual([{ category: "pen", count: 3, blocks: ["pen down ×2", "erase all"] }]);
    expect(buildGuideSentence(guide)).toBe("You will need: 3 Pen blocks");
  });

  it("uses a ready-made sentence and answers null when there is nothing to say", () => {
    expect(buildGuideSentence({ summary: "You will need: 1 Looks block" })).toBe("You will need: 1 Looks block");
    expect(buildGuideSentence("You will need: 2 Sound blocks")).toBe("You will need: 2 Sound blocks");
    expect(buildGuideSentence(undefined)).toBeNull();
    expect(buildGuideSentence([])).toBeNull();
    expect(buildGuideSentence([{ nope: true }])).toBeNull();
  });
});

describe("with src/blocks' real buildGuide()", () => {
  const text = [
    "// Draw a square with the pen",
    "when flag clicked",
    "set [length v] to (100)",
    "pen down",
    "repeat (4)",
    "move (length) steps",
    "turn right (90) degrees",
    "end",
    "pen up",
    "broadcast [done v]",
  ].join("\n");
  const { program, diagnostics } = parseProgram(normalizeBlocksText(text));
  const guide = JSON.parse(JSON.stringify(buildGuide(program))) as unknown; // as it crosses the wire

  it("parses cleanly (the fixture itself is valid)", () => {
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("reads the groups in palette order with their totals and blocks", () => {
    const groups = readBuildGuide(guide);
    expect(groups.map((g) => g.category)).toEqual(["motion", "events", "control", "variables", "pen"]);
    expect(groups.find((g) => g.category === "motion")).toMatchObject({ count: 2 });
    expect(groups.find((g) => g.category === "pen")?.blocks).toEqual(expect.arrayContaining(["pen down", "pen up"]));
    expect(buildGuideSentence(guide)).toBe(
      "You will need: 2 Motion blocks, 2 Events blocks, 1 Control block, 2 Variables blocks, 2 Pen blocks",
    );
  });

  it("lists what to prepare first: the extension, the variable and the message", () => {
    expect(buildGuideSetup(guide)).toEqual([
      "Add the Pen extension (the blue button at the bottom left of Scratch).",
      "Make a variable: length",
      "Make a message: done",
    ]);
  });
});

describe("scriptComments", () => {
  it("takes the // lines above the scripts as sentences", () => {
    const text = "// Jump when space is pressed\nwhen [space v] key pressed\nchange y by (50)\n\n//Fall back down\nwhen flag clicked";
    expect(scriptComments(text)).toEqual(["Jump when space is pressed", "Fall back down"]);
    expect(scriptComments("when flag clicked\nmove (10) steps")).toEqual([]);
  });

  it("leaves out a whole project's headers, settings and declarations, which are not sentences", () => {
    const text =
      "// stage\n// variable score = 0\n\n// sprite: Paddle\n// x: 0, y: -150\n\n// The Paddle follows the mouse\nwhen flag clicked\n\n// sprite: Ball\n// x: 0, y: 100, size: 60\n// variable speed = 6\n\n// The Ball bounces\nwhen flag clicked";
    expect(scriptComments(text)).toEqual(["The Paddle follows the mouse", "The Ball bounces"]);
  });
});
