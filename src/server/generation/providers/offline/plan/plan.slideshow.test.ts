// Issue 26, decision 1700: "'dice' but not a dice game, nothing random: just a Die that shows its
// 6 costumes in order, 1 second each": the classic turned away by its own name is not built; a
// character's costumes shown in order, as long as the child says, is a slideshow.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";
import { costumesInOrder } from "./plan.projects";
import { readWords } from "./plan.words";

describe("costumes in order, and a classic turned away by its name", () => {
  it("the Die shows its costumes in order, nothing random", () => {
    const { text } = answer("My son wants 'dice' but not a dice game, nothing random: just a Die that shows its 6 costumes in order, 1 second each, like a slideshow.");
    expect(text).toMatch(/\/\/ sprite: Die/);
    expect(text).toMatch(/repeat \(6\)\n\s+wait \(1\) seconds\n\s+next costume\nend/);
    expect(text).not.toMatch(/pick random/);
  });

  it.each([
    ["the Flower goes through its 4 costumes one by one, 0.5 seconds each", "Flower", 4, 0.5],
    ["no dice game please. the Dice shows its 6 costumes one after another, waiting 2 seconds on each", "Dice", 6, 2],
    ["my class slideshow: the Poster shows its 3 costumes in order, 2 seconds each", "Poster", 3, 2],
  ])("'%s'", (prompt, name, count, seconds) => {
    const { text, leftOut } = answer(prompt);
    expect(text).toContain(`// sprite: ${name}`);
    expect(text).toMatch(new RegExp(`repeat \\(${count}\\)\\n\\s+wait \\(${seconds}\\) seconds\\n\\s+next costume\\nend`));
    expect(text).not.toMatch(/pick random/);
    expect(leftOut).toEqual([]);
  });

  it("stays as it was: a dice asked for rolls at random; costumes with no order or no time are no slideshow", () => {
    expect(answer("a dice game: click the Dice and it shows a random face from 1 to 6").text).toMatch(/pick random \(1\) to \(6\)/);
    expect(costumesInOrder(readWords("the Cat has 3 costumes and switches them when clicked"))).toBeUndefined();
    expect(costumesInOrder(readWords("the Cat shows its 3 costumes in order"))).toBeUndefined();
    expect(costumesInOrder(readWords("the Cat shows its 3 costumes in order, 2 seconds each"))).toEqual({ count: 3, seconds: 2 });
  });
});
