// Decision 580: the block-words reader reads block text from the one block table, values exactly.
import { describe, expect, it } from "vitest";
import { readBlockWords, readBracketBlock, readReporter } from "./plan.block-words";
import { readWords } from "./plan.words";
import { answerRequest } from "../offline.answer";

const noCharacters = { variables: new Set<string>(), characterAt: () => undefined };
const read = (text: string, variables: string[] = []) => readBlockWords(readWords(text), 0, { variables: new Set(variables), characterAt: () => undefined });

describe("readBlockWords", () => {
  it.each([
    ["change jumpheight by -3", "change [jumpheight v] by (-3)"],
    ["set the lives to 7", "set [lives v] to (7)"],
    ["set y to 35", "set y to (35)"],
    ["glide 3 secs to x 40 y -60", "glide (3) secs to x: (40) y: (-60)"],
    ["turn left 45 degrees", "turn left (45) degrees"],
    ["go to the mouse", "go to (mouse-pointer v)"],
    ["go to random position", "go to (random position v)"],
    ["change ghost effect by 20", "change [ghost v] effect by (20)"],
    ["set size to 80 percent", "set size to (80) %"],
    ["wait 3", "wait (3) seconds"],
  ])("%j is %j", (text, block) => {
    expect(read(text)?.text).toBe(block);
  });

  it("a slot takes a variable the request named, or a reporter, never an unknown word", () => {
    expect(read("change x by drift", ["drift"])?.text).toBe("change x by (drift)");
    expect(read("change x by the y position")?.text).toBe("change x by (y position)");
    expect(read("change x by banana")).toBeUndefined();
  });

  it("a lone word stays with the plan's own reading", () => {
    expect(read("hide")).toBeUndefined();
    expect(read("turn around")).toBeUndefined();
  });

  it("a named variable is reported so the project declares it", () => {
    expect(read("change stars by 2")).toMatchObject({ variable: "stars", text: "change [stars v] by (2)" });
  });
});

describe("readBracketBlock", () => {
  const bracket = (text: string) => {
    const words = readWords(text);
    return readBracketBlock(words, 1, words.length, noCharacters)?.text;
  };
  it("a setting and its value is the block that sets it", () => {
    expect(bracket("make it huge (size 250)")).toBe("set size to (250) %");
    expect(bracket("move it to the left side (x -200)")).toBe("set x to (-200)");
  });
  it("a whole block in brackets, even a one-word one", () => {
    expect(bracket("it goes invisible (hide)")).toBe("hide");
  });
  it("brackets that hold no block are not read", () => {
    expect(bracket("say hello (nicely)")).toBeUndefined();
    expect(bracket("make it big (really big)")).toBeUndefined();
  });
});

describe("readReporter", () => {
  it("names a reporter block with its own words", () => {
    expect(readReporter(readWords("its y position is more than 50"), 0)).toMatchObject({ text: "(y position)", end: 3 });
    expect(readReporter(readWords("the loudness"), 0)?.text).toBe("(loudness)");
  });
});

describe("brackets that spell a verb's blocks in order", () => {
  it("the blocks in the brackets are the verb's, with its count, after a lead-in that names the verb", () => {
    for (const [prompt, body] of [
      ["the bunny hops 4 times (each hop: change y by 25, wait 0.2 seconds, change y by -25)", ["change y by (25)", "wait (0.2) seconds", "change y by (-25)"]],
      ["the robot walks (move 20 steps, wait 1 seconds, move 20 steps) when I press space", ["move (20) steps", "wait (1) seconds", "move (20) steps"]],
    ] as const) {
      const answer = answerRequest(prompt);
      if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
      const lines = answer.text.split("\n").map((line) => line.replace(/ \/\/ .*$/, "").trim());
      const first = lines.indexOf(body[0]);
      expect(first, prompt).toBeGreaterThan(0);
      expect(lines.slice(first, first + body.length), prompt).toEqual([...body]);
      // the verb's own default (a 100-step jump) is not built beside them
      expect(answer.text, prompt).not.toMatch(/change y by \(10\)/);
    }
  });

  it("brackets whose parts are not all blocks are not read as the verb's blocks", () => {
    const answer = answerRequest("the bunny hops 4 times (each hop: change y by 25, then do a little dance)");
    if (answer.kind === "program") expect(answer.text.includes("change y by (25)") && answer.leftOut.length === 0).toBe(false);
  });
});
