// Issue 26 (decision 1480): a classic the child turns away ("not the game", "no quiz", "he only
// wants the Owl to ...") picks no library program, and a question the child asks is no quiz; the
// classics keep the child's own details (the Wall sprite touched, a target sent to a random
// position, each key's drum). Wordings of our own, in several voices, both ways.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { asksOwnQuestion, turningAwayHonoured, turnsTheClassicAway } from "./offline.not-the-classic";

const answer = (prompt: string) => {
  const built = answerRequest(prompt);
  if (built.kind !== "program") throw new Error(`declined: ${prompt}`);
  return built;
};

describe("a classic the child turns away", () => {
  it.each([
    ["a pong thing but not the game, only the Ball bouncing around", ["Ball"]],
    ["Not a quiz please: the Parrot says three words", ["Parrot"]],
    ["my daughter said snake, but it is no game, the Snake just wiggles", ["Snake"]],
    ["it isn't a racing game, the Car only drives to the right", ["Car"]],
    ["we dont want a game: the Bird flaps", ["Bird"]],
    ["he only wants the Butterfly to flap its wings", ["Butterfly"]],
    ["just the Worm crawling, change x by 2", ["Worm"]],
    ["she wants a pet, but not a virtual pet game with food and all that: the Kitten purrs when clicked", ["Kitten"]],
    ["it is not the space shooter game, the Rocket glides to x 100 y 50", ["Rocket"]],
  ])("'%s' turns the classic away", (prompt, names) => {
    expect(turnsTheClassicAway(prompt, names)).toBe(true);
  });

  it.each([
    ["a snake game: the Snake moves with the arrow keys and eats the Apple", ["Snake", "Apple"]],
    ["a quiz about planets with 3 questions", []],
    ["if the Cat is not in the game area it goes back", ["Cat"]],
    ["no game over, the Ship just keeps flying", ["Ship"]],
    ["a maze game where just one wall is red", []],
    ["the Cat only moves when I press space", ["Cat"]],
    ["not in the big red game area, the Cat walks", ["Cat"]],
    ["a chase game where the Cat has no more than three lives in the game", ["Cat"]],
  ])("'%s' keeps it", (prompt, names) => {
    expect(turnsTheClassicAway(prompt, names)).toBe(false);
  });

  it("a snake that is not the game slithers the child's way, with no apple, no keys and no length", () => {
    const { text } = answer("my son says snake but NOT the game. just the Snake wiggling: change x by 4 and next costume, 50 times");
    expect(text).toMatch(/repeat \(50\)\n\s+change x by \(4\)\n\s+next costume/);
    expect(text).not.toMatch(/Apple|key pressed|\[length v\]/);
  });

  it("a flappy thing that is no game flaps its costumes, with no gravity, no pipes and no game over", () => {
    const { text } = answer("she wants something flappy, but only the Bat flapping: next costume every 0.3 seconds forever. no game please");
    expect(text).toMatch(/forever\n\s+next costume\n\s+wait \(0\.3\) seconds|forever\n\s+wait \(0\.3\) seconds\n\s+next costume/);
    expect(text).not.toMatch(/stop \[all v\]|Pipe|y speed/);
  });

  it("a whole classic named outright stays the classic", () => {
    const { text } = answer("we want the snake game!! the Snake eats the Apple and gets longer");
    expect(text).toMatch(/\/\/ sprite: Apple/);
    expect(text).toMatch(/key \(.+ v\) pressed\?|key pressed/);
  });
});

describe("a question the child asks is no quiz", () => {
  it.each([
    "loop question: how do i make the Lamp flash every 1 second",
    "quick question - how can my Cat jump",
    "I have a question, why does the Ball stop",
    "variables question: what makes the score go up",
  ])("'%s' asks for help", (prompt) => {
    expect(asksOwnQuestion(prompt)).toBe(true);
  });

  it.each(["a quiz about dogs with 4 questions", "make a quiz. question 1: what is 2+2", "the Owl asks a question and says the answer"])("'%s' is no question of the child's", (prompt) => {
    expect(asksOwnQuestion(prompt)).toBe(false);
  });

  it("a child's question about a flashing lamp builds no quiz", () => {
    const { text } = answer("i'm 9. costume question: how do i make the Lamp switch to its next costume every 1 second forever");
    expect(text).not.toMatch(/ask |\[questions v\]|\[score v\]/);
    expect(text).toMatch(/next costume/);
  });
});

describe("the classics keep the child's details", () => {
  it("a maze's Wall the child names is the sprite touched, and a thing with a line of its own does nothing unasked", () => {
    const { text } = answer("Code club at the library in Tema, a maze: the Hamster moves with the arrow keys, 4 steps; if it touches the Wall it goes back to x -180 y -140; if it touches the Seed it says \"Yum!\"");
    expect(text).toMatch(/if <touching \(Wall v\)\?> then[^\n]*\n\s+go to x: \(-180\) y: \(-140\)/);
    expect(text).not.toMatch(/touching color/);
    expect(text).toMatch(/\/\/ sprite: Wall/);
    expect(text).not.toMatch(/go to \(random position v\)/);
  });

  it("a maze whose walls are only a colour keeps the colour touched", () => {
    const { text } = answer("a maze: the Mouse moves with the arrow keys and if it touches the black walls it goes back to the start, and it collects the Cheese");
    expect(text).toMatch(/touching color \[#000000\]/);
  });

  it("a shooter's target the child sends to a random position goes there, and comes down only when the child says so", () => {
    const { text } = answer("shooter game: the Tank moves left and right with the arrows 8, space shoots a clone of the Bullet that goes up 12 until the edge; if a Bullet hits the Ufo, score +1 and the Ufo goes to a random position");
    expect(text).toMatch(/if <touching \(Bullet v\)\?> then\n\s+change \[score v\] by \(1\)\n\s+go to \(random position v\)/);
    expect(text).not.toMatch(/change y by \(-2\)|y: \(180\)/);
  });

  it("a shooter whose aliens come down still comes down", () => {
    const { text } = answer("space shooter: the Ship moves left and right with the arrow keys, space fires a clone of the Laser, the Aliens come down 3 at a time and a hit gives 1 point");
    expect(text).toMatch(/change y by \(-3\)/);
  });

  it.each([
    ["beat maker for my son: keys 1, 2 and 3 play drums 1, 2 and 3, 0.5 beats each", [["1", 1], ["2", 2], ["3", 3]], 0.5],
    ["drum pad: the keys a, s, d and f play drums 5, 3, 8 and 1", [["a", 5], ["s", 3], ["d", 8], ["f", 1]], 0.25],
  ] as [string, [string, number][], number][])("'%s': each key plays the drum said in its place", (prompt, pairs, beats) => {
    const { text } = answer(prompt);
    for (const [key, drum] of pairs) expect(text).toMatch(new RegExp(`when \\[${key} v\\] key pressed\\nplay drum \\(${drum} v\\) for \\(${beats}\\) beats`));
  });

  it("a beat maker with no drums said keeps the library's four", () => {
    const { text } = answer("make a beat maker with the number keys");
    expect(text).toMatch(/when \[3 v\] key pressed\nplay drum \(4 v\)/);
  });
});

// Issue 26 (decision 1760): the turning away itself ("'dice' but not a dice game, nothing random") is
// no part left out when the program is none of what was turned away; it stays named when it is.
describe("the turning away honoured is not named", () => {
  it.each([
    "My son wants 'dice' but not a dice game, nothing random: just a Die that shows its 6 costumes in order, 1 second each, like a slideshow.",
    "a space shooter but NOT a game lol, just a picture of stars: 20 times go to a random position, pen down, move 1 step, pen up",
    "my daughter wants a snake but not a snake game, just the Snake moving 5 steps forever and bouncing on the edge",
    "'pong' but NOT a game, no keys, just a Ball that bounces forever",
  ])("'%s' names nothing and builds no game", (prompt) => {
    const built = answer(prompt);
    expect(built.leftOut).toEqual([]);
    expect(built.text).not.toMatch(/pick random|variable score|create clone/);
  });

  it("stays named when the program is what was turned away (a quiz built for 'not a quiz')", () => {
    const part = "\"quiz\" but not a quiz , just the owl saying 3 facts";
    expect(turningAwayHonoured("a 'quiz' but not a quiz, just the Owl saying 3 facts", [part], "ask [What is 2 + 2?] and wait")).toEqual([]);
    expect(turningAwayHonoured("a 'quiz' but not a quiz, just the Owl saying 3 facts", [part], "say [Owls eat mice] for (2) seconds")).toEqual([part]);
  });

  it("stays named when the program has what 'nothing random' turned down", () => {
    expect(turningAwayHonoured("a 'dice' but not a dice game, nothing random", ["\"dice\" but not a dice game , nothing random", "\"dice\""], "set [roll v] to (pick random (1) to (6))")).toEqual([]);
    expect(turningAwayHonoured("a 'dice' but not a dice game, nothing random", ["\"dice\" but not a dice game , nothing random", "\"dice\""], "next costume")).toEqual(["\"dice\" but not a dice game , nothing random", "\"dice\""]);
    // (no turning away: nothing is honoured)
    expect(turningAwayHonoured("a dice game, nothing random", ["dice game , nothing random"], "next costume")).toEqual([]);
  });
});
