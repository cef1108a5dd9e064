// Issue 26 (decision 880): a group counted and then named ("the two stars, Star1 and Star2, turn"):
// each named member its own sprite doing what follows. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("a group counted and named", () => {
  it("'the three fish, Fish1, Fish2 and Fish3, glide to the right ...': three sprites, each moving", () => {
    const { text, leftOut, names } = read("the three fish, Fish1, Fish2 and Fish3, glide to the right 2 steps at a time forever");
    expect(names).toEqual(["Fish1", "Fish2", "Fish3"]);
    expect(text.match(/forever\n\s+change x by \(2\)/g)).toHaveLength(3);
    expect(leftOut).toEqual([]);
  });

  it("'two dogs, Rex and Spot, bark': names with capitals are the members", () => {
    expect(read("two dogs, Rex and Spot, bark when the flag is clicked").names).toEqual(["Rex", "Spot"]);
  });

  it("names fewer than the count are not read as the group", () => {
    expect(read("the three stars, Star1 and Star2, turn 15 degrees forever").names).not.toEqual(["Star1", "Star2"]);
  });
});
