import { describe, expect, it } from "vitest";
import { parseProgram, parseProject, projectToProjectJson } from "../../../../blocks";
import { answerPrograms, parseAnswer } from "./offline.answer-parse";
import { matchPrompt, type TRecipeChoice } from "./offline.match";
import { ALL_PHRASINGS } from "./offline.phrasings";
import { buildProgram } from "./offline.program";
import type { TParams, TParamSpec, TRecipe } from "./offline.types";
import { RECIPES } from "./recipes";

/**
 * The generator never returns an invalid program: every recipe, at its defaults and at the
 * extremes of every parameter, gives text that parseProject accepts with zero diagnostics
 * (errors or warnings), as written and after the pipeline's normalisation. (A one-sprite
 * program is project text too: its Sprite1; a classic game has a section per sprite.)
 */

function defaults(recipe: TRecipe): TParams {
  const params: TParams = {};
  for (const spec of recipe.params) {
    if (spec.kind === "number") params[spec.name] = spec.autoDefault ? spec.autoDefault(params) : spec.default;
    else if (spec.kind === "items") params[spec.name] = spec.default.join("|");
    else params[spec.name] = spec.default;
  }
  return params;
}

/** The values at the edges of what a request can put into a parameter. */
function extremes(spec: TParamSpec): TParams[string][] {
  switch (spec.kind) {
    case "number":
      return spec.integer ? [spec.min, spec.max] : [spec.min, spec.max, spec.min + 0.005];
    case "key":
      return ["a", "z", "0", "9", "space", "up arrow", "down arrow", "left arrow", "right arrow", "any"];
    case "colour":
      return ["#000000", "#ffffff", "#abc"];
    case "choice":
      return Object.keys(spec.options);
    case "expression":
      return ["0 + 0", "999999 * 999999", "1.5 / 3", "10 - 20"];
    case "items":
      return ["one thing|two", "a [weird] item|(round)|<b>|x v|ends with v|// not a comment|emoji 🎉"];
    case "name":
    case "message":
    case "text":
    case "topic":
      return ["x", "a [tricky] (name) v", "// slashes and <angles>", "Ünïcødé ñame 🎉", "a very long name that goes on and on and on and on and on and on and on"];
  }
}

function variants(recipe: TRecipe): { label: string; params: TParams }[] {
  const base = defaults(recipe);
  const out = [{ label: "defaults", params: base }];
  for (const spec of recipe.params) {
    for (const value of extremes(spec)) out.push({ label: `${spec.name}=${String(value)}`, params: { ...base, [spec.name]: value } });
  }
  const numbers = recipe.params.filter((spec) => spec.kind === "number");
  if (numbers.length > 1) {
    out.push({ label: "all min", params: { ...base, ...Object.fromEntries(numbers.map((spec) => [spec.name, spec.min])) } });
    out.push({ label: "all max", params: { ...base, ...Object.fromEntries(numbers.map((spec) => [spec.name, spec.max])) } });
  }
  return out;
}

function expectClean(choices: TRecipeChoice[]): string {
  const { text, explanation } = buildProgram(choices);
  expect(explanation.length).toBeGreaterThan(20);
  // "1 second", never "1 seconds" (at a parameter's smallest value too)
  expect(explanation).not.toMatch(/(?<![\d.])1 (?:seconds|steps|degrees)\b/);
  for (const line of text.split("\n").filter((l) => l.startsWith("//"))) expect(line).not.toMatch(/(?<![\d.])1 (?:seconds|steps|degrees)\b/);
  const asWritten = parseProject(text).diagnostics;
  expect(asWritten, text).toEqual([]);
  const normalised = parseAnswer(text);
  expect(normalised.diagnostics, text).toEqual([]);
  // and it exports: a .sb3 project that opens in Scratch
  expect(() => projectToProjectJson(normalised.project), text).not.toThrow();
  return text;
}

describe("every recipe parses with zero diagnostics", () => {
  for (const recipe of RECIPES) {
    it(`${recipe.id}: defaults and extreme values`, () => {
      for (const { params } of variants(recipe)) expectClean([{ recipeId: recipe.id, params }]);
    });
  }

  it("every phrasing's program (composed ones too) parses with zero diagnostics", () => {
    for (const { prompt } of ALL_PHRASINGS) {
      const match = matchPrompt(prompt);
      if (match.kind !== "match") throw new Error(`no match for ${prompt}`);
      expectClean([{ recipeId: match.recipeId, params: match.params }, ...match.extras]);
    }
  });
});

describe("the check itself", () => {
  it("fails on a recipe's text with one line broken, so zero diagnostics above means something", () => {
    const text = buildProgram([{ recipeId: "pen-star", params: defaults(RECIPES.find((r) => r.id === "pen-star") as TRecipe) }]).text;
    expect(parseProgram(text.replace(/\nend\n/, "\n")).diagnostics.length).toBeGreaterThan(0);
    expect(parseProgram(text.replace("turn right (144) degrees", "turn right (144) degres")).diagnostics.length).toBeGreaterThan(0);
  });
});

describe("program text", () => {
  it("has a // comment line in a child's words above every script", () => {
    for (const recipe of RECIPES) {
      const text = expectClean([{ recipeId: recipe.id, params: defaults(recipe) }]);
      // a whole project's section headers ("// stage", "// sprite: Ball" and its settings) stand in paragraphs of their own
      const paragraphs = text.split("\n\n").filter((paragraph) => !/^\/\/ (?:stage|sprite: )/.test(paragraph));
      const scripts = answerPrograms(parseAnswer(text)).reduce((sum, program) => sum + program.scripts.length, 0);
      expect(paragraphs.length, recipe.id).toBe(scripts);
      for (const paragraph of paragraphs) {
        const [comment, hat] = paragraph.split("\n");
        expect(comment, recipe.id).toMatch(/^\/\/ [A-Z][^\n]{8,}$/);
        expect(hat, recipe.id).toMatch(/^(when |define )/);
      }
    }
  });

  it("puts the filled parameters into the blocks", () => {
    const polygon = buildProgram([{ recipeId: "pen-polygon", params: { sides: 7, size: 60, colour: "#ff0000" } }]).text;
    expect(polygon).toContain("repeat (7)");
    expect(polygon).toContain("move (60) steps");
    expect(polygon).toContain("turn left (51.43) degrees");
    expect(polygon).toContain("set pen color to [#ff0000]");
    const jump = buildProgram([{ recipeId: "jump-simple", params: { key: "w", height: 80 } }]).text;
    expect(jump).toContain("when [w v] key pressed");
    expect(jump).toContain("change y by (8)");
    const picker = buildProgram([{ recipeId: "random-picker", params: { choices: "pizza|tacos" } }]).text;
    expect(picker).toContain("add [pizza] to [choices v]");
    expect(picker).toContain("add [tacos] to [choices v]");
  });

  it("leaves up and down to the jump when arrow-key movement composes with jumping", () => {
    const match = matchPrompt("platformer jumping with arrow keys to walk");
    if (match.kind !== "match") throw new Error("no match");
    const text = buildProgram([{ recipeId: match.recipeId, params: match.params }, ...match.extras]).text;
    expect(text).toContain("key (left arrow v) pressed?");
    expect(text).not.toContain("key (up arrow v) pressed?");
    expect(text).toContain("set [y speed v] to (15)");
  });

  it("centres pen drawings: a star's start point is inside the stage for every size", () => {
    for (const size of [10, 80, 150]) {
      const text = buildProgram([{ recipeId: "pen-star", params: { points: 5, size, colour: "#000000" } }]).text;
      const [, x, y] = /go to x: \((-?[\d.]+)\) y: \((-?[\d.]+)\)/.exec(text) ?? [];
      expect(Math.abs(Number(x))).toBeLessThan(240);
      expect(Math.abs(Number(y))).toBeLessThan(180);
    }
  });
});
