import { describe, expect, it } from "vitest";
import { describeDiff, diffProjectTexts } from "./index";

const PONG = [
  "// stage",
  "// variable score = 0",
  "",
  "// sprite: Ball",
  "// x: 0, y: 0, direction: 45",
  "when flag clicked",
  "forever",
  "move (5) steps",
  "if on edge, bounce",
  "end",
  "",
  "when flag clicked",
  "set [score v] to (0)",
  "",
  "// sprite: Paddle",
  "when [left arrow v] key pressed",
  "change x by (-10)",
  "",
  "when [right arrow v] key pressed",
  "change x by (10)",
].join("\n");

describe("diffProjectTexts", () => {
  it("finds nothing between a text and itself", () => {
    const diff = diffProjectTexts(PONG, PONG);
    expect(diff.changes).toEqual([]);
    expect(diff.unchangedScripts).toBe(4);
    expect(describeDiff(diff)).toEqual([]);
  });

  it("names one changed block with its sprite and its new line", () => {
    const faster = PONG.replace("move (5) steps", "move (8) steps");
    const diff = diffProjectTexts(PONG, faster);
    expect(diff.changes).toEqual([{ target: "Ball", kind: "changed", before: "move (5) steps", after: "move (8) steps", line: 8 }]);
    expect(describeDiff(diff)).toEqual(["Ball: move (5) steps → move (8) steps"]);
    expect(diff.unchangedScripts).toBe(3);
    expect(diff.changedScripts).toBe(1);
  });

  it("a script that only moved is unchanged; an added block and a new script are added", () => {
    const lines = PONG.split("\n");
    // the paddle's two scripts swap places, and the ball gets a new block and a new script
    const swapped = [...lines.slice(0, 15), ...lines.slice(18, 20), "", ...lines.slice(15, 17)].join("\n");
    const changed = swapped.replace("if on edge, bounce", "if on edge, bounce\nchange [score v] by (1)") + "\n";
    const withScript = changed.replace("// sprite: Paddle", "when this sprite clicked\nsay [Hi!]\n\n// sprite: Paddle");
    const diff = diffProjectTexts(PONG, withScript);
    expect(describeDiff(diff)).toEqual(["Ball: added change [score v] by (1)", "Ball: added when this sprite clicked", "Ball: added say [Hi!]"]);
    expect(diff.unchangedScripts).toBe(3);
  });

  it("a new sprite and a removed sprite are one line each; settings lines are compared too", () => {
    const next = PONG.replace("// x: 0, y: 0, direction: 45", "// x: 0, y: 0, direction: 45, size: 150").replace("// sprite: Paddle", "// sprite: Bat") + "\n\n// sprite: Dog\nwhen flag clicked\nsay [Woof!]";
    const words = describeDiff(diffProjectTexts(PONG, next));
    expect(words).toEqual(["Paddle is now called Bat", "New sprite: Dog", "Ball: x: 0, y: 0, direction: 45 → x: 0, y: 0, direction: 45, size: 150"]);
  });

  it("a plain program (one sprite, no sections) is compared the same way, comments left out of the words", () => {
    const before = "when flag clicked // The cat walks\nforever\nmove (10) steps\nend";
    const after = "when flag clicked // The cat walks\nforever\nmove (20) steps\nend";
    expect(describeDiff(diffProjectTexts(before, after))).toEqual(["Sprite1: move (10) steps → move (20) steps"]);
  });
});
