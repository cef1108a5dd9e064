import { describe, expect, it } from "vitest";
import { EXAMPLE_PROMPTS as CLIENT_EXAMPLE_PROMPTS } from "../../../../client/features/generator/example-prompts";
import { EXAMPLE_PROJECTS, EXAMPLE_PROMPTS } from "./offline.examples";
import { CONCEPTS, MISSPELLINGS } from "./offline.lexicon";
import { matchPrompt } from "./offline.match";
import { canonicalWord, readPrompt } from "./offline.read";
import { ALL_PHRASINGS, DECLINED_PROMPTS, PHRASINGS } from "./offline.phrasings";
import type { TParams } from "./offline.types";
import { RECIPES } from "./recipes";

/** The named parameters, and every other one at its default (or the default fitted to the others). */
function expectedParams(recipeId: string, named: TParams): TParams {
  const expected: TParams = {};
  for (const spec of RECIPES.find((r) => r.id === recipeId)?.params ?? []) {
    const given = named[spec.name];
    if (given !== undefined) expected[spec.name] = given;
    else if (spec.kind === "number") expected[spec.name] = spec.autoDefault ? spec.autoDefault(expected) : spec.default;
    else if (spec.kind === "items") expected[spec.name] = spec.default.join("|");
    else expected[spec.name] = spec.default;
  }
  return expected;
}

describe("the phrasings children and teachers write", () => {
  for (const [family, phrasings] of Object.entries(PHRASINGS)) {
    describe(family, () => {
      it.each(phrasings)("$prompt → $recipe", ({ prompt, recipe, params, extras }) => {
        const match = matchPrompt(prompt);
        expect(match.kind).toBe("match");
        if (match.kind !== "match") return;
        expect(match.recipeId).toBe(recipe);
        // every parameter the request names is filled with its meaning, the rest keep defaults
        expect(match.params).toEqual(expectedParams(recipe, params ?? {}));
        expect(match.extras.map((extra) => extra.recipeId)).toEqual(extras ?? []);
      });
    });
  }

  it("has at least 120 phrasings, several for every family, naming every recipe", () => {
    expect(ALL_PHRASINGS.length).toBeGreaterThanOrEqual(120);
    for (const phrasings of Object.values(PHRASINGS)) expect(phrasings.length).toBeGreaterThanOrEqual(3);
    const named = new Set(ALL_PHRASINGS.map((p) => p.recipe));
    expect(RECIPES.filter((r) => !named.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});

describe("parameters", () => {
  it("reads untouched defaults when the request names nothing", () => {
    expect(matchPrompt("draw a star")).toMatchObject({ recipeId: "pen-star", params: { points: 5, size: 80, colour: "#ffcc00" } });
  });

  it("clamps numbers to what fits the stage", () => {
    expect(matchPrompt("draw a shape with 1000 sides")).toMatchObject({ params: { sides: 36 } });
    expect(matchPrompt("draw a star with 2 points")).toMatchObject({ params: { points: 3 } });
  });

  it("reads number words, shape names and minutes", () => {
    expect(matchPrompt("draw a shape with seven sides")).toMatchObject({ recipeId: "pen-polygon", params: { sides: 7 } });
    expect(matchPrompt("draw a pentagon")).toMatchObject({ params: { sides: 5 } });
    expect(matchPrompt("a three minute countdown")).toMatchObject({ recipeId: "countdown", params: { seconds: 180 } });
    expect(matchPrompt("make a quiz with twenty five questions")).toMatchObject({ params: { questions: 25 } });
  });

  it("reads keys: letters, digits, arrows and space", () => {
    expect(matchPrompt("jump when i press the b key")).toMatchObject({ params: { key: "b" } });
    expect(matchPrompt("jump when I press 5")).toMatchObject({ params: { key: "5" } });
    expect(matchPrompt("jump with the down arrow")).toMatchObject({ params: { key: "down arrow" } });
    expect(matchPrompt("jump when i press the spacebar")).toMatchObject({ params: { key: "space" } });
  });

  it("keeps a quoted name's own spelling", () => {
    expect(matchPrompt('a chatbot named "Zara"')).toMatchObject({ recipeId: "chatbot", params: { botName: "Zara" } });
  });

  it("gives numbers to the parameter they describe, whatever their order", () => {
    expect(matchPrompt("draw a star of size 120 with 9 points")).toMatchObject({ params: { points: 9, size: 120 } });
    expect(matchPrompt("draw a star with 9 points of size 120")).toMatchObject({ params: { points: 9, size: 120 } });
  });

  it("fills composed recipes from the same request without reusing a number", () => {
    const match = matchPrompt("move with wasd 4 steps at a time and a 45 second timer");
    expect(match).toMatchObject({ recipeId: "move-wasd", params: { steps: 4 }, extras: [{ recipeId: "countdown", params: { seconds: 45 } }] });
  });

  it.each([
    ["make pong with a 30 second timer", "pong"],
    ["make a catch game with a 30 second timer", "catch-game"],
    ["a maze game with a timer", "maze"],
  ])("keeps the game when a timer is asked for too: %s", (prompt, game) => {
    // the timer used to win alone and the game was dropped without a word
    expect(matchPrompt(prompt)).toMatchObject({ recipeId: game, extras: [{ recipeId: "countdown", params: { seconds: 30 } }] });
  });
});

describe("declining instead of guessing", () => {
  it.each(DECLINED_PROMPTS)("%s → no match, with three suggestions", (prompt) => {
    const match = matchPrompt(prompt);
    expect(match.kind).toBe("none");
    if (match.kind !== "none") return;
    expect(match.suggestions).toHaveLength(3);
    expect(new Set(match.suggestions).size).toBe(3);
    for (const id of match.suggestions) expect(RECIPES.some((r) => r.id === id)).toBe(true);
  });

  it("declines a 20,000-letter 'word' quickly (the spelling search skips what no concept can be)", () => {
    const started = performance.now();
    expect(matchPrompt("a".repeat(20_000)).kind).toBe("none");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("suggests what is closest to a too-big request", () => {
    const match = matchPrompt("a 3d platformer with jumping, gravity and bosses");
    expect(match).toMatchObject({ kind: "none", reason: "too-big" });
    if (match.kind === "none") expect(match.suggestions[0]).toBe("jump-gravity");
  });
});

describe("the library", () => {
  it("holds at least 40 recipes with unique ids, covering every family", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
    expect(new Set(RECIPES.map((r) => r.family))).toEqual(new Set(Object.keys(PHRASINGS)));
  });

  it("names only concepts the lexicon defines", () => {
    const known = new Set(Object.keys(CONCEPTS));
    const named = RECIPES.flatMap((r) => [
      ...r.requires.flat(),
      ...[...(r.boosts ?? []), ...(r.penalties ?? [])].map((entry) => entry.split(":")[0] as string),
      ...r.params.flatMap((p) => (p.kind === "choice" ? Object.values(p.options).flat() : [])),
    ]);
    expect(named.filter((concept) => !known.has(concept))).toEqual([]);
  });

  it("corrects every listed misspelling to a word the recipes understand", () => {
    for (const [typo, word] of Object.entries(MISSPELLINGS)) {
      expect(canonicalWord(typo), typo).toBe(word);
      expect(readPrompt(typo).concepts.size, `${typo} → ${word}`).toBeGreaterThan(0);
    }
  });

  it("is deterministic: the same request always gives the same match", () => {
    for (const { prompt } of ALL_PHRASINGS.slice(0, 40)) expect(matchPrompt(prompt)).toEqual(matchPrompt(prompt));
  });
});

describe("example prompts", () => {
  it("offers eight, each handled by a recipe, covering SPEC's three example projects", () => {
    expect(EXAMPLE_PROMPTS).toHaveLength(8);
    const chosen = EXAMPLE_PROMPTS.map((prompt) => {
      const match = matchPrompt(prompt);
      expect(match.kind, prompt).toBe("match");
      return match.kind === "match" ? match.recipeId : "";
    });
    expect(chosen).toEqual(expect.arrayContaining(["pen-parabola", "chatbot", "gravity-ball"]));
    for (const project of EXAMPLE_PROJECTS) expect(EXAMPLE_PROMPTS).toContain(project.prompt);
  });

  it("also handles every example the client's Examples toggle offers today", () => {
    for (const prompt of CLIENT_EXAMPLE_PROMPTS) expect(matchPrompt(prompt).kind, prompt).toBe("match");
  });
});

// Issue 26 (decision 1620): "the Star twinkles" is a look, not the song; the song is named
// ("twinkle twinkle", "little star") or said with a word of music.
describe("a character that twinkles is no song", () => {
  const recipeOf = (prompt: string) => {
    const found = matchPrompt(prompt);
    return found.kind === "match" ? found.recipeId : found.kind;
  };

  it.each(["the Moon twinkles", "the Star twinkles, its ghost effect going up and down, forever", "make the little Lamp twinkle"])("'%s' plays no song", (prompt) => {
    expect(recipeOf(prompt)).not.toBe("play-song");
  });

  it.each(["play twinkle twinkle little star", "play the twinkle song on the guitar", "the Cat sings Twinkle Twinkle", "twinkle little star music please"])("'%s' is still the song", (prompt) => {
    expect(recipeOf(prompt)).toBe("play-song");
  });
});
