// Issue 26: a classic project keeps what the child said about it. Here, the score that wins a
// two-player game ("first to 5", "7 points wins"), on wordings of our own.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { compilePlan } from "./plan.compile";
import { classicProject } from "./plan.projects";
import { readPlanWords } from "./plan.read";

const program = (prompt: string) => {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer.text;
};

describe("the score that wins a two-player pong", () => {
  it("ends the game when either player reaches the child's score, and says who won", () => {
    for (const [prompt, score] of [
      ["pong for two players, first to 3 wins", 3],
      ["two player pong where 9 points wins the match", 9],
      ["2 player pong, you win at 4", 4],
    ] as const) {
      const text = program(prompt);
      for (const side of ["left", "right"]) {
        expect(text, prompt).toMatch(new RegExp(`change \\[${side} score v\\] by \\(1\\)\\n\\s+if <\\(${side} score\\) = \\(${score}\\)> then\\n\\s+say \\[\\w+ player wins!\\] for \\(2\\) seconds\\n\\s+stop \\[all v\\]`));
      }
    }
  });

  it("a game with no winning score given goes on", () => {
    expect(program("pong for two players")).not.toMatch(/stop \[all v\]/);
  });
});

const sprites = (text: string) => [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => m[1]);

describe("a classic project plays with the child's characters", () => {
  it("two-player pong's paddles are the two the child named, each with the keys said for it", () => {
    const text = program("two player pong: Blaze goes up with the e key and down with the d key. Frost uses the up and down arrows");
    expect(sprites(text)).toEqual(["Blaze", "Frost", "Ball"]);
    expect(text).toMatch(/\/\/ sprite: Blaze[\s\S]*key \(e v\) pressed\?[\s\S]*key \(d v\) pressed\?[\s\S]*\/\/ sprite: Frost/);
    expect(text).toContain("touching (Frost v)?");
    expect(sprites(program("2 player pong with Lefty and Righty"))).toEqual(["Lefty", "Righty", "Ball"]);
  });

  it("pong for one player is not the two-player game", () => {
    expect(sprites(program("pong for one player"))).toEqual(["Paddle", "Ball"]);
    expect(sprites(program("pong with 1 player please"))).toEqual(["Paddle", "Ball"]);
  });

  it("a beat maker's named pads are a sprite each, played by a click or by the key said for it", () => {
    const pads = program("a beat maker with pads called Boom, Clap and Cowbell");
    expect(sprites(pads)).toEqual(["Boom", "Clap", "Cowbell"]);
    expect(pads.match(/when this sprite clicked/g)).toHaveLength(3);
    const keyed = program("beat maker: press 7 for a clap and 8 for a cowbell");
    expect(keyed).toMatch(/\/\/ sprite: Clap[\s\S]*when \[7 v\] key pressed\nplay drum \(8 v\)/);
    expect(keyed).toMatch(/\/\/ sprite: Cowbell[\s\S]*when \[8 v\] key pressed\nplay drum \(11 v\)/);
  });
});

/** The classic project alone, as the request's words and the names given build it. */
const classicText = (prompt: string, names: string[]) => {
  const classic = classicProject(readPlanWords(prompt).words, names);
  if (!classic) throw new Error(`no classic project: ${prompt}`);
  return compilePlan(classic.plan).text;
};

/** The lines of one sprite's scripts, from its header to the next sprite's. */
const spriteText = (text: string, sprite: string) => text.split(/^\/\/ sprite: /m).find((part) => part.startsWith(`${sprite}\n`)) ?? "";

describe("a classic project plays on the child's keys", () => {
  it("two-player pong reads each player's keys said before the way they move, clause by clause", () => {
    const text = program("pong for 2 players: the first player uses E for up and D for down, the second player uses O for up and K for down");
    expect(spriteText(text, "Left Paddle")).toMatch(/key \(e v\) pressed\?> then\n\s+change y by \(8\)[\s\S]*key \(d v\) pressed\?> then\n\s+change y by \(-8\)/);
    expect(spriteText(text, "Right Paddle")).toMatch(/key \(o v\) pressed\?> then\n\s+change y by \(8\)[\s\S]*key \(k v\) pressed\?> then\n\s+change y by \(-8\)/);
  });

  it("a paddle's up key and down key each have a loop of their own", () => {
    const text = program("two player pong, left paddle t and g, right paddle the arrows");
    const scripts = spriteText(text, "Left Paddle").split("when green flag clicked").slice(1);
    expect(scripts).toHaveLength(2);
    expect(scripts.filter((lines) => lines.includes("key (t v)") && lines.includes("change y by (-8)"))).toEqual([]);
  });

  it("a ball said to speed up at each hit keeps its speed in a variable that each paddle's hit raises", () => {
    const text = program("two player pong and the ball gets faster each time a paddle hits it");
    expect(text).toContain("move (speed) steps");
    expect(text.match(/change \[speed v\] by \(1\)/g)).toHaveLength(2);
    expect(program("two player pong")).not.toContain("speed");
  });

  it("a walking animation with arrow keys faces, steps and changes costume on each key said", () => {
    const text = program("a walking animation: the Robot walks right with the right arrow and left with the left arrow, 8 steps at a time");
    expect(text).toMatch(/when \[right arrow v\] key pressed\npoint in direction \(90\)\nmove \(8\) steps\nnext costume/);
    expect(text).toMatch(/when \[left arrow v\] key pressed\npoint in direction \(-90\)\nmove \(8\) steps\nnext costume/);
    expect(text).toContain("set rotation style [left-right v]");
    const one = program("walking animation, the Robot walks when I press the right arrow");
    expect(one).toContain("when [right arrow v] key pressed");
    expect(one).not.toContain("left arrow");
  });

  it("a walking animation with no keys walks by itself at the child's pace, as many times as said", () => {
    const text = classicText("walking animation: the Robot changes costume every 0.3 seconds as it walks, 15 times", ["Robot"]);
    expect(text).toMatch(/repeat \(15\)\n\s+move \(5\) steps\n\s+next costume\n\s+wait \(0\.3\) seconds/);
  });

  it("a race for two cars gives each car the keys said for it and says which car won", () => {
    const text = program("a racing game with two cars, Comet and Rocket. Rocket uses W A S D and Comet uses the arrow keys, the first to the finish line wins");
    expect(sprites(text)).toEqual(["Comet", "Rocket", "Finish Line"]);
    expect(spriteText(text, "Comet")).toContain("key (up arrow v) pressed?");
    expect(spriteText(text, "Rocket")).toMatch(/key \(w v\) pressed\?[\s\S]*key \(s v\)[\s\S]*key \(a v\)[\s\S]*key \(d v\)/);
    expect(spriteText(text, "Rocket")).toContain("say [Rocket wins!] for (2) seconds");
    const unnamed = program("car race for 2 players to the finish");
    expect(sprites(unnamed)).toHaveLength(3);
    expect(unnamed).toContain("key (w v) pressed?");
    expect(unnamed).toContain("key (up arrow v) pressed?");
  });

  it("laps asked for are counted at the line, once per crossing, and the last lap ends the race", () => {
    const text = program("a racing game where the car does 4 laps round the track and then says the time");
    expect(text).toMatch(/change \[lap v\] by \(1\)\n\s+if <\(lap\) = \(4\)> then[\s\S]*stop \[all v\][\s\S]*wait until <not <touching \(Finish Line v\)\?>>/);
    expect(program("a racing game to the finish line")).not.toContain("[lap v]");
  });

  it("dice roll on the key the child names, to the child's highest face, and two dice say their total", () => {
    const keyed = classicText("a dice you roll by pressing the x key, from 1 to 12", ["Dice"]);
    expect(keyed).toMatch(/when \[x v\] key pressed\nset \[roll v\] to \(pick random \(1\) to \(12\)\)/);
    expect(keyed).not.toContain("when this sprite clicked");
    const two = classicText("roll two dice with the k key and say the sum, a pair of doubles says so", []);
    expect(two).toMatch(/when \[k v\] key pressed\nset \[roll v\] to \(pick random \(1\) to \(6\)\)\nset \[second roll v\] to \(pick random \(1\) to \(6\)\)/);
    expect(two).toContain("say (join [Total: ] ((roll) + (second roll))) for (2) seconds");
    expect(two).toMatch(/if <\(roll\) = \(second roll\)> then\n\s+say \[Double!\]/);
    // a face shown and nothing said: the costume alone; shown and said: the roll kept in a variable
    const face = classicText("a dice that shows a random face when clicked", []);
    expect(face).toMatch(/when this sprite clicked\nswitch costume to \(pick random \(1\) to \(6\)\)/);
    expect(face).not.toContain("say");
    expect(classicText("a dice that shows a random face and says the number when clicked", [])).toMatch(/set \[roll v\] to \(pick random \(1\) to \(6\)\)\nswitch costume to \(roll\)\nsay \(roll\)/);
  });

  it("dice keep their rolls in the variables the child names", () => {
    const two = classicText("dice: variables red1 and blue1 get a random number when I press b, and the Dealer says the sum", ["Dealer"]);
    expect(two).toMatch(/\/\/ sprite: Dealer\n[\s\S]*set \[red1 v\] to \(pick random \(1\) to \(6\)\)\nset \[blue1 v\] to/);
    expect(two).toContain("say (join [Total: ] ((red1) + (blue1))) for (2) seconds");
    expect(classicText("roll a dice, a variable called throw keeps the number and it says it", [])).toContain("set [throw v] to (pick random (1) to (6))");
  });

  it("a platformer walks and jumps on the keys the child says", () => {
    const lettered = classicText("a platformer: the Ninja moves using j and l and jumps with i", ["Ninja"]);
    expect(lettered).toMatch(/key \(l v\) pressed\?> then\n\s+change x by \(5\)[\s\S]*key \(j v\) pressed\?> then\n\s+change x by \(-5\)[\s\S]*key \(i v\) pressed\?> then\n\s+set \[y speed v\] to \(14\)/);
    expect(classicText("a platformer, the up arrow key to jump", [])).toMatch(/key \(up arrow v\) pressed\?> then\n\s+set \[y speed v\] to \(14\)/);
    const plain = classicText("make a platformer", []);
    expect(plain).toContain("key (space v) pressed?");
    expect(plain).toContain("key (right arrow v) pressed?");
  });
});

describe("a virtual pet's needs, as the child says them", () => {
  it("each need starts, changes and waits as said, in a script of its own", () => {
    const text = classicText("a virtual pet Owl: hunger goes up 2 every 4 seconds, happiness starts at 8 and drops 1 every 6 seconds", ["Owl"]);
    expect(text).toMatch(/set \[hunger v\] to \(0\)\nforever\n\s+wait \(4\) seconds\n\s+change \[hunger v\] by \(2\)/);
    expect(text).toMatch(/set \[happiness v\] to \(8\)\nforever\n\s+wait \(6\) seconds\n\s+change \[happiness v\] by \(-1\)/);
  });

  it("a need that falls starts full, and clicking the food does what the child writes next to it", () => {
    const text = classicText("virtual pet: hunger falls every 3 seconds and clicking the Carrot puts it back to 10", ["Rabbit", "Carrot"]);
    expect(text).toMatch(/set \[hunger v\] to \(10\)\nforever\n\s+wait \(3\) seconds\n\s+change \[hunger v\] by \(-1\)/);
    expect(spriteText(text, "Carrot")).toContain("set [hunger v] to (10)");
    const toy = classicText("a virtual pet with happiness, clicking the Ball plays with it (happiness 5)", ["Kitten", "Ball"]);
    expect(spriteText(toy, "Ball")).toContain("change [happiness v] by (5)");
  });

  it("the pet is the one the child writes with a capital, and a pet nobody feeds has no food", () => {
    const text = classicText("my brother wants a virtual pet, a cat called Mittens whose energy goes down every 2 seconds", ["Cat", "Mittens"]);
    expect(sprites(text)).toEqual(["Mittens"]);
    expect(text).not.toContain("hunger");
  });
});

describe("hide and seek, found the way the child says", () => {
  it("found by the mouse: the hider shows itself when the mouse touches it, as invisible as the child says until then", () => {
    const text = classicText("hide and seek: the Frog hides (ghost 95) and you find it by moving the mouse over it", ["Frog"]);
    expect(text).toContain("set [ghost v] effect to (95)");
    expect(text).toMatch(/forever\n\s+if <touching \(mouse-pointer v\)\?> then\n\s+clear graphic effects/);
    expect(text).not.toContain("when this sprite clicked");
    expect(classicText("hide and seek, click the Frog to find it", ["Frog"])).toMatch(/when this sprite clicked\nclear graphic effects/);
  });
});

