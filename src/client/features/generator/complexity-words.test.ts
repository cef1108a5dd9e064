import { describe, expect, it } from "vitest";
import { parseComplexityAnswer } from "../../../server/generation/complexity-answer";
import { COMPLEXITY_GAME_TITLE, COMPLEXITY_OTHER_TITLE, complexityTitle, tipText } from "./complexity-words";

describe("the complexity warning's words", () => {
  it("uses SPEC's game title only for a game", () => {
    expect(complexityTitle("Make a whole platformer with ten levels and bosses")).toBe(COMPLEXITY_GAME_TITLE);
    expect(complexityTitle("a racing game with three cars")).toBe(COMPLEXITY_GAME_TITLE);
    expect(complexityTitle("Write my homework essay about volcanoes")).toBe(COMPLEXITY_OTHER_TITLE);
    expect(complexityTitle("")).toBe(COMPLEXITY_OTHER_TITLE);
  });

  it("never says Tip: twice", () => {
    expect(tipText("Tip: Tip: build one part first")).toBe("build one part first");
    expect(tipText("tip:build one part first")).toBe("build one part first");
    expect(tipText("Build one part first")).toBe("Build one part first");
    expect(tipText("Tip:  ")).toBeUndefined();
    expect(tipText(undefined)).toBeUndefined();
  });

  it("the server drops a model's own Tip: and speaks to children, not developers", () => {
    const answer = parseComplexityAnswer('```complexity\n{"message":"Big","suggestions":["One part"],"tip":"Tip: start small"}\n```');
    expect(answer?.tip).toBe("start small");
    expect(answer?.serviceNote).not.toMatch(/recipe|provider|charged|API/i);
    expect(answer?.serviceNote).toMatch(/free generations or tokens/);
  });
});
