// Issue 26 (decision 702): adding to and taking from a variable, with its number and its name read
// as one change. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("adding to and taking from a variable", () => {
  it.each([
    ["the Coin spins. Clicking it adds 2 to score.", "change [score v] by (2)"],
    ["when I click the Jar it adds 5 to Sweets", "change [Sweets v] by (5)"],
    ["every second the Bug takes 1 away from energy", "change [energy v] by (-1)"],
    ["when I press space the Robot subtracts 3 from the power", "change [power v] by (-3)"],
    // (decision 850: "away" said before the number)
    ["a variable fuel begins with 40; when I press f the Rocket takes away 4", "change [fuel v] by (-4)"],
  ])("'%s' changes the named variable by the child's number, every word read", (prompt, change) => {
    const { text, leftOut } = read(prompt);
    expect(text).toContain(change);
    expect(leftOut).toEqual([]);
  });

  it("a change said after an action comes after it: 'the Owl says the level and takes away 3'", () => {
    const { text, leftOut } = read("a variable level begins with 30, the Owl says the level for 1 second and takes away 3, until level is less than 0");
    expect(text).toMatch(/say \(level\) for \(1\) seconds\n\s+change \[level v\] by \(-3\)/);
    expect(leftOut).toEqual([]);
  });

  it("'adds 1' with no name changes the request's one variable", () => {
    const { text, leftOut } = read("a variable called stars starts at 0; each click on the lamp adds 1");
    expect(text).toMatch(/when this sprite clicked\nchange \[stars v\] by \(1\)/);
    expect(leftOut).toEqual([]);
  });

  it("never takes a thing put in a basket, nor 'adds 1' among two variables, for a variable", () => {
    expect(read("the Cat adds the apple to the basket").text).not.toContain("change [");
    expect(read("a variable called red and a variable called blue. clicking the cat adds 1").leftOut).not.toEqual([]);
  });

  it("played: each click on the Jar adds 5 to Sweets", async () => {
    await playAnswer("when I click the Jar it adds 5 to Sweets", async (vm) => {
      await vm.step(2);
      for (let i = 0; i < 2; i++) {
        vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName("Jar"));
        await vm.step(3);
      }
      expect(Number(vm.stage().variables.Sweets)).toBe(10);
    });
  });
});
