// Issue 26, point 2: a whole program's own lines give way to the child's quoted words.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { placeOwnLines, placeOwnVariables, requestVariables } from "./offline.own-lines";

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

/** A library game's own score and falling speed. */
const GAME = ["// stage", "// variable score = 0", "", "// sprite: Bucket", "when green flag clicked", "set [score v] to (0)", "show variable [score v]", "", "// sprite: Egg", "// variable speed = 4", "when I start as a clone", "change y by ((0) - (speed))", "change [score v] by (1)"].join("\n");

describe("the child's own variables in a whole program", () => {
  it("reads the variables a request names, whole: a name of two words, a name the request adds to", () => {
    expect(requestVariables("make a variable called gold coins and set it to 0", [])).toEqual(["gold coins"]);
    // the plan's shorter reading gives way to the whole name
    expect(requestVariables("make a variable called gold coins and set it to 0", ["gold"])).toEqual(["gold coins"]);
    expect(requestVariables("when the Frog eats a Fly, bugs + 2", [])).toEqual(["bugs"]);
  });

  it("the game's score takes the name of the variable the request counts with; its speed stays", () => {
    const text = placeOwnVariables("a game where the Bucket catches Eggs and each egg adds 1 to a variable called eggs", [], GAME);
    expect(text).toContain("change [eggs v] by (1)");
    expect(text).toContain("// variable eggs = 0");
    expect(text).toContain("((0) - (speed))");
    expect(text).not.toContain("[score v]");
  });

  it("a variable of another kind does not take the game's score: lives are no score", () => {
    expect(placeOwnVariables("the Bucket catches Eggs and you lose one of your lives when an egg breaks", ["lives"], GAME)).toBe(GAME);
  });

  it("a variable the request names itself stays as it is", () => {
    expect(placeOwnVariables("the Bucket catches Eggs for score, and a variable called bonus", ["score", "bonus"], GAME)).toBe(GAME);
  });
});

describe("a variable name read on past the request's own", () => {
  it("is the request's variable: 'ticks left' is the child's 'ticks'", () => {
    const text = ["when green flag clicked", "set [ticks left v] to (30)", "repeat until <(ticks left) = (0)>", "  change [ticks left v] by (-1)", "end"].join("\n");
    const renamed = placeOwnVariables("a variable called ticks left to count down", ["ticks"], text);
    expect(renamed).toBe(text);
    const own = placeOwnVariables("the variable ticks starts at 30 and goes down", ["ticks"], text.replace(/ticks left/g, "ticks starts"));
    expect(own).toContain("set [ticks v] to (30)");
    expect(own).toContain("repeat until <(ticks) = (0)>");
  });
});

describe("variables the request names in other ways", () => {
  it("a name written in code style is a variable; a program variable said only inside it is not asked for", () => {
    expect(requestVariables("set jumpPower to 12 and change y by jump_height", [])).toEqual(["jumpPower", "jump_height"]);
    const text = ["when green flag clicked", "set [speed v] to (0)", "forever", "  change y by (speed)", "end"].join("\n");
    expect(placeOwnVariables("a variable called sink speed starts at 0 and the Stone changes y by sink speed", ["sink", "speed"], text)).toContain("change y by (sink speed)");
  });

  it("of several of the same kind, the one that shares a word with the program's variable", () => {
    const text = ["// stage", "// variable red score = 0", "// variable blue score = 0", "", "change [red score v] by (1)", "change [blue score v] by (1)"].join("\n");
    const renamed = placeOwnVariables("two variables, Red goals and Blue goals, count the goals of each team", [], text);
    expect(renamed).toContain("change [Red goals v] by (1)");
    expect(renamed).toContain("change [Blue goals v] by (1)");
  });
});

describe("variables of no kind", () => {
  it("are never swapped for each other: 'total' said is not the dice's second roll", () => {
    const text = ["// stage", "// variable roll = 0", "// variable second roll = 0", "", "set [second roll v] to (pick random (1) to (6))"].join("\n");
    expect(placeOwnVariables("roll a pair of dice on the g key and say the total", ["total"], text)).toBe(text);
  });
});
