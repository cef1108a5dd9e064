// Issue 26 (decision 850): a character shown one way after another, each for a time; sentences
// that only name costumes; a noun naming a named character's kind. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { namesCostumes, readLooksFor } from "./plan.looks-for";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const looks = (words: string) => {
  const all = readWords(words);
  return readLooksFor(all, all.map(() => false))?.steps.map((step) => (step.kind === "block" ? step.text : step.kind));
};

describe("looks worn one after another", () => {
  it("reads 'is pink for 2 seconds, white 1 second' and not a single wait", () => {
    expect(looks("the sign is pink for 2 seconds, white 1 second")).toEqual(["switch costume to (pink v)", "wait (2) seconds", "switch costume to (white v)", "wait (1) seconds"]);
    expect(looks("the cat waits for 2 seconds")).toBeUndefined();
    expect(looks("the sign is pink for 2 seconds")).toBeUndefined();
  });

  it("'The Sign is open for 4 seconds and shut for 2 seconds, and again forever': in a forever loop, nothing left out", () => {
    const { text, leftOut } = read("The Sign is open for 4 seconds and shut for 2 seconds, and again forever.");
    expect(text).toMatch(/forever\n\s+switch costume to \(open v\)\n\s+wait \(4\) seconds\n\s+switch costume to \(shut v\)\n\s+wait \(2\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a sentence that only names the costumes is read: 'Its costumes are open and shut.'", () => {
    expect(namesCostumes(readWords("its costumes are open and shut"))).toBe(true);
    expect(namesCostumes(readWords("the costumes are in a folder 3"))).toBe(false);
    expect(read("The Sign is open for 4 seconds, shut for 2 seconds, and again forever. Its costumes are open and shut.").leftOut).toEqual([]);
  });
});

describe("a named character's kind", () => {
  it("'make a space Rocket that moves 10 steps': the Rocket, 'space' not named; a colour before it still is", () => {
    expect(read("make a space Rocket that moves 10 steps").leftOut).toEqual([]);
    expect(read("the red Car moves 10 steps").leftOut).toEqual(["red"]);
  });
});
