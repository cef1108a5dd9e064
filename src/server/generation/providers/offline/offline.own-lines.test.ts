// Issue 26, point 2: a whole program's own lines give way to the child's quoted words.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { placeOwnLines } from "./offline.own-lines";

const PET = ["when green flag clicked", "forever", "  if <(hunger) > (5)> then", "    say [I'm hungry!] for (1) seconds", "  end", "end", "", "when this sprite clicked", "say [Purr!] for (1) seconds"].join("\n");

describe("the child's own lines in a whole program", () => {
  it("puts a quote in the line its clause is about (the condition's variable)", () => {
    const text = placeOwnLines("when hunger is high the cat says 'feed me please'", PET);
    expect(text).toContain("say [feed me please] for (1) seconds");
    expect(text).toContain("say [Purr!]");
  });

  it("puts a quote in the line whose words it shares ('im so hungry' for 'I'm hungry!')", () => {
    expect(placeOwnLines("a pet that says 'im so hungry' sometimes", PET)).toContain("say [im so hungry]");
  });

  it("leaves the program alone when the quote is about nothing in it, so the quote is still named", () => {
    expect(placeOwnLines("the dog says 'woof woof'", PET)).toBe(PET);
  });

  it("a classic project says the child's line, and nothing is left out", () => {
    const answer = answerRequest("virtual pet: a cat I feed by clicking a fish, when it is hungry it says 'feed me please'");
    expect(answer.kind === "program" && answer.text).toContain("say [feed me please]");
    expect(answer.kind === "program" && answer.leftOut).toEqual([]);
  });
});
