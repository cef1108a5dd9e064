// Issue 26 (decision 1550): a classic the child names AND spells out keeps every step, number, name
// and line the child gave, and adds nothing the child did not ask for. Wordings of our own.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("the classics merge in the child's own details", () => {
  it("two-player pong serves in the child's direction, every time", () => {
    const { text } = answer("two player pong: the Left bat goes up and down with q and a, the Right bat with the arrow keys; the Ball points in direction 60 and moves 5 steps forever");
    expect(text.match(/point in direction \(60\)/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/go to x: \(0\) y: \(0\)\n\s*point in direction \(pick random/);
  });

  it("two-player pong with no direction said still serves at random", () => {
    expect(answer("pong for two players").text).toContain("point in direction (pick random (45) to (135))");
  });

  it("one-player pong keeps the paddle at the child's y and counts the child's variable at each hit", () => {
    const { text, leftOut } = answer("pong for one player: the Bat moves with the left and right arrows, 10 steps, and its y stays -150; the Ball moves 6 steps forever and bounces on the edge, and touching the Bat adds 1 to bounces");
    expect(text).toContain("go to x: (0) y: (-150)");
    expect(text).toContain("change [bounces v] by (1)");
    expect(text).toContain("// variable bounces = 0");
    expect(text).not.toContain("score");
    expect(leftOut).toEqual([]);
  });

  it("a virtual pet's click says the child's line, and no Purr or Yum of the classic's", () => {
    const { text } = answer('a virtual pet: clicking the Bunny adds 3 to happiness and it says "Yay!", happiness goes down 1 every 4 seconds');
    expect(text).toMatch(/when this sprite clicked\nchange \[happiness v\] by \(3\)\nsay \[Yay!\] for \(2\) seconds/);
    expect(text).not.toMatch(/Purr!|Yum!/);
  });

  it("an unquoted line after the pet's click is its line too", () => {
    const { text } = answer("my virtual pet: the Hamster has hunger. hunger goes up 1 every 5 seconds. clicking the Seed sets hunger to 0, clicking the Hamster adds 2 to happiness and it says squeak");
    expect(text).toMatch(/when this sprite clicked\nchange \[happiness v\] by \(2\)\nsay \[Squeak\] for \(2\) seconds/);
    expect(text).not.toContain("Yum!");
  });
});

describe("a classic named in a title before the colon, spelled out after it", () => {
  it("the child's steps are the program: every number and line, no classic's extras", () => {
    const { text, leftOut } = answer('Whack-a-mole for my sister in Accra: the Beetle goes to a random position every 1.5 seconds, forever; clicking it adds 2 to bops and says "Got you!"');
    expect(text).toContain("wait (1.5) seconds");
    expect(text).toMatch(/when this sprite clicked\nchange \[bops v\] by \(2\)\nsay \[Got you!\] for \(2\) seconds/);
    expect(leftOut).toEqual([]);
  });

  it("a classic named only by its title still gets the classic", () => {
    const { text } = answer("make a whack a mole game");
    expect(text).toContain("go to (random position v)");
    expect(text).toContain("when this sprite clicked");
  });
});
