// Issue 26 (decision 1290): when the child gives the steps, the child's steps win over the
// classic's: each collected thing's own count and sign, the clicker's own order of sizes, the pet's
// own click, the pen's own steps, a shot's own move and no target nobody named, quoted questions
// with their answers in brackets, a countdown said one number at a time, the flyer's own fall, the
// dice's own variable and time. On wordings of our own.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { countFrom } from "./plan.child-count";
import { readWords } from "./plan.words";

const answer = (prompt: string) => {
  const built = answerRequest(prompt);
  if (built.kind !== "program") throw new Error(`declined: ${prompt}`);
  return built;
};

describe("one reader of a count's wordings", () => {
  const count = (text: string, previous?: string) => countFrom(readWords(text), 0, previous);
  it("reads up, down, signed, added, taken and taken away", () => {
    expect(count("caught goes up by 3")).toEqual({ variable: "caught", by: 3 });
    expect(count("honey goes down by 2")).toEqual({ variable: "honey", by: -2 });
    expect(count("water +4")).toEqual({ variable: "water", by: 4 });
    expect(count("health -1")).toEqual({ variable: "health", by: -1 });
    expect(count("adds 5 to power")).toEqual({ variable: "power", by: 5 });
    expect(count("takes 3 from honey")).toEqual({ variable: "honey", by: -3 });
    expect(count("takes 2 away", "power")).toEqual({ variable: "power", by: -2 });
    expect(count("takes away 2", "power")).toEqual({ variable: "power", by: -2 });
    expect(count("takes 2 away")).toBeUndefined();
    expect(count("goes up")).toBeUndefined();
  });
});

describe("the child's numbers and signs in the classics", () => {
  it("each thing collected adds or takes its own amount", () => {
    const { text, leftOut } = answer("the Robot moves with the arrow keys, touching the Battery adds 5 to power, touching the Puddle takes away 2");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Battery[\s\S]*change \[power v\] by \(5\)/);
    expect(text).toMatch(/\/\/ sprite: Puddle[\s\S]*change \[power v\] by \(-2\)/);
    expect(text).not.toMatch(/change \[power v\] by \(1\)/);
  });

  it("the clicker shrinks first when the child says smaller first", () => {
    const { text } = answer("clicker: clicking the Cookie adds 1 to cookies and the cookie shrinks by 5 then grows 5 back");
    expect(text).toMatch(/change \[cookies v\] by \(1\)\nchange size by \(-5\)\nwait \(0\.1\) seconds\nchange size by \(5\)/);
  });

  it("the pet's own click is the child's amount, with no purr", () => {
    const { text } = answer("virtual pet: the Kitten's happiness goes down 2 every 5 seconds and clicking the Kitten adds 3 to happiness");
    expect(text).toMatch(/when this sprite clicked\nchange \[happiness v\] by \(3\)/);
    expect(text).not.toMatch(/Purr/);
  });

  it("the pen's own steps win over the paint program", () => {
    const { text } = answer("the Brush puts its pen down, then forever goes to the mouse so that it can draw");
    expect(text).toMatch(/pen down\nforever[^\n]*\n\s+go to \(mouse-pointer v\)/);
    expect(text).not.toMatch(/mouse down\?|erase all/);
  });

  it("a shot moves the child's steps and the edge is no sprite", () => {
    const { text, leftOut } = answer("the Dragon fires a clone of the Fireball when f is pressed, and the clone moves 7 steps until it touches the edge");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat until <touching \(edge v\)\?>\n\s+move \(7\) steps/);
    expect(text).not.toMatch(/sprite: Edge|sprite: Alien|score/);
    expect(text).not.toMatch(/arrow/);
  });

  it("quoted questions with their answers in brackets", () => {
    const { text } = answer('the Owl asks "Which planet is red?" (Mars) and then "What is 3 x 4?" (12), a right answer adds 1 to points and at the end the Owl says points');
    expect(text).toMatch(/ask \[Which planet is red\?\] and wait\nif <\(answer\) = \[Mars\]> then/);
    expect(text).toMatch(/ask \[What is 3 x 4\?\] and wait\nif <\(answer\) = \[12\]> then/);
  });

  it("a countdown said one number at a time, then the ending", () => {
    const { text, leftOut } = answer("countdown: the Bomb says 3 2 1 then switches to costume boom");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/set \[countdown v\] to \(3\)[\s\S]*repeat \(3\)\n\s+say \(countdown\) for \(1\) seconds/);
    expect(text).toMatch(/switch costume to \(boom v\)/);
  });

  it("a countdown whose dots leave numbers out ends at the last one said", () => {
    const { text } = answer('Year 3, loops: a countdown. The Ship says 6, 5, 4 ... 1 (a variable ticks, 2 seconds each), then says "Go!" and glides to y 160 in 3 seconds.');
    expect(text).toMatch(/set \[ticks v\] to \(6\)[\s\S]*repeat \(6\)[^\n]*\n\s+say \(ticks\) for \(2\) seconds/);
  });

  it("the flyer falls the child's amount", () => {
    const { text } = answer("flappy but with a Plane: it goes down 4 forever, the up arrow makes it go up 20, touching the Cloud is game over");
    expect(text).toMatch(/change y by \(-4\)/);
    expect(text).toMatch(/change y by \(20\)/);
  });

  it("the dice's own variable and how long it is said", () => {
    const { text } = answer("a dice game: clicking the Die sets result to a random number from 1 to 6, then it says result for 3 seconds");
    expect(text).toMatch(/set \[result v\] to \(pick random \(1\) to \(6\)\)\nsay \(result\) for \(3\) seconds/);
  });

  it("a player that follows the mouse goes to it", () => {
    const { text } = answer("the Goat follows the mouse and collects Apples, each apple adds 1 to apples");
    expect(text).toMatch(/forever\n\s+go to \(mouse-pointer v\)/);
    expect(text).not.toMatch(/point towards \(mouse-pointer v\)/);
  });
});
