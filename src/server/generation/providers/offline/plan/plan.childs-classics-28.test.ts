// Issue 26, decision 1760: a classic is a frame for the child's details (second round): a catch game's
// miss takes the points the child says ("score goes down 1"). Both ways: what the child did not say
// stays as it was.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("catch: a miss takes what the child says (decision 1760)", () => {
  it.each([
    ["catch game!!! the Net moves left and right with the arrows 15, a Coconut falls 6 forever, when the Net catches it score goes up 1 and the Coconut goes back to y 170 at a random x, and if it falls below -170 score goes down 1", "score", 1, -170],
    ["catch game: the Basket moves with the arrow keys, the Egg falls 5 steps at a time. catching it gives 2 points. if the Egg touches the ground (below -160) the score goes down by 3", "score", 3, -160],
    ["my pupils catch game: Bowl follows the mouse, the Cherry falls 4; catching it makes points go up 1 and missing it makes points drop by 1", "points", 1, -170],
  ])("'%s' takes the child's points below the bottom", (prompt, counter, down, bottom) => {
    const { text, leftOut } = answer(prompt);
    expect(text).toMatch(new RegExp(`if <\\(y position\\) < \\(${bottom}\\)> then\\n\\s+change \\[${counter} v\\] by \\(-${down}\\)`));
    expect(leftOut.join(" ")).not.toMatch(/goes down|drop|the number/);
  });

  it("stays as it was: a miss the child gives no points to takes none", () => {
    const { text } = answer("catch game: the Bucket moves with the arrow keys, a Raindrop falls 3, catching it gives 1 point");
    expect(text).not.toMatch(/change \[score v\] by \(-/);
  });
});
