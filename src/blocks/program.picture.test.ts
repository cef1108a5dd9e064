import { parse as sbParse, type Block as SbBlock } from "scratchblocks/syntax/index.js";
import { describe, expect, it } from "vitest";
import { pictureText } from "./program.picture";

/** The category scratchblocks gives every reporter/boolean drawn with exactly this text. */
function drawnCategories(text: string, written: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    const b = node as SbBlock & { blocks?: unknown[]; isOutline?: boolean };
    // A define's own outline lists its inputs: not a use of them.
    if (b?.isOutline) return;
    if (b?.isBlock && (b.isReporter || b.isBoolean) && b.stringify().replace(/ \?/g, "?") === written) found.push(b.info.category);
    (b?.children ?? []).forEach(visit);
    (b?.blocks ?? []).forEach(visit);
  };
  sbParse(text, { languages: ["en"] }).scripts.forEach(visit);
  return found;
}

describe("pictureText: the picture shows what the project does", () => {
  it("draws a custom-block input named like a built-in reporter as the input", () => {
    const text = "define grow (size)\nchange size by (size)\n\nwhen green flag clicked\ngrow (10)\nsay (size)";
    const drawn = pictureText(text);
    expect(drawn).toBe("define grow (size)\nchange size by (size :: custom-arg)\n\nwhen green flag clicked\ngrow (10)\nsay (size)");
    expect(drawnCategories(drawn, "(size :: custom-arg)")).toEqual(["custom-arg"]);
    // Outside its define, (size) is Looks' size again, in the project and in the picture.
    expect(drawnCategories(drawn, "(size)")).toEqual(["looks"]);
  });

  it("draws a boolean input named like a built-in condition as the input", () => {
    const drawn = pictureText("define check <mouse down?>\nif <mouse down?> then\n  say [yes]\nend");
    expect(drawn.split("\n")[1]).toBe("if <mouse down? :: custom-arg> then");
    expect(drawnCategories(drawn, "<mouse down? :: custom-arg>")).toEqual(["custom-arg"]);
  });

  it("draws variables and lists named like built-in reporters in their own colour", () => {
    const drawn = pictureText("when green flag clicked\nset [answer v] to (0)\nadd [red] to [timer v]\nsay (join (answer) (timer))");
    expect(drawn.split("\n")[3]).toBe("say (join (answer :: variables) (timer :: list))");
    expect(drawnCategories(drawn, "(answer :: variables)")).toEqual(["variables"]);
    expect(drawnCategories(drawn, "(timer :: list)")).toEqual(["list"]);
  });

  it("names with several words and in nested blocks", () => {
    const drawn = pictureText("when green flag clicked\nset [x position v] to (5)\nforever\n  if <(x position) > (10)> then\n    set x to ((x position) + (1))\n  end\nend");
    expect(drawn.split("\n")[3]).toBe("  if <(x position :: variables) > (10)> then");
    expect(drawn.split("\n")[4]).toBe("    set x to ((x position :: variables) + (1))");
  });

  it("leaves text alone when no name hides a built-in block", () => {
    const text = "when green flag clicked\nset [score v] to (0)\nsay (score)\nsay (size)\nask [Name?] and wait\nsay (answer)";
    expect(pictureText(text)).toBe(text);
  });
});
