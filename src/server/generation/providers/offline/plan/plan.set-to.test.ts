// Issue 26 (decision 730): a variable put to a value ("if the score is below 0 put it to 0").
// Wordings of our own; the clamp played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readSetTo } from "./plan.set-to";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("putting a variable to a value (plan.set-to.ts)", () => {
  it("'it' is the variable spoken of: 'put it to 0', 'set it back to 5 again'", () => {
    const vars = new Map([["gems", 0], ["lives", 3]]);
    expect(readSetTo(readWords("put it to 0"), 0, vars, "gems")).toMatchObject({ name: "gems", value: 0 });
    expect(readSetTo(readWords("set it back to 5 again"), 0, vars, "lives")).toMatchObject({ name: "lives", value: 5, used: [0, 1, 2, 3, 4, 5] });
  });

  it("a named variable, and a reset with no value: 'make the lives 3', 'reset the gems'", () => {
    const vars = new Map([["gems", 0], ["lives", 3]]);
    expect(readSetTo(readWords("make the lives 3"), 0, vars, undefined)).toMatchObject({ name: "lives", value: 3 });
    expect(readSetTo(readWords("reset the gems"), 0, vars, undefined)).toMatchObject({ name: "gems", value: 0 });
  });

  it("no variable, no setting: 'put the hat on', 'make it jump', and 'it' with two variables and none spoken of", () => {
    const vars = new Map([["gems", 0], ["lives", 3]]);
    expect(readSetTo(readWords("put the hat on"), 0, vars, undefined)).toBeUndefined();
    expect(readSetTo(readWords("make it jump"), 0, vars, "gems")).toBeUndefined();
    expect(readSetTo(readWords("set it to 2"), 0, vars, undefined)).toBeUndefined();
  });

  it("'if the lives are below 1 set them to 3': the condition's variable is put back, inside the check", () => {
    const { text, leftOut } = read("if the lives are below 1 set them back to 3");
    expect(text).toMatch(/if <\(lives\) < \(1\)> then\n\s+set \[lives v\] to \(3\)\n\s+end/);
    expect(leftOut).toEqual([]);
  });

  it("played: gems taken away below 0 are put back to 0, never left below it", async () => {
    await playAnswer("The Miner has a variable called gems that starts at 3. When I press d the Miner takes 5 away from gems. When gems is less than 0 put it to 0.", async (vm) => {
      await vm.step(2);
      expect(Number(vm.stage().variables.gems)).toBe(3);
      const press = () => vm.vm.runtime.startHats("event_whenkeypressed", { KEY_OPTION: "d" });
      press();
      await vm.step(4);
      expect(Number(vm.stage().variables.gems)).toBe(0);
    });
  });
});
