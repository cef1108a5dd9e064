// Said words that describe a value (offline.said-values.ts): the clock, a sum on what the child
// types, a description with a clause after it, a verdict said as a choice, and a quoted line with a
// stand-in ("Hi NAME"). Each is the value when the program has it, or goes and is named.
import { describe, expect, it } from "vitest";
import { describedSaying, sayDescribedValues } from "./offline.said-values";
import { uncoveredParts } from "./offline.coverage";

const sprite = (...lines: string[]) => `// sprite: Owl\n// x: 0, y: 0\n\nwhen green flag clicked\n${lines.join("\n")}`;

describe("said words that describe a value", () => {
  it("reads the computer's clock", () => {
    expect(describedSaying("The minute on the clock", [], false)).toEqual({ kind: "reporter", reporter: "(current [minute v])" });
    expect(describedSaying("the day of the week now", [], false)).toEqual({ kind: "reporter", reporter: "(current [day of week v])" });
    // an order, not the clock
    expect(describedSaying("the second", [], false)).toBeUndefined();
  });

  it("reads a sum on what the child types: the answer when there is a question, else nothing to say", () => {
    expect(describedSaying("The word you type plus 1", [], true)).toEqual({ kind: "reporter", reporter: "((answer) + (1))" });
    expect(describedSaying("the number I pick times 5", [], false)).toEqual({ kind: "unknown" });
    // words with a number that describe nothing
    expect(describedSaying("I am 7 plus 1", [], false)).toBeUndefined();
  });

  it("reads a description with the clause that says where it comes from, and a verdict said as a choice", () => {
    expect(describedSaying("his age, what you write", [], true)).toEqual({ kind: "reporter", reporter: "(answer)" });
    expect(describedSaying("her name what I write", [], false)).toEqual({ kind: "unknown" });
    expect(describedSaying("Yes or no!", [], true)).toEqual({ kind: "unknown" });
    expect(describedSaying("right or left", [], true)).toBeUndefined();
  });

  it("says the value, or drops the line and names it", () => {
    const clock = sayDescribedValues("the owl tells the hour now", sprite("say [The hour now] for (2) seconds"));
    expect(clock.text).toContain("say (current [hour v]) for (2) seconds");
    expect(clock.leftOut).toEqual([]);
    const verdict = sayDescribedValues("ask a riddle, then say yes or no", sprite("ask [Riddle?] and wait", "say [Yes or no]"));
    expect(verdict.text).not.toContain("say [");
    expect(verdict.leftOut).toEqual(["saying yes or no"]);
  });
});

describe("a quoted line with a stand-in for a value", () => {
  it("puts the answer to the one question in, and the coverage check counts the line as said", () => {
    const prompt = 'ask my pet\'s name, then say "Good boy PETNAME" and "I love NAME too"';
    const out = sayDescribedValues(prompt, sprite("ask [Pet's name?] and wait", "say [I love NAME too] for (2) seconds"));
    expect(out.text).toContain("say (join [I love ] (join (answer) [ too])) for (2) seconds");
    expect(out.leftOut).toEqual([]);
    expect(uncoveredParts('ask a name, then say "I love NAME too"', out.text, [])).toEqual([]);
  });

  it("names a line with two stand-ins, or with no question to fill it", () => {
    const two = sayDescribedValues('say "You are AGE and your score is SCORE"', sprite("ask [Age?] and wait", "say [You are AGE and your score is SCORE]"));
    expect(two.leftOut).toEqual(['saying "You are AGE and your score is SCORE" with the age and score put in']);
    const none = sayDescribedValues('say "Bye NAME"', sprite("say [Bye NAME]"));
    expect(none.leftOut).toEqual(['saying "Bye NAME" with the name put in']);
    // a line all in capitals is shouted, not a stand-in
    expect(sayDescribedValues('say "MY NAME IS OWL"', sprite("say [MY NAME IS OWL]")).leftOut).toEqual([]);
  });
});
