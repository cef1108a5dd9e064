// Only the scripts asked for (offline.asked-parts.ts): a request that says what its characters do
// gets the library's scripts only where they do a part the plan could not read. Wordings are our
// own, never the corpus's.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { composeRequest, keepScripts } from "./offline.compose";
import { givenNumbers } from "./offline.asked-parts";

const program = (prompt: string) => {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer;
};
/** The scripts of a program that move a sprite with a key: each as its sprite and its keys. */
const keyMovers = (text: string) =>
  text
    .split(/^(?=\/\/ sprite: )/m)
    .flatMap((section) => {
      const sprite = /^\/\/ sprite: (.+)$/m.exec(section)?.[1] ?? "main";
      return section.split(/\n\s*\n/).filter((script) => /key \(.+? v\) pressed|when \[.+? v\] key pressed/.test(script) && /change [xy] by|move \(/.test(script)).map(() => sprite);
    });

describe("only the scripts asked for", () => {
  it("keeps one mover per sprite for the same keys: the child's own steps", () => {
    for (const prompt of ["Maze game: the Bee moves 3 steps with each arrow key.", "Maze game, our Thursday club: the Bee moves 3 steps with each arrow key."]) {
      const answer = program(prompt);
      const movers = keyMovers(answer.text);
      expect(new Set(movers).size, prompt).toBe(movers.length);
      expect(answer.text).toMatch(/change x by \(3\)/);
    }
  });

  it("leaves out a library countdown nobody asked for, and keeps it when the request asks for time", () => {
    expect(program("Maze game: the Bee moves 3 steps with each arrow key.").text).not.toMatch(/change \[score v\] by \(-1\)/);
    expect(program("Maze game with a timer: the Bee moves 3 steps with each arrow key.").text).toMatch(/change \[score v\] by \(-1\)|change \[time left v\] by \(-1\)/);
  });

  it("keeps a whole program asked for in words the plan could not read", () => {
    const answer = program("Maze game: the Bee moves 3 steps with each arrow key.");
    expect(answer.text).toMatch(/define draw the maze/);
  });

  it("does not name a drawing the library makes its own way, with the child's colour and points", () => {
    const answer = program("draw a green star with 6 points please");
    expect(answer.leftOut).toEqual([]);
    expect(answer.text).toMatch(/repeat \(6\)/);
  });

  it("drops a part with its sprites and its sentence when none of its scripts is kept", () => {
    const composed = composeRequest("a maze game, and draw a spiral with the pen");
    if (composed.kind !== "program") throw new Error("declined");
    const spiral = composed.program.parts.find((part) => part.id === "pen-spiral");
    const maze = composed.program.parts.find((part) => part.id === "maze");
    expect(spiral && maze).toBeTruthy();
    const withoutMaze = keepScripts(composed.program, (_, part) => part !== maze);
    expect(withoutMaze.text).not.toMatch(/\/\/ sprite: Maze/);
    expect(withoutMaze.built.map((part) => part.id)).not.toContain("maze");
    expect(withoutMaze.explanation).not.toMatch(/Maze/);
    expect(keepScripts(composed.program, () => true)).toBe(composed.program);
  });
});

describe("a game's own steering (steeredByLibrary, arrowsOnEitherSide)", () => {
  it("the arrow keys with no way named move a thing that slides along one side on its game's pair of arrows: nothing is named", () => {
    for (const prompt of ["a breakout game where the paddle moves with the arrow keys", "a catch game with a bowl I steer using the arrow keys", "make a pong game where my paddle moves with the arrow keys"]) {
      const answer = program(prompt);
      expect(answer.leftOut, prompt).toEqual([]);
      expect(keyMovers(answer.text).length, prompt).toBeGreaterThan(0);
    }
  });

  it("a way the child named that the game does not use is still named", () => {
    const answer = program("a pong game where the paddle goes up and down with the arrow keys");
    expect(answer.text).not.toMatch(/key \(up arrow v\) pressed/);
    expect(answer.leftOut.length).toBeGreaterThan(0);
  });

  it("a number the child gave for the steering must be the game's", () => {
    const answer = program("a catch game where the basket slides 35 steps with the arrow keys");
    if (!/\(35\)/.test(answer.text)) expect(answer.leftOut.join(" ")).toMatch(/35/);
  });

  it("a thing that roams about still needs all four arrows", () => {
    const answer = program("a hungry fish swims everywhere with the arrow keys");
    for (const key of ["up", "down", "left", "right"]) if (!answer.text.includes(`(${key} arrow v)`) && !answer.text.includes(`[${key} arrow v]`)) expect(answer.leftOut.join(" ")).toMatch(new RegExp(key));
  });
});

describe("keys said of no character (decision 780)", () => {
  it("takes a game's steering as the keys' work when the request gives the keys to no character", () => {
    const game = answerRequest("a snake game with the arrow keys. the snake eats the Cherry and gets longer");
    expect(game.kind === "program" && game.leftOut).toEqual([]);
    // the keys given to the Cherry, and a game that steers the Snake: named
    const cherry = answerRequest("a snake game where the Cherry moves with the arrow keys");
    expect(cherry.kind === "program" && cherry.leftOut.some((part) => part.includes("moves the way of each key"))).toBe(true);
  });
});

describe("one of a named character (decision 780)", () => {
  it("takes 'One Frog' as the count of a character, and 'get 1 coin' as a number the blocks must use", () => {
    expect(givenNumbers("One Frog, the arrow keys, 3 steps each", ["Frog"]).has(1)).toBe(false);
    expect(givenNumbers("click the Coin and get 1 coin", ["Coin"]).has(1)).toBe(true);
    expect(givenNumbers("One Frog, the arrow keys", []).has(1)).toBe(true);
  });
});
