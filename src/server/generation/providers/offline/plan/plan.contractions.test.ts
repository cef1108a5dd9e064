// Issue 26 (decision 770): a contraction ("dont", "im", "cant") must not cost the request its
// word tags (compromise adds the word it leaves out as a term of its own), and "they talk one
// after the other" says how lines are said, never a line. Wordings of our own.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";
import { readWords } from "./plan.words";

describe("contractions", () => {
  it("'the Frog says dont jump': the frog is still a noun and says a verb", () => {
    const words = readWords("the Frog says dont jump, im scared");
    expect(words.find((w) => w.word === "frog")?.isNoun).toBe(true);
    expect(words.find((w) => w.word === "says")?.isVerb).toBe(true);
  });

  it("'the Owl says hello, then the Fox says i cant stay': each line on its own speaker, in turn", () => {
    const { plan } = readPlan("the Owl says hello, then the Fox says i cant stay");
    const fox = plan.characters.find((c) => c.name === "Fox");
    expect(JSON.stringify(fox?.scripts)).toContain("say [I cant stay]");
    expect(JSON.stringify(plan.characters.find((c) => c.name === "Owl")?.scripts)).not.toContain("cant stay");
  });
});

describe("lines said in turns", () => {
  it("'they talk one after the other' adds no line", () => {
    const { plan } = readPlan("the Owl says hello, then the Fox says bye. They talk one after the other.");
    const text = compilePlan(plan).text;
    expect(text).not.toMatch(/say \[One/);
    expect(plan.leftOut).toEqual([]);
  });
});
