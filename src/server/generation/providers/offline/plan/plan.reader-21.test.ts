// Issue 26, decision 1410: a step said before a verb a colon spells, a loop named before "forever",
// the noun "press" naming its key. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read } from "../test-support/read-compiled";

describe("a step said before a verb the colon spells", () => {
  it("'says hello and twirls: next costume, wait 0.2 seconds': the greeting is kept, then the steps spelled", () => {
    const { text, leftOut } = read("the Frog says hello and twirls: next costume, wait 0.2 seconds");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/say \[Hello\][^\n]*\nnext costume\nwait \(0\.2\) seconds/);
  });

  it("a verb alone that the colon spells is not built as well ('barks and spins: turn 20 degrees 18 times')", () => {
    const { text } = read("the Puppy barks and spins: turn 20 degrees 18 times");
    expect(text).toMatch(/play sound \(Dog v\) until done\nrepeat \(18\)\n\s+turn right \(20\) degrees\nend/);
    expect(text).not.toMatch(/repeat \(36\)/);
  });

  it("a title that asks for one thing stays a title ('Make the dancer dance: ...')", () => {
    const { text } = read("Make the Dancer dance: switch costume and wait 1 second, forever");
    expect(text).toMatch(/forever\n\s+next costume\n\s+wait \(1\) seconds\nend/);
    expect(text).not.toMatch(/say/);
  });
});

describe("a loop named before 'forever' at the end of a sentence", () => {
  it("', repeat forever' repeats the whole sentence, not its last step", () => {
    const { text } = read("the Robot moves 8 steps and turns 12 degrees, repeat forever");
    expect(text).toMatch(/forever\n\s+move \(8\) steps\n\s+turn right \(12\) degrees\nend/);
  });

  it("', and repeat it forever' too", () => {
    const { text } = read("the Robot switches costume and waits 0.4 seconds, and repeat it forever");
    expect(text).toMatch(/forever\n\s+next costume\n\s+wait \(0\.4\) seconds\nend/);
  });
});

describe("the noun 'press' naming its key", () => {
  it("'each press of space' is the space key's script", () => {
    const { text, leftOut } = read("each press of space makes the Kite move 15 steps");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[space v\] key pressed\nmove \(15\) steps/);
  });

  it("'every press of the k key' is the K key's", () => {
    const { text } = read("every press of the k key turns the Kite 30 degrees");
    expect(text).toMatch(/when \[k v\] key pressed\nturn right \(30\) degrees/);
  });
});
