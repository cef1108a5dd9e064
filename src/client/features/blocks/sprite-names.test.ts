import { describe, expect, it } from "vitest";
import { spriteNamesOf, spriteNamesSentence } from "./sprite-names";

const PONG = [
  "// stage",
  "when flag clicked",
  "switch backdrop to (backdrop1 v)",
  "",
  "// sprite: Paddle",
  "// x: 0, y: -150",
  "when flag clicked",
  "forever",
  "set x to (mouse x)",
  "end",
  "",
  "// sprite: Ball",
  "when flag clicked",
  "go to x: (0) y: (0)",
].join("\n");

describe("the help names the project's real sprites (issue 31)", () => {
  it("a whole project: its sprites in order, without the stage", () => {
    expect(spriteNamesOf(PONG)).toEqual(["Paddle", "Ball"]);
    expect(spriteNamesSentence(spriteNamesOf(PONG))).toBe("The sprites are called Paddle and Ball.");
  });

  it("one sprite's scripts: Scratch's Sprite1, or the name the caller gives", () => {
    expect(spriteNamesSentence(spriteNamesOf("when flag clicked\nmove (10) steps"))).toBe("The sprite is called Sprite1.");
    expect(spriteNamesOf("when flag clicked", "Cat")).toEqual(["Cat"]);
  });

  it("a stage alone says the blocks are on the Stage", () => {
    expect(spriteNamesSentence(spriteNamesOf("// stage\nwhen flag clicked\nswitch backdrop to (backdrop1 v)"))).toBe("The blocks are on the Stage.");
  });
});
