import { describe, expect, it } from "vitest";
import { idleCharacterParts } from "./offline.idle-characters";
import { leftOutOf } from "./test-support/built-answer";

const project = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n${body ? `\n${body}` : ""}`).join("\n\n")}\n`;
const meows = "when green flag clicked\nplay sound (Meow v) until done";

describe("a character told to do something the program never does is named (decision 1600)", () => {
  it("names what a sprite with no script was told to do, in the child's words", () => {
    expect(idleCharacterParts("the Cat meows and the Dog snores", project(["Cat", meows], ["Dog", ""]), [])).toEqual(["the Dog snores"]);
    expect(idleCharacterParts("the Cat meows. My Lamp should shimmer!", project(["Cat", meows], ["Lamp", ""]), [])).toEqual(["my Lamp should shimmer"]);
  });
  it("names nothing for a sprite that has a script, or that is only touched or spoken about", () => {
    expect(idleCharacterParts("the Cat meows and the Dog snores", project(["Cat", meows], ["Dog", "when green flag clicked\nsay [Zzz]"]), [])).toEqual([]);
    expect(idleCharacterParts("the Cat says hi when it touches the Tree", project(["Cat", "when green flag clicked\nsay [hi]"], ["Tree", ""]), [])).toEqual([]);
    expect(idleCharacterParts("the Cat meows and the Dog is brown", project(["Cat", meows], ["Dog", ""]), [])).toEqual([]);
  });
  it("names nothing for a name that is no clause's subject: a thing touched, a title, a group", () => {
    const owl = project(["Owl", "when green flag clicked\nsay [Hoo]"], ["Gate", ""]);
    expect(idleCharacterParts("the Owl says Hoo; touching the Gate makes her say Hoo", owl, [])).toEqual([]);
    expect(idleCharacterParts("A Gate puzzle: the Owl says Hoo", owl, [])).toEqual([]);
    expect(idleCharacterParts("for the Gate team, the Owl says Hoo", owl, [])).toEqual([]);
    expect(idleCharacterParts("the Owl says Hoo and i want the Gate to creak", owl, [])).toEqual(["the Gate to creak"]);
  });
  it("leaves a clause about another sprite to that sprite's own check", () => {
    expect(idleCharacterParts("the Wall blocks the Cat", project(["Wall", ""], ["Cat", "when green flag clicked\nforever\n  if <touching (Wall v)?> then\n    move (-10) steps\n  end\nend"]), [])).toEqual([]);
  });
  it("names a verb once: a named part that already says it stands", () => {
    expect(idleCharacterParts("the Cat meows and the Dog snores", project(["Cat", meows], ["Dog", ""]), ["snores loudly"])).toEqual([]);
  });
  it("through the whole answer: a made sprite that does nothing of what it was told is named, and a done one is not", () => {
    expect(leftOutOf("the Cat meows and the Dog snores")).toContain("the Dog snores");
    expect(leftOutOf("the Cat meows and the Dog says woof")).toEqual([]);
  });
});
