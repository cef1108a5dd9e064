// Issue 26: a clicker game built on the child's own details (the thing clicked, the variable it
// counts, how much a click gives, what a click does besides, and milestones), and a named list
// in the name picker. Wordings of our own, never the corpus sentences.
import { describe, expect, it } from "vitest";
import { builtAnswer } from "../test-support/built-answer";
import { buildsClicker, clickerProject } from "./plan.clicker";
import { readWords } from "./plan.words";

const answer = builtAnswer;

describe("the clicker's own details", () => {
  it("counts in the child's variable, by the child's amount, on the thing the child clicks", () => {
    const built = answer("a clicker game: tap the Melon and melons go up 3");
    expect(built.text).toMatch(/\/\/ sprite: Melon[\s\S]*when this sprite clicked\nchange \[melons v\] by \(3\)/);
    expect(built.text).toContain("set [melons v] to (0)");
    expect(built.leftOut).toEqual([]);
  });

  it("a milestone every N of the count is a check on the count mod N in the click script", () => {
    const built = answer("my clicker: clicking the Shell gives 1 pearl, and every 5 pearls the Shell turns 30 degrees");
    expect(built.text).toContain("change [pearls v] by (1)");
    expect(built.text).toMatch(/if <\(\(pearls\) mod \(5\)\) = \(0\)> then\n {2}turn right \(30\) degrees/);
    expect(built.leftOut).toEqual([]);
  });

  it("a milestone at a value waits for it once; 'over' waits until the count is past it", () => {
    const exact = answer("a clicker where the Bell gives 2 points per click and at 40 points it says \"Ding ding!\"");
    expect(exact.text).toMatch(/wait until <\(score\) = \(40\)>\nsay \[Ding ding!\]/);
    const over = answer("a clicker: the Drum gives 7 points for each click, and once score is over 60 the Drum says \"Loud!\"");
    expect(over.text).toMatch(/wait until <\(score\) > \(60\)>\nsay \[Loud!\]/);
    expect(over.text).toContain("change [score v] by (7)");
  });

  it("the number the child replaced ('instead of 1') is not the amount", () => {
    const built = answer("remix our clicker: the Moon gives 4 points for each click instead of 1");
    expect(built.text).toContain("change [score v] by (4)");
    expect(built.text).not.toContain("change [score v] by (1)");
  });

  it("a script the reader read that the clicker does not do is named, never dropped", () => {
    const plan = clickerProject(readWords("a clicker: click the Lamp = score +1 and it makes a clone of the Moth that glides to a random place"), ["Lamp", "Moth"]);
    expect(plan.leftOut.join(" ")).toMatch(/clone/);
  });

  it("a clicker with a shop or an upgrade is left to the rest of the generator", () => {
    expect(buildsClicker(readWords("a clicker where the Upgrade costs 30 coins"))).toBe(false);
    expect(buildsClicker(readWords("a clicker game with a Button"))).toBe(true);
  });
});

describe("the name picker's own list", () => {
  it("takes the list's name from 'the list X holds ...'", () => {
    const built = answer("A name picker: the list team holds Kofi, Lena, Mo and Rui; when I press p the Owl says a random name from the list.");
    expect(built.text).toContain("// list team = [");
    expect(built.text).toContain("of [team v]");
    expect(built.text).not.toContain("[names v]");
  });
});

describe("the child's own size changes on a click (decision 1380)", () => {
  const blocks = (text: string) => compileClick(text);

  it("says the size changes in the child's numbers and order: \"(size +8 then -8)\"", () => {
    expect(blocks("clicker: each click on the Gem adds 1 to gems and it gets bigger then smaller (size +8 then -8)")).toEqual(["change [gems v] by (1)", "change size by (8)", "wait (0.1) seconds", "change size by (-8)"]);
  });

  it("a shrink and back, as the child numbers it", () => {
    expect(blocks("clicker: a click on the Melon gives melons +2 and it shrinks a little and back (size -3 then +3)")).toEqual(["change [melons v] by (2)", "change size by (-3)", "wait (0.1) seconds", "change size by (3)"]);
  });
});

/** The blocks of the clicker's click script, in order. */
function compileClick(prompt: string): string[] {
  const plan = clickerProject(readWords(prompt), []);
  const click = plan.characters.flatMap((character) => character.scripts).find((one) => one.trigger.kind === "click");
  return (click?.steps ?? []).flatMap((step) => (step.kind === "block" ? [step.text] : []));
}
