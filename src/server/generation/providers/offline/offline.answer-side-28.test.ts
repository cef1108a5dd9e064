// Issue 26, decision 1790: silent wrongs found by probing with wordings nobody had written (children,
// teachers, parents, non-native speakers), named or made right.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { answerSaidAsAWord, sayLinesWithoutManner } from "./offline.answer-said-manner";
import { cloneStepsOnTheSprite } from "./offline.answer-clones";
import { clickCountsAsLoops, sizesChangedByTheirTarget } from "./offline.answer-counted-events";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;
const clicked = (...lines: string[]) => program(["Balloon", ["when this sprite clicked", ...lines].join("\n")]);
const leftOutOf = (prompt: string) => {
  const one = answerRequest(prompt);
  return one.kind === "program" ? one.leftOut.join(" ") : "";
};
const answer = (text: string) => ({ text, explanation: "", leftOut: [] as string[] });

describe("how a line is said is no part of the line", () => {
  it("cuts 'together', 'at the same time' and 'to the <sprite>' from an unquoted line", () => {
    const both = program(["Cat", "when green flag clicked\nsay [Hi together] for (2) seconds"], ["Dog", "when green flag clicked\nsay [Hi together] for (2) seconds"]);
    expect(sayLinesWithoutManner("the cat and the dog both say hi together", answer(both)).text).not.toContain("together");
    expect(sayLinesWithoutManner("the cat and the dog both say hi together", answer(both)).named).toEqual([]);
    const girl = program(["Girl", "when green flag clicked\nsay [Hi to the boy] for (2) seconds"], ["Boy", "when green flag clicked\nsay [Hi] for (2) seconds"]);
    expect(sayLinesWithoutManner("the girl says hi to the boy", answer(girl)).text).toContain("say [Hi] for (2) seconds\n");
  });

  it("names a manner a speech bubble cannot show", () => {
    const cut = sayLinesWithoutManner("the parrot says hello loudly when clicked", answer(clicked("say [Hello loudly] for (2) seconds")));
    expect(cut.text).toContain("say [Hello] for (2)");
    expect(cut.named).toEqual(['saying "Hello" loudly']);
  });

  it("keeps a quoted line, a line to someone who is no sprite, and a line with no manner", () => {
    const quoted = clicked("say [Hi together] for (2) seconds");
    expect(sayLinesWithoutManner('the cat says "Hi together"', answer(quoted)).text).toBe(quoted);
    const mum = clicked("say [Happy birthday to mum] for (2) seconds");
    expect(sayLinesWithoutManner("the cat says happy birthday to mum", answer(mum)).text).toBe(mum);
    const plain = clicked("say [Hello everyone] for (2) seconds");
    expect(sayLinesWithoutManner("the king says hello everyone", answer(plain)).text).toBe(plain);
  });

  it("keeps 'together' in a line one sprite says, and 'too' always", () => {
    const one = clicked("say [Lets play together] for (2) seconds");
    expect(sayLinesWithoutManner("the cat says lets play together", answer(one)).text).toBe(one);
    const wizard = answerRequest("when the game starts the wizard asks whats ur favourite colour. if u say blue he says me too");
    expect(wizard.kind === "program" && wizard.text).toContain("say [Me too]");
  });

  it("answers 'both say hello at the same time' with the line alone", () => {
    const both = answerRequest("the cat and the dog both say hello at the same time when the flag is clicked");
    expect(both.kind === "program" && both.text).toContain("say [Hello] for");
    expect(both.kind === "program" && both.text).not.toMatch(/same time\]/);
    const shout = answerRequest("my robot shouts stop quietly when space is pressed");
    expect(shout.kind === "program" && shout.text).not.toMatch(/\[Stop quietly\]/i);
  });
});

describe("a count of clicks is no loop under the click", () => {
  it("names 'clicked 5 times' built as repeat (5) under the click", () => {
    expect(clickCountsAsLoops("a ghost that disappears when it is clicked 5 times", clicked("repeat (5)", "  hide", "end"))).toEqual(["doing it only on the 5th click (counting the clicks)"]);
    expect(clickCountsAsLoops("when you click the balloon 3 times it pops", clicked("repeat (3)", "  hide", "end"))).toEqual(["doing it only on the 3rd click (counting the clicks)"]);
    const keyed = program(["Door", "when [space v] key pressed\nrepeat (4)\n  next costume\nend"]);
    expect(clickCountsAsLoops("the door opens if you press space 4 times", keyed)).toEqual(["doing it only on the 4th press (counting the presses)"]);
    expect(leftOutOf("if u click the piggy bank two times it says full")).toMatch(/2nd click/);
  });

  it("stays quiet when the count is the step's own", () => {
    expect(clickCountsAsLoops("the duck quacks 3 times when you click it", clicked("repeat (3)", "  play sound (Duck v) until done", "end"))).toEqual([]);
    expect(clickCountsAsLoops("when clicked the cat jumps 3 times", clicked("repeat (3)", "  change y by (10)", "end"))).toEqual([]);
    expect(clickCountsAsLoops("when you click it 3 times it pops", clicked("change [clicks v] by (1)", "if <(clicks) = (3)> then", "  hide", "end"))).toEqual([]);
  });
});

describe("a size to reach is no change by it", () => {
  it("names 'grows to 150' built as change size by (150)", () => {
    expect(sizesChangedByTheirTarget("the balloon grows to 150 when clicked", clicked("change size by (150)"))).toEqual(["reaching size 150 (set size to 150 %)"]);
    expect(sizesChangedByTheirTarget("the cat shrinks to size 50 when space is pressed", clicked("change size by (-50)"))).toEqual(["reaching size 50 (set size to 50 %)"]);
    expect(leftOutOf("pls make the mushroom get bigger to 180 when i click it")).toMatch(/180/);
  });

  it("stays quiet for a size set, or a change asked 'by'", () => {
    expect(sizesChangedByTheirTarget("the balloon grows to 150 when clicked", clicked("set size to (150) %"))).toEqual([]);
    expect(sizesChangedByTheirTarget("the balloon grows by 150 when clicked", clicked("change size by (150)"))).toEqual([]);
    expect(sizesChangedByTheirTarget("the cat walks to 150 steps and grows", clicked("change size by (150)"))).toEqual([]);
  });
});

describe("the answer block said as a word, and a clone's step done by the sprite", () => {
  it("names '(answer)' said as the word", () => {
    const said = program(["Cat", "when green flag clicked\nask [How old are you?] and wait\nsay [You are answer years old] for (2) seconds"]);
    expect(answerSaidAsAWord("the cat asks how old are you and says you are (answer) years old", said)).toEqual([expect.stringContaining("the (answer) block")]);
    expect(leftOutOf("the robot asks your name and says hi (answer)!")).toMatch(/\(answer\) block/);
  });

  it("stays quiet for the answer block joined, or 'the answer' said in words", () => {
    const joined = program(["Cat", "when green flag clicked\nask [How old are you?] and wait\nsay (join [You are ] (answer)) for (2) seconds"]);
    expect(answerSaidAsAWord("the cat asks how old are you and says you are (answer)", joined)).toEqual([]);
    const words = program(["Cat", "when green flag clicked\nask [What is 2 + 2?] and wait\nsay [The answer is 4] for (2) seconds"]);
    expect(answerSaidAsAWord("the cat asks what is 2 + 2 and says the answer is 4", words)).toEqual([]);
  });

  it("names the clone's step built on the sprite", () => {
    const onSprite = program(["Star", "when [c v] key pressed\ncreate clone of (myself v)\ngo to (random position v)"]);
    expect(cloneStepsOnTheSprite("when i press c the sprite makes a clone and the clone goes to a random position", onSprite)).toEqual(['what the clone does ("the clone goes to a random position")']);
    expect(leftOutOf("make a clone of the star when clicked and the clone spins forever")).toMatch(/the clone spins/);
  });

  it("stays quiet when the clone has its own script, or the request gives it no step", () => {
    const own = program(["Star", "when [c v] key pressed\ncreate clone of (myself v)\n\nwhen I start as a clone\ngo to (random position v)"]);
    expect(cloneStepsOnTheSprite("when i press c the sprite makes a clone and the clone goes to a random position", own)).toEqual([]);
    const plain = program(["Star", "when [c v] key pressed\ncreate clone of (myself v)"]);
    expect(cloneStepsOnTheSprite("when i press c the star makes a clone of itself", plain)).toEqual([]);
  });
});
