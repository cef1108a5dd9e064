// Issue 26: key scripts exactly as asked, on the right character, with the request's numbers:
// a second key said without its verb ("and down 5 with the s key"), a lone letter after "with",
// how far one press goes said after a comma ("4 steps at a time"), and block words in brackets
// with their own count ("(change y by 8, five times)") used as written. Wordings of our own.
import { describe, expect, it } from "vitest";
import { keyPairs } from "./plan.keys";
import { readWords } from "./plan.words";
import { answerRequest } from "../offline.answer";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("key scripts as asked", () => {
  it("reads the second key of a pair said without its verb, each with its own number", () => {
    const { text, leftOut } = read("the Boat moves up 5 with the w key and down 5 with the s key");
    expect(text).toContain("when [w v] key pressed\nchange y by (5)");
    expect(text).toContain("when [s v] key pressed\nchange y by (-5)");
    expect(leftOut).toEqual([]);
  });

  it("reads a lone letter after 'with' as that key", () => {
    const { text, leftOut } = read("the cat gets bigger with b and smaller with n");
    expect(text).toContain("when [b v] key pressed\nchange size by (10)");
    expect(text).toContain("when [n v] key pressed\nchange size by (-10)");
    expect(leftOut).toEqual([]);
  });

  it("never reads 'with a' or a coordinate as a key", () => {
    expect(read("the dog plays with a ball when I press space").text).not.toContain("[a v] key");
    expect(read("the bee glides to x 50 y 20 when I press g").text).not.toContain("[x v] key");
  });

  it("moves each press as far as the words after the comma say, and makes no move of its own from them", () => {
    const { text, leftOut } = read("the Tank moves left and right with the arrow keys, 4 steps at a time");
    expect(text).toContain("change x by (4)");
    expect(text).toContain("change x by (-4)");
    expect(text).not.toContain("move (10) steps");
    expect(leftOut).toEqual([]);
  });
});

describe("block words in brackets, with their own count", () => {
  it("builds the bracket's block that many times in place of the verb's own reading", () => {
    const { text, leftOut } = read("the owl jumps with the up arrow (change y by 8, five times)");
    expect(text).toContain("when [up arrow v] key pressed\nrepeat (5)\n  change y by (8)\nend");
    expect(text).not.toContain("change y by (10)");
    expect(leftOut).toEqual([]);
  });
});

describe("a key and what it is for", () => {
  it("reads 'space to jump', 'the left arrow to turn left' and 'H to make it go down' as key scripts", () => {
    const { text, leftOut } = read("the Kite goes up when I press g, space to spin and h to make it go down");
    expect(text).toContain("when [g v] key pressed\nchange y by (10)\n");
    expect(text).toMatch(/when \[space v\] key pressed\n(?:repeat \(\d+\)\n {2})?turn right/);
    expect(text).toContain("when [h v] key pressed\nchange y by (-10)");
    expect(leftOut).toEqual([]);
  });

  it("never reads a range or a place as a key", () => {
    expect(read("the cat glides to x 10 y 20 when I press p").text).not.toContain("[x v] key");
    expect(read("when I press r the dice picks a random number from 1 to 6").text).not.toContain("[1 v] key");
  });
});

describe("each player's keys as the child gave them (keyPairs)", () => {
  it("reads pairs of keys in the order they are said", () => {
    expect(keyPairs(readWords("Left paddle E and D, right paddle O and L"))).toEqual([["e", "d"], ["o", "l"]]);
    expect(keyPairs(readWords("player one uses up and down arrows, player two uses t and g"))).toEqual([["up arrow", "down arrow"], ["t", "g"]]);
    expect(keyPairs(readWords("the cat jumps and meows"))).toEqual([]);
  });

  it("a two-player pong takes the children's own keys, and no key they did not give", () => {
    const answer = answerRequest("pong for two players: the left paddle goes with R and F, the right one with U and J");
    if (answer.kind !== "program") throw new Error("declined");
    const keys = [...answer.text.matchAll(/key \((.+?) v\)/g)].map((m) => m[1]);
    expect(new Set(keys)).toEqual(new Set(["r", "f", "u", "j"]));
  });
});
