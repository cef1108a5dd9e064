import { describe, expect, it } from "vitest";
import { sectionText, splitProjectText } from "../project/project.sections";
import { diffProjectTexts, pictureMarks } from "./index";

// The offline generator's pong (trimmed): the Ball's speed is a variable whose start value is a directive.
const PONG = [
  "// stage",
  "// variable score = 0",
  "",
  "// sprite: Paddle",
  "// x: 0, y: -150",
  "",
  "when green flag clicked // The Paddle follows the mouse",
  "forever",
  "  set x to (mouse x)",
  "end",
  "",
  "// sprite: Ball",
  "// x: 0, y: 100, size: 60",
  "// variable speed = 6",
  "",
  "when green flag clicked // The Ball bounces; variable speed = 9 is fast",
  "set [score v] to (0)",
  "forever",
  "  move (speed) steps",
  "  if on edge, bounce",
  "end",
].join("\n");

const tabSource = (text: string, name: string) => {
  const { sections, lines } = splitProjectText(text);
  return sectionText(lines, sections.find((section) => section.name === name)!).text;
};

describe("pictureMarks: a change is marked on the block its line draws", () => {
  it("a variable's new start value marks its settings line where it is drawn, and the blocks that use it", () => {
    const faster = PONG.replace("// variable speed = 6", "// variable speed = 9");
    const diff = diffProjectTexts(PONG, faster);
    expect(diff.changes).toEqual([{ target: "Ball", kind: "changed", before: "// variable speed = 6", after: "// variable speed = 9", line: 14, uses: [19] }]);
    // the whole project's picture draws the settings line as a note, and the block using speed
    expect(pictureMarks(faster, faster, diff.changes)).toEqual([
      { kind: "changed", words: "variablespeed9", occurrence: 0 },
      { kind: "uses", words: "movespeedsteps", occurrence: 0 },
    ]);
    // the Ball's tab draws its scripts only: the block using speed is the mark, not a look-alike comment
    expect(pictureMarks(faster, tabSource(faster, "Ball"), diff.changes)).toEqual([{ kind: "uses", words: "movespeedsteps", occurrence: 0 }]);
    // the Paddle's tab holds none of it
    expect(pictureMarks(faster, tabSource(faster, "Paddle"), diff.changes)).toEqual([]);
  });

  it("of blocks that read alike, the one that changed is named by its place among them", () => {
    const two = PONG.replace("  if on edge, bounce", "  if on edge, bounce\n  change [score v] by (2)\n  change [score v] by (1)");
    // the second becomes like the first: only the second is marked, the unchanged first is not
    const alike = two.replace("change [score v] by (1)", "change [score v] by (2)");
    const diff = diffProjectTexts(two, alike);
    expect(diff.changes.map((change) => [change.kind, change.after, change.line])).toEqual([["changed", "change [score v] by (2)", 22]]);
    expect(pictureMarks(alike, alike, diff.changes)).toEqual([{ kind: "changed", words: "changescoreby2", occurrence: 1 }]);
    expect(pictureMarks(alike, tabSource(alike, "Ball"), diff.changes)).toEqual([{ kind: "changed", words: "changescoreby2", occurrence: 1 }]);
  });

  it("a picture drawn from a normalised source (indentation, category overrides) still finds its lines", () => {
    const text = "when green flag clicked\nforever\n  change [size v] by (1)\n  set [size v] to ((size) + (1))\nend";
    const next = text.replace("set [size v] to ((size) + (1))", "set [size v] to ((size) + (2))");
    const source = next.replace(/^\s+/gm, "").replace("((size) + (2))", "((size :: variables) + (2))");
    expect(pictureMarks(next, source, diffProjectTexts(text, next).changes)).toEqual([{ kind: "changed", words: "setsizetosize2", occurrence: 0 }]);
  });
});
