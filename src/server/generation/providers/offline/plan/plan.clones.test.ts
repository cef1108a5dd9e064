// Issue 26 (decision 1110): clones read into the plan: how many are made (a number, or as many as the
// answer), where each goes when it starts, what each clone does, a clone clicked or deleted, a clone's
// own check, and another character answering a check. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;

describe("making clones", () => {
  it("'makes 9 clones at random spots': a loop of 9 clones, each going to a random position when it starts", () => {
    const { text, leftOut } = read("the Cherry makes 9 clones at random spots");
    expect(text).toMatch(/repeat \(9\)\n {2}create clone of \(myself v\)\nend/);
    expect(text).toMatch(/when I start as a clone\ngo to \(random position v\)/);
    expect(leftOut).toEqual([]);
  });

  it("'7 Frog clones appear at random places': the Frog makes them", () => {
    const { text, leftOut } = read("7 Frog clones appear at random places");
    expect(text).toMatch(/\/\/ sprite: Frog/);
    expect(text).toMatch(/repeat \(7\)\n {2}create clone of \(myself v\)/);
    expect(leftOut).toEqual([]);
  });

  it("'asks how many and makes that many clones': as many as the answer", () => {
    const { text, leftOut } = read("the Baker asks \"How many cakes?\" and makes that many clones of itself");
    expect(text).toMatch(/ask \[How many cakes\?\] and wait\nrepeat \(answer\)\n {2}create clone of \(myself v\)/);
    expect(leftOut).toEqual([]);
  });
});

describe("what each clone does", () => {
  it("'each clone goes to a random position and shows': the clone's own script", () => {
    const { text, leftOut } = read("the Cloud hides and makes 4 clones; each clone goes to a random position and shows");
    expect(text).toMatch(/when I start as a clone\ngo to \(random position v\)\nshow/);
    expect(leftOut).toEqual([]);
  });

  it("a clone's loop stays in the clone's script", () => {
    const { text } = read("the Rain makes 30 clones; each clone goes to a random position and falls 3 steps at a time");
    expect(text).toMatch(/when I start as a clone\ngo to \(random position v\)\nforever\n {2}change y by \(-3\)\nend/);
    expect(text).not.toMatch(/when green flag clicked\nforever\n {2}change y by \(-3\)/);
  });

  it("'clicking a clone deletes it': the sprite's click script deletes the clone", () => {
    const { text, leftOut } = read("the Fly makes 6 clones at random places; clicking one adds 1 to score and deletes it");
    expect(text).toMatch(/when this sprite clicked\nchange \[score v\] by \(1\)\ndelete this clone/);
    expect(leftOut).toEqual([]);
  });

  it("'when a clone touches the Net it is deleted': each clone checks it from its own start", () => {
    const { text } = read("the Fish makes 3 clones. When a clone touches the Net, it is deleted.");
    expect(text).toMatch(/when I start as a clone\nforever\n {2}if <touching \(Net v\)\?> then\n {4}delete this clone/);
  });

  it("'remove the name from the list' is no clone deleted", () => {
    expect(read("the Hat makes 2 clones and then removes the name from the list").text).not.toMatch(/delete this clone/);
  });
});

describe("another character answering a check", () => {
  it("'when the Owl touches the Moon it hoots and the Moon hides': the Moon hides when told", () => {
    const { text, leftOut } = read("when the Owl touches the Moon it says hoot and the Moon hides");
    expect(text).toMatch(/if <touching \(Moon v\)\?> then\n {4}say \[Hoot\] for \(2\) seconds\n {4}broadcast \[(.+) v\]/);
    expect(text).toMatch(/when I receive \[.+ v\]\nhide/);
    expect(text).not.toMatch(/when green flag clicked\nhide/);
    expect(leftOut).toEqual([]);
  });

  it("a clone deleted in the check tells the other character before it goes", () => {
    const { text } = read("the Bug makes 5 clones. When a clone touches the Frog, it is deleted and the Frog grows by 5.");
    expect(text).toMatch(/broadcast \[.+ v\]\n {4}delete this clone/);
    expect(text).toMatch(/when I receive \[.+ v\]\nchange size by \(5\)/);
  });
});
