// Issue 26: an if / else-if chain is one choice. "if ... say A, if ... say B, otherwise say C" and
// "if ... say A, else if ... say B, otherwise say C" nest, so the closing "otherwise" belongs to the
// whole chain and exactly one branch runs. Wordings of our own.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const read = (prompt: string) => compilePlan(readPlan(prompt).plan).text;
const CHAIN = /if <\(answer\) > \(12\)> then\n {2}say \[Teen\] for \(2\) seconds\nelse\n {2}if <\(answer\) < \(5\)> then\n {4}say \[Little\] for \(2\) seconds\n {2}else\n {4}say \[Kid\] for \(2\) seconds\n {2}end\nend/;

describe("if / else-if chains", () => {
  it("nests a second if before an 'otherwise' into the first one's else", () => {
    expect(read('The Owl asks "How old are you?". If the answer is more than 12 it says "Teen", if it is less than 5 it says "Little", otherwise it says "Kid".')).toMatch(CHAIN);
  });

  it("gives the 'otherwise' after an 'else if' to the inner if, not to the outer one", () => {
    const text = read('The Owl asks "How old are you?". If the answer is more than 12 it says "Teen", else if it is less than 5 it says "Little", otherwise it says "Kid".');
    expect(text).toMatch(CHAIN);
    // no line made up from the verb carried over the comma before "else"
    expect(text).not.toContain("Hello!");
  });

  it("keeps two ifs with no 'otherwise' after them side by side: both may run", () => {
    const text = read('The Owl asks "How old are you?". If the answer is more than 12 it says "Teen", if it is less than 5 it says "Little".');
    expect(text).toMatch(/say \[Teen\] for \(2\) seconds\nend\nif <\(answer\) < \(5\)> then/);
    expect(text).not.toContain("else");
  });
});

describe("a branch its sentence goes on filling", () => {
  it("keeps a step joined by 'and' in the branch before it, then or else", () => {
    const text = read('The Robot asks "Tea or milk?". If the answer is tea it says "Hot!" and turns 15 degrees, otherwise it says "Cold!" and moves 10 steps.');
    expect(text).toMatch(/then\n {2}say \[Hot!\] for \(2\) seconds\n {2}turn right \(15\) degrees\nelse\n {2}say \[Cold!\] for \(2\) seconds\n {2}move \(10\) steps\nend/);
  });

  it("leaves a step in a sentence of its own after the if", () => {
    const text = read('The Robot asks "Tea or milk?". If the answer is tea it says "Hot!", otherwise it says "Cold!". Then it moves 10 steps.');
    expect(text).toMatch(/say \[Cold!\] for \(2\) seconds\nend\nmove \(10\) steps/);
  });
});
