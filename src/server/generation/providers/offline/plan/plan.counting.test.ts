// Issue 26 (decision 850): counting aloud ("counts down from 4, one number every 2 seconds",
// ", saying each number for 2 seconds") and "one every 0.5 seconds" as the pace of a count of repeats.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readCounting } from "./plan.counting";
import { readSpacing } from "./plan.spacing";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const counting = (words: string) => {
  const all = readWords(words);
  const c = readCounting(all, 0, all.length);
  return c && { from: c.from, to: c.to, times: c.loop.times };
};

describe("counting aloud", () => {
  it("reads where the count starts and ends", () => {
    expect(counting("counts from 3 to 7")).toEqual({ from: 3, to: 7, times: 5 });
    expect(counting("counts down from 6")).toEqual({ from: 6, to: 1, times: 6 });
    expect(counting("counts up to 4")).toEqual({ from: 1, to: 4, times: 4 });
    expect(counting("counts the apples")).toBeUndefined();
  });

  it("'the Parrot counts down from 4, one number every 2 seconds': said, paused, stepped down; one variable set, no loop round it", () => {
    const { text, leftOut } = read("the Parrot counts down from 4, one number every 2 seconds");
    expect(text).toMatch(/when green flag clicked\nset \[count v\] to \(4\)\nrepeat \(4\)\n\s+say \(count\)\n\s+wait \(2\) seconds\n\s+change \[count v\] by \(-1\)\nend/);
    expect(text).not.toContain("forever");
    expect(leftOut).toEqual([]);
  });

  it("'counts from 2 to 5, saying each number for 3 seconds': the saying lasts that long", () => {
    const { text, leftOut } = read("the Parrot counts from 2 to 5, saying each number for 3 seconds");
    expect(text).toMatch(/repeat \(4\)\n\s+say \(count\) for \(3\) seconds\n\s+change \[count v\] by \(1\)\nend/);
    expect(text).not.toContain("Hello");
    expect(leftOut).toEqual([]);
  });

  it("'counts from 1 to 4 ... Use a variable called k': the count is kept in k, no second variable", () => {
    const { text, leftOut } = read("a sprite that counts from 1 to 4, saying each number for 1 second. Use a variable called k.");
    expect(text).toMatch(/set \[k v\] to \(1\)\nrepeat \(4\)\n\s+say \(k\) for \(1\) seconds\n\s+change \[k v\] by \(1\)/);
    expect(text).not.toMatch(/\[count v\]|\(count\)/);
    expect(leftOut).toEqual([]);
  });

  it("'the Parrot counts to 3' with no pace said: each number said for a second, so each is seen", () => {
    expect(read("the Parrot counts to 3").text).toMatch(/repeat \(3\)\n\s+say \(count\) for \(1\) seconds\n\s+change \[count v\] by \(1\)\nend/);
  });

  it("'a stopwatch that counts to 3': a number a second", () => {
    expect(read("a stopwatch that counts to 3").text).toMatch(/say \(stopwatch\)\n\s+wait \(1\) seconds/);
  });
});

describe("one every N seconds", () => {
  it("reads 'one every 0.25 seconds', 'one a second' and 'one word per second' at a clause's end", () => {
    expect(readSpacing(readWords("flashes 8 times, one every 0.25 seconds"))?.seconds).toBe(0.25);
    expect(readSpacing(readWords("hops 3 times, one a second"))?.seconds).toBe(1);
    expect(readSpacing(readWords("one every 2 seconds or so it blinks"))).toBeUndefined();
  });

  it("'the Star switches to its next costume 8 times, one every 0.25 seconds': a wait in the loop, nothing left out", () => {
    const { text, leftOut } = read("the Star switches to its next costume 8 times, one every 0.25 seconds");
    expect(text).toMatch(/repeat \(8\)\n\s+next costume\n\s+wait \(0.25\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });
});

describe("a count kept in the thing that counts", () => {
  it("'a stopwatch that counts up to 20': the count is the stopwatch variable", () => {
    const { text } = read("my Robot has a stopwatch that counts from 1 to 20");
    expect(text).toContain("set [stopwatch v] to (1)");
    expect(text).toContain("change [stopwatch v] by (1)");
    expect(text).not.toContain("[count v]");
  });

  it("a count no thing is said to make keeps its own name", () => {
    const { text } = read("the Owl counts from 1 to 4");
    expect(text).toContain("set [count v] to (1)");
  });
});
