// Issue 26 (decision 1590): a classic named with the child's spelled-out details keeps them where
// the classic had no place for them: a platformer's goal, hide and seek played in rounds. Wordings
// of our own.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";
import { hidingRounds, platformGoal } from "./plan.projects-details";
import { readPlanWords } from "./plan.read";

const sentences = (prompt: string) => {
  const out: ReturnType<typeof readPlanWords>["words"][] = [[]];
  for (const w of readPlanWords(prompt).words) {
    (out[out.length - 1] as typeof out[number]).push(w);
    if (w.mark !== undefined && /^[.!?;]$/.test(w.mark)) out.push([]);
  }
  return out.filter((part) => part.length > 0);
};

describe("a platformer's goal", () => {
  it("reads the sprite reached, the child's line and the child's backdrop (a name with its number kept whole)", () => {
    const goal = platformGoal(sentences('the Fox walks with the arrows; touching the Gate says "Next world!" and switches the backdrop to Forest3.'), ["Fox"]);
    expect(goal?.sprite).toBe("Gate");
    expect(goal?.steps.map((step) => (step.kind === "block" ? step.text : ""))).toEqual(["say [Next world!]", "switch backdrop to (Forest3 v)"]);
  });

  it("reads no goal where the touch does nothing said, nor on the player's own ground", () => {
    expect(platformGoal(sentences("the Fox falls 2 while not touching the Grass."), ["Fox", "Grass"])).toBeUndefined();
  });

  it("a spelled-out platformer reaches its goal: the line is said and the backdrop switches there", () => {
    const { text } = answer('a platformer: the Fox walks with the arrows 4; falls 2 while not touching the Grass; the up arrow jumps (change y by 9, 6 times); touching the Gate says "Next world!" and switches the backdrop to Forest3.');
    expect(text).toMatch(/if <touching \(Gate v\)\?> then\n\s+say \[Next world!\]\n\s+switch backdrop to \(Forest3 v\)/);
    expect(text).toContain("// sprite: Gate");
    expect(text).toContain("change y by (-2)");
  });

  it("the classic platformer with gravity keeps a goal too", () => {
    const { text } = answer('make a platformer game for me: the Robot jumps with space; reaching the Portal switches the background to Mars.');
    expect(text).toMatch(/if <touching \(Portal v\)\?> then\n\s+switch backdrop to \(Mars v\)/);
  });

  it("a platformer named alone is the classic, with no goal of its own", () => {
    const { text, leftOut } = answer("make a platformer");
    expect(text).toContain("change [y speed v] by (-1)");
    expect(text).not.toMatch(/switch backdrop|touching \(/);
    expect(leftOut).toEqual([]);
  });
});

describe("hide and seek in rounds", () => {
  it("reads the rounds and each round's steps in the child's order", () => {
    const rounds = hidingRounds(sentences("hide and seek for my group: 3 rounds: the Owl hides, waits 4 seconds, goes to a random position, shows and waits 2 seconds."));
    expect(rounds?.rounds).toBe(3);
    expect(rounds?.steps.map((step) => (step.kind === "block" ? step.text : ""))).toEqual(["hide", "wait (4) seconds", "go to (random position v)", "show", "wait (2) seconds"]);
  });

  it("reads no rounds where a step of the round is one it cannot place", () => {
    expect(hidingRounds(sentences("hide and seek for my group: 3 rounds: the Owl hides, spins around, shows."))).toBeUndefined();
  });

  it("plays the child's rounds, and a click says the child's line and counts in the child's variable", () => {
    const { text, leftOut } = answer('hide and seek for year 2: 3 rounds: the Owl hides, waits 4 seconds, goes to a random position, shows and waits 2 seconds; clicking it makes it say "Spotted!" and adds 1 to spotted.');
    expect(text).toMatch(/repeat \(3\)\n\s+hide\n\s+wait \(4\) seconds\n\s+go to \(random position v\)\n\s+show\n\s+wait \(2\) seconds/);
    expect(text).toMatch(/when this sprite clicked\nsay \[Spotted!\]\nchange \[spotted v\] by \(1\)/);
    // "waits 4 seconds" is no numbered place to hide behind
    expect(text).not.toMatch(/sprite: Waits/);
    expect(leftOut).toEqual([]);
  });

  it("a round said first with its count after it ('..., 6 times') is played that many times by the one who hides, and the seeker counts as said", () => {
    const { text, leftOut } = answer('hide and seek for my nephew: the Fox says 4, 3, 2 and 1, each for 2 seconds; the Rabbit hides, waits 1 second, goes to a random position and shows, 6 times; clicking the Rabbit makes it say "Got you!".');
    expect(text).toMatch(/\/\/ sprite: Fox[\s\S]*when green flag clicked\nsay \[4\] for \(2\) seconds\nsay \[3\] for \(2\) seconds\nsay \[2\] for \(2\) seconds\nsay \[1\] for \(2\) seconds/);
    expect(text).toMatch(/\/\/ sprite: Rabbit[\s\S]*repeat \(6\)\n\s+hide\n\s+wait \(1\) seconds\n\s+go to \(random position v\)\n\s+show/);
    // the Fox counts; it never hides
    expect(text).not.toMatch(/\/\/ sprite: Fox[\s\S]*(?:ghost|hide\n)[\s\S]*\/\/ sprite: Rabbit/);
    expect(leftOut).toEqual([]);
  });

  it("near wording: a round with no count after it is no round of the child's", () => {
    const { text } = answer('hide and seek: the Rabbit hides, goes to a random position and shows; clicking the Rabbit makes it say "Got you!".');
    expect(text).not.toMatch(/repeat \(\d+\)\n\s+hide/);
  });

  it("hide and seek named alone is still the classic", () => {
    const { text } = answer("make a hide and seek game");
    expect(text).toContain("set [ghost v] effect to (85)");
  });
});

describe("two dice the child names and sums", () => {
  it("rolls the child's two variables and says their sum for the child's time", () => {
    const { text, leftOut } = answer("a dice game with two dice: when I press r, the Table sets a1 and a2 to random numbers from 1 to 6 and says a1 + a2 for 3 seconds.");
    expect(text).toContain("// variable a1 = 0");
    expect(text).toMatch(/set \[a1 v\] to \(pick random \(1\) to \(6\)\)\nset \[a2 v\] to \(pick random \(1\) to \(6\)\)\nsay \(\(a1\) \+ \(a2\)\) for \(3\) seconds/);
    expect(text).not.toContain("[roll v]");
    expect(leftOut).toEqual([]);
  });

  it("two dice named alone still say the total", () => {
    expect(answer("roll two dice").text).toContain("say (join [Total: ] ((roll) + (second roll))) for (2) seconds");
  });
});
