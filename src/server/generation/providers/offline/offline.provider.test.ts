import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { parseProgram } from "../../../../blocks";
import { artForName } from "../../../../blocks/project/project.art";
import { parseAnswer } from "./offline.answer-parse";
import { matchPrompt } from "./offline.match";
import { runGenerationPipeline } from "../../generation-pipeline";
import { ALL_PHRASINGS, DECLINED_PROMPTS } from "./offline.phrasings";
import { composeRequest } from "./offline.compose";
import { createOfflineProvider, OFFLINE_MODEL } from "./offline.provider";
import { RECIPES } from "./recipes";

describe("createOfflineProvider", () => {
  const provider = createOfflineProvider();

  it("is the offline provider", () => {
    expect(provider.name).toBe("offline");
    expect(provider.model).toBe(OFFLINE_MODEL);
  });

  it("answers 'draw a star with the pen' with pen blocks, an explanation and o200k usage", async () => {
    const prompt = "draw a star with the pen";
    const answer = await provider.generate({ prompt });
    if (answer.kind !== "program") throw new Error(`expected a program, got ${answer.kind}`);
    const { program, diagnostics } = parseProgram(answer.text);
    expect(diagnostics).toEqual([]);
    const opcodes = program.scripts.flatMap((script) => script.blocks.map((block) => block.opcode));
    expect(opcodes).toEqual(expect.arrayContaining(["event_whenflagclicked", "pen_clear", "pen_penDown", "control_repeat"]));
    expect(answer.explanation).toMatch(/star/);
    expect(answer.usage).toEqual({
      inputTokens: countTokens(prompt),
      outputTokens: countTokens(answer.text),
      totalTokens: countTokens(prompt) + countTokens(answer.text),
    });
  });

  it("composes arrow keys, a score and a timer into one program", async () => {
    const answer = await provider.generate({ prompt: "arrow keys to move, a score and a 20 second timer" });
    if (answer.kind !== "program") throw new Error("expected a program");
    expect(parseProgram(answer.text).diagnostics).toEqual([]);
    expect(answer.text).toContain("key (right arrow v) pressed?");
    expect(answer.text).toContain("change [score v] by (1)");
    expect(answer.text).toContain("set [time left v] to (20)");
  });

  it.each([
    ["make pong", ["Paddle", "Ball"], /The Paddle follows the mouse.*The Ball /],
    ["make a catch game with a basket and falling apples", ["Basket", "Apple"], /The Basket moves .*Apple \(a clone\) falls/],
    ["a chase game where a monster chases me", ["Player", "Monster"], /The Player runs .*The Monster keeps creeping towards the Player/],
    ["make a maze game", ["Player", "Maze", "Star"], /The Player moves .*The Maze sprite .*The Star waits/],
    ["make a snake game", ["Snake", "Apple"], /The Snake moves .*The Apple jumps/],
    ["a flappy bird game", ["Bird", "Pipe"], /The Bird falls .*Pipe \(a clone\) comes/],
    ["space shooter game with a score", ["Rocket", "Bullet", "Enemy"], /The Rocket moves .*Each Bullet .*The Enemy flies/],
  ])("answers %s with project text: a score on the stage and a section per sprite, each named in the explanation", async (prompt, sprites, explanation) => {
    const answer = await provider.generate({ prompt });
    if (answer.kind !== "program") throw new Error(`expected a program for ${prompt}`);
    const { project, diagnostics } = parseAnswer(answer.text);
    expect(diagnostics).toEqual([]);
    expect(project.stage.variables.map((variable) => [variable.name, variable.value])).toEqual([["score", 0]]);
    expect(project.sprites.map((sprite) => sprite.name)).toEqual(sprites);
    for (const sprite of project.sprites) expect(sprite.program.scripts.length, sprite.name).toBeGreaterThan(0);
    expect(answer.explanation).toMatch(explanation);
    // real art for each sprite: none falls back to the default drawing
    for (const sprite of sprites.filter((name) => name !== "Player" && name !== "Maze")) expect(artForName(sprite), sprite).toBeDefined();
  });

  it.each(DECLINED_PROMPTS)("declines %s with a complexity answer that charges nothing", async (prompt) => {
    const answer = await provider.generate({ prompt });
    if (answer.kind !== "complexity") throw new Error(`expected a complexity answer, got a program for ${prompt}`);
    expect(answer.message.length).toBeGreaterThan(20);
    expect(answer.suggestions).toHaveLength(3);
    // children's words: never a provider, a recipe or a setting
    for (const words of [answer.message, answer.tip, answer.serviceNote, ...answer.suggestions]) {
      expect(words).not.toMatch(/\b(?:AI provider|OpenAI|Anthropic|Google|Ollama|recipe|configur|offline generator|API)\b/i);
    }
    expect(answer.tip).toMatch(/when/);
    expect(answer.serviceNote).toMatch(/Nothing was used up/);
    expect(answer.usage.totalTokens).toBe(countTokens(prompt));
  });

  it.each([
    ["write my essay about volcanoes", /isn't something a Scratch program can do/],
    ["what's the weather tomorrow", /isn't something a Scratch program can do/],
    ["make a whole online multiplayer game like fortnite", /big idea.*one small part/],
    ["build minecraft in 3d", /big idea.*one small part/],
    ["asdf qwerty", /Tell me which sprite should do what, and when/],
  ])("declines %s kindly, with three first steps it can really make", async (prompt, message) => {
    const answer = await provider.generate({ prompt });
    if (answer.kind !== "complexity") throw new Error(`expected a decline for ${prompt}`);
    expect(answer.message).toMatch(message);
    expect(answer.suggestions).toHaveLength(3);
    for (const suggestion of answer.suggestions) expect(composeRequest(suggestion).kind, suggestion).toBe("program");
  });

  it("suggests only things it can make: every suggestion, typed in, gives its own recipe", () => {
    for (const recipe of RECIPES) {
      const match = matchPrompt(recipe.suggestion);
      expect(match.kind === "match" ? match.recipeId : "none", recipe.suggestion).toBe(recipe.id);
    }
  });

  it("is deterministic, also on the repair round", async () => {
    const prompt = "make a maze with red walls";
    const first = await provider.generate({ prompt });
    const second = await createOfflineProvider().generate({ prompt });
    const repair = await provider.generate({ prompt, repair: { previousText: "", diagnostics: "" } });
    expect(second).toEqual(first);
    expect(repair).toEqual(first);
  });

  it("goes through the generation pipeline: every phrasing delivered first time, no repair, no warnings", async () => {
    for (const { prompt } of ALL_PHRASINGS) {
      const result = await runGenerationPipeline({ provider, prompt });
      if (result.kind !== "program") throw new Error(`${prompt}: ${result.kind}`);
      expect(result.repaired, prompt).toBe(false);
      expect(result.diagnostics, prompt).toEqual([]);
    }
    const declined = await runGenerationPipeline({ provider, prompt: "write my essay" });
    expect(declined.kind).toBe("complexity");
  });

  it("stops when the request is aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("client went away"));
    await expect(provider.generate({ prompt: "draw a star", signal: controller.signal })).rejects.toThrow("client went away");
  });
});
