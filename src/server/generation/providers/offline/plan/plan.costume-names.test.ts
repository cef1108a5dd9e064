// Issue 26 (decision 850): named costumes, an effect's change in brackets, a random costume said in
// brackets, and a second key's own amount ("-10 with the left arrow"). Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readCostumeName } from "./plan.costume-names";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const costume = (words: string) => {
  const all = readWords(words);
  return readCostumeName(all, 0, all.length)?.name;
};

describe("a costume by its name", () => {
  it("reads the name before 'costume', after 'costume to', after 'to costume' and after 'called'", () => {
    expect(costume("to the grumpy costume")).toBe("grumpy");
    expect(costume("its costume to blue")).toBe("blue");
    expect(costume("to costume sleeping")).toBe("sleeping");
    expect(costume("to the costume called wave")).toBe("wave");
  });

  it("leaves the next, a random and an unnamed costume to their own readings", () => {
    expect(costume("to its next costume")).toBeUndefined();
    expect(costume("to a random costume")).toBeUndefined();
    expect(costume("costume")).toBeUndefined();
  });

  it("'the Frog croaks and changes to the puffed costume': that costume, nothing left out", () => {
    const { text, leftOut } = read("the Frog says 'Ribbit' and changes to the puffed costume");
    expect(text).toMatch(/say \[Ribbit\] for \(2\) seconds\nswitch costume to \(puffed v\)/);
    expect(leftOut).toEqual([]);
  });

  it("'the Lamp switches costume to off when I press o': under the key", () => {
    expect(read("the Lamp switches costume to off when I press o").text).toMatch(/when \[o v\] key pressed\nswitch costume to \(off v\)/);
  });

  it("'changes costume' with no name is still the next costume", () => {
    expect(read("the Lamp changes costume").text).toContain("next costume");
  });
});

describe("what brackets after a verb say", () => {
  it("'changes its colour (color effect 15)': a change by 15, not a set", () => {
    const { text, leftOut } = read("when I click the Kite, it changes its colour (color effect 15)");
    expect(text).toContain("change [color v] effect by (15)");
    expect(leftOut).toEqual([]);
  });

  it("'sets its look (ghost effect 70)': still a set", () => {
    expect(read("when I click the Kite, it sets its look (ghost effect 70)").text).toContain("set [ghost v] effect to (70)");
  });

  it("'switches to a random costume (pick random 2 to 5)': one of those costumes, no variable", () => {
    const { text, leftOut } = read("when the Gem is clicked it switches to a random costume (pick random 2 to 5)");
    expect(text).toContain("switch costume to (pick random (2) to (5))");
    expect(text).not.toContain("set [");
    expect(leftOut).toEqual([]);
  });
});

describe("a second key's own amount", () => {
  it("'moves 8 with the d key... -8 with the a key': each key its own number", () => {
    const { text, leftOut } = read("the Crab moves 8 with the right arrow and -8 with the left arrow");
    expect(text).toMatch(/when \[right arrow v\] key pressed\nmove \(8\) steps/);
    expect(text).toMatch(/when \[left arrow v\] key pressed\nmove \(-8\) steps/);
    expect(leftOut).toEqual([]);
  });

  it("'turns 20 degrees with the right arrow and -20 degrees with the left arrow': the minus turns it left, once", () => {
    const { text } = read("the Fan turns 20 degrees with the right arrow and -20 degrees with the left arrow");
    expect(text).toMatch(/when \[left arrow v\] key pressed\nturn right \(-20\) degrees/);
  });

  it("'turns 20 degrees left with the left arrow and 20 degrees right with the right arrow': the way after the amount", () => {
    const { text, leftOut } = read("the Fan turns 20 degrees left with the left arrow and 20 degrees right with the right arrow");
    expect(text).toMatch(/when \[right arrow v\] key pressed\nturn right \(20\) degrees/);
    expect(leftOut).toEqual([]);
  });

  it("'turns 20 degrees when I press the left arrow': the key still says which way", () => {
    expect(read("the Fan turns 20 degrees when I press the left arrow").text).toContain("turn left (20) degrees");
  });
});
