import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { listNamesGiven } from "./plan.lists";
import { readPlan } from "./plan.read";
import { readWords } from "./plan.words";

const programOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;

describe("lists a request declares, and what it does with them (plan.lists.ts)", () => {
  it("reads 'A, B and C in a list called X': the items are values, never sprites", () => {
    const { plan } = readPlan("Max, Ivy and Noor in a list called players. When I click the Cup it says a random one.");
    expect(plan.lists).toEqual([{ name: "players", items: ["Max", "Ivy", "Noor"] }]);
    expect(plan.characters.map((c) => c.name)).toEqual(["Cup"]);
    expect(plan.leftOut).toEqual([]);
    expect(programOf("Max, Ivy and Noor in a list called players. When I click the Cup it says a random one.")).toContain("say (item (pick random (1) to (length of [players v])) of [players v]) for (2) seconds");
  });

  it("reads 'the list X (a, b, c)' and 'a random one from the list X'", () => {
    const text = programOf("when i press space the Ball says a random one from the list colours (red, blue, green)");
    expect(text).toContain('// list colours = ["red","blue","green"]');
    expect(text).toContain("say (item (pick random (1) to (length of [colours v])) of [colours v])");
  });

  it("says every item in turn, each for as long as asked", () => {
    const { plan } = readPlan("The Dog says the months from a list months: May, June, July (3 months), one each 2 seconds.");
    const text = compilePlan(plan).text;
    expect(plan.leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(3\)\n\s+say \(item \(item number\) of \[months v\]\) for \(2\) seconds\n\s+change \[item number v\] by \(1\)/);
    expect(plan.characters.map((c) => c.name)).toEqual(["Dog"]);
  });

  it("keeps a picked item to say it: 'picks a random name from the list: ... and says it'", () => {
    const text = programOf("when u click the Jar it picks a random name from the list: Ada, Bo, Cy, Di and says it for 3 seconds");
    expect(text).toContain("set [choice v] to (pick random (1) to (4))");
    expect(text).toContain("say (item (choice) of [names v]) for (3) seconds");
    expect(text).not.toContain("sprite: Bo");
  });

  it("asks as many questions as said, adding each answer, and says the list's length", () => {
    const { plan } = readPlan("The Owl asks for four favourite animals and adds each answer to the list animals; then it says the length of animals.");
    const text = compilePlan(plan).text;
    expect(text).toMatch(/repeat \(4\)\n\s+ask \[What is a favourite animal\?\] and wait\n\s+add \(answer\) to \[animals v\]\n\s*end\n\s*say \(length of \[animals v\]\)/);
    expect(plan.leftOut).toEqual([]);
  });
});

describe("variables started and set in other words", () => {
  it("reads 'the variable code starts at 5' although 'code' frames other requests, and says it bare", () => {
    const text = programOf("the variable code starts at 5; 3 times the Owl adds 4 to code, and then it says code.");
    expect(text).toContain("set [code v] to (5)");
    expect(text).toContain("say (code) for (2) seconds");
  });

  it("reads a bare 'minutes starts at 15' and 'He has oxygen 100 and it goes down 1 every second'", () => {
    expect(readPlan("minutes starts at 15 and goes down by 1 every 60 seconds.").plan.variables).toEqual([{ name: "minutes", start: 15 }]);
    const text = programOf("The Diver swims. He has oxygen 100 and it goes down 1 every second. If he touches the Bubble, oxygen goes back to 100.");
    expect(text).toContain("set [oxygen v] to (100)");
    expect(text).toContain("change [oxygen v] by (-1)");
    expect(text).not.toContain("change y by (-1)");
    expect(text).toMatch(/if <touching \(Bubble v\)\?> then\n\s+set \[oxygen v\] to \(100\)/);
  });

  it("reads 'if the age is bigger than 17 ..., if not ...' as the answer compared, with an else", () => {
    const text = programOf("the Guard asks 'How old are you?'. If the age is bigger than 12 he says 'Come in', if not he says 'Too young'.");
    expect(text).toMatch(/if <\(answer\) > \(12\)> then\n\s+say \[Come in\] for \(2\) seconds\n\s*else\n\s+say \[Too young\] for \(2\) seconds/);
  });

  it("sets aside what the pupils do away from the program", () => {
    const { plan } = readPlan("The Cat moves 10 steps. The pupils must predict where it stops before they run it.");
    expect(plan.leftOut).toEqual([]);
    expect(plan.characters[0]?.scripts).toHaveLength(1);
  });
});

describe("the names a request gives its lists (listNamesGiven)", () => {
  const given = (prompt: string) => listNamesGiven(readWords(prompt));

  it("reads a name given after the list or before it, as the plan names lists", () => {
    expect(given("keep a list called snacks and add each answer to it")).toEqual(["snacks"]);
    expect(given("the list Planets has Mars, Venus and Earth")).toEqual(["planets"]);
    expect(given("put the words in my spelling list and say one")).toEqual(["spelling"]);
  });

  it("does not take a kind of list, a number or a list named for what it holds as a name", () => {
    expect(given("make a new list and add 3 to it")).toEqual([]);
    expect(given("the Hat says a random name from the list")).toEqual([]);
    expect(given("my 5 list")).toEqual([]);
  });

  it("reads the request's words on copies: the words stay unmarked for the plan", () => {
    const words = readWords("a list called snacks holds chips and apples");
    listNamesGiven(words);
    expect(words.some((word) => word.listWord || word.inList !== undefined)).toBe(false);
  });
});
