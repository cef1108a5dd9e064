import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const programOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;

describe("a variable named before the word 'variable', and where it starts", () => {
  it("reads 'a gems variable set to 2' as gems starting at 2, never a variable called 'set'", () => {
    const text = programOf("Make a gems variable set to 2, and when I click the cat, gems go up by 3");
    expect(text).toContain("set [gems v] to (2)");
    expect(text).toContain("change [gems v] by (3)");
    expect(text).not.toMatch(/\[set v\]/);
  });

  it("reads 'a variable called x that starts at N' and 'set to N' as its start", () => {
    expect(readPlan("Make a new variable called apples that starts at 7.").plan.variables).toEqual([{ name: "apples", start: 7 }]);
    expect(readPlan("Create a variable called power set to 9.").plan.variables).toEqual([{ name: "power", start: 9 }]);
    expect(programOf("Create a variable called power set to 9. When I press space, power goes down by 1.")).toContain("set [power v] to (9)");
  });

  it("never names a variable with a verb", () => {
    const { plan } = readPlan("Make a variable set to 4 and show it");
    expect(plan.variables.map((v) => v.name)).not.toContain("set");
  });
});
