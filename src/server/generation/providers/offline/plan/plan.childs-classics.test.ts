// Issue 26 (decision 1170): the classic projects take the child's own steps, names, numbers and
// keys: a ball that turns the child's degrees at a paddle, numbered paddles, lowercase dice that
// are variables, the child's lap variable, clothes that are all clicked and a key that resets them,
// the pads' own drum numbers, a countdown's "when count is 0", a colour change at each side. On
// wordings of our own.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { readOwnSteps } from "./plan.own-steps";
import { readWords } from "./plan.words";

const answer = (prompt: string) => {
  const built = answerRequest(prompt);
  if (built.kind !== "program") throw new Error(`declined: ${prompt}`);
  return built;
};

describe("pong on the child's ball", () => {
  it("one player: the child's turn at the paddle and the child's miss line, the ball's own steps", () => {
    const { text, leftOut } = answer("single player pong: the Bar moves with left and right arrows 9, the Ball move 8 forever and bounce on the edge, if it touch the Bar it turn 180 degree, and if y < -140 it is game over");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Bar v\)\?> then\n\s+turn right \(180\) degrees\n\s+repeat until <not <touching \(Bar v\)\?>>\n\s+move \(8\) steps/);
    expect(text).toMatch(/if <\(y position\) < \(-140\)> then/);
    expect(text).toMatch(/^\s+move \(8\) steps\n\s+if on edge, bounce/m);
    expect(text).toMatch(/change x by \(9\)/);
  });

  it("one player with no turn said keeps the bounce off the paddle", () => {
    const { text } = answer("one player pong: the Paddle follows the mouse x at y -150, the Ball moves 6 steps and bounces off the edges and the Paddle, and if the Ball is below -170 it is game over");
    expect(text).toMatch(/point in direction \(\(180\) - \(direction\)\)/);
    expect(text).not.toMatch(/turn right \(180\)/);
  });

  it("two players: the paddles the child numbered, their keys' steps, the ball's steps and its turn at either paddle", () => {
    const { text, leftOut } = answer("pong for 2 players: Racket1 moves with q and a (12 steps up and down), Racket2 with o and l; the Ball moves 5 steps forever, bounces on the edge and turns 180 degrees when it touches either racket");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Racket1[\s\S]*key \(q v\)[\s\S]*change y by \(12\)[\s\S]*key \(a v\)[\s\S]*change y by \(-12\)/);
    expect(text).toMatch(/\/\/ sprite: Racket2[\s\S]*key \(o v\)[\s\S]*change y by \(12\)[\s\S]*key \(l v\)[\s\S]*change y by \(-12\)/);
    for (const racket of ["Racket1", "Racket2"]) expect(text).toMatch(new RegExp(`if <touching \\(${racket} v\\)\\?> then\\n\\s+turn right \\(180\\) degrees`));
    expect(text).toMatch(/move \(5\) steps\n\s+if on edge, bounce/);
  });

  it("reads a character said with its keys alone as taking the number just given", () => {
    const steps = readOwnSteps(readWords("the Red car goes with w and s 7 steps, the Blue car with i and k"), ["Red car", "Blue car"]);
    expect(steps[0]).toMatchObject({ mover: "Red car", keys: ["w", "s"], amount: 7 });
    // "i" is no key the reader takes (it is the child speaking): the Blue car's k takes the number
    expect(steps[1]).toMatchObject({ mover: "Blue car", keys: ["k"], amount: 7 });
    expect(readOwnSteps(readWords("Hero moves with d and a (3 steps), Villain with j and l"), ["Hero", "Villain"])).toEqual([
      { mover: "Hero", keys: ["d", "a"], amount: 3, unit: "steps" },
      { mover: "Villain", keys: ["j", "l"], amount: 3, unit: "steps" },
    ]);
  });
});

describe("the child's variables in the classics", () => {
  it("racing: 'adds 1 to laps' keeps the child's laps", () => {
    const { text } = answer("a race: the Van drives with the arrow keys, touching the Finish adds 1 to laps, and after 4 laps it says the timer");
    expect(text).toMatch(/change \[laps v\] by \(1\)/);
    expect(text).toMatch(/if <\(laps\) = \(4\)> then/);
    expect(text).not.toMatch(/\[lap v\]/);
  });

  it("dice: numbered dice written in small letters are the clicked sprite's variables", () => {
    const { text, leftOut } = answer("roll two dice when i click the Cup: die1 and die2 get random 1 to 6 and the cup says the total");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Cup\n[\s\S]*when this sprite clicked\nset \[die1 v\] to \(pick random \(1\) to \(6\)\)\nset \[die2 v\] to \(pick random \(1\) to \(6\)\)\nsay \(join \[Total: \] \(\(die1\) \+ \(die2\)\)\)/);
    expect(text).not.toMatch(/sprite: Die1|broadcast/);
  });
});

describe("racing: the child's last line and the time at each lap", () => {
  it("says the child's line after the last lap, and the timer at each lap for the child's seconds", () => {
    const { text, leftOut } = answer("a race game: each time the Bus touches the Line, laps goes up by 1 and the Bus says the timer for 3 seconds; after 2 laps it says \"Done!\" and stops.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <touching \(Line v\)\?> then\n\s+change \[laps v\] by \(1\)\n\s+say \(timer\) for \(3\) seconds\n\s+if <\(laps\) = \(2\)> then\n\s+say \[Done!\] for \(2\) seconds/);
  });

  it("an ending said without quotes is said as written; the timer asked for stays the lap time", () => {
    expect(answer("racing game: the Kart drives with the arrows, touching the Finish line lap +1 and after 2 laps it says we did it").text).toMatch(/say \[we did it\] for \(2\) seconds/);
    expect(answer("racing game: the Kart drives with the arrows, touching the Finish line adds 1 to laps, and after 2 laps it says the timer").text).toMatch(/say \(join \[Lap time: \] \(timer\)\)/);
  });
});

describe("dress-up: the clothes the child clicks, and a key that resets them", () => {
  it("every piece named after the click is clicked, and the key sends all of them back to the costume said", () => {
    const { text, leftOut } = answer("a dress up game: clicking the Cap, the Jacket or the Sneakers switches it to its next costume, and pressing x switches all three back to costume 1");
    expect(leftOut).toEqual([]);
    for (const piece of ["Cap", "Jacket", "Sneakers"]) {
      expect(text).toMatch(new RegExp(`// sprite: ${piece}\\n[\\s\\S]*?when this sprite clicked\\nnext costume\\n[\\s\\S]*?when \\[x v\\] key pressed\\nswitch costume to \\(1 v\\)`));
    }
  });
});

describe("dress-up: a Reset button or a key sends the clothes back", () => {
  it("a Reset button broadcasts the child's message and each piece goes back to the costume said", () => {
    const { text, leftOut } = answer("dress up for my class: clicking the Coat, the Boots or the Cap switches that one to its next costume, and the Reset button broadcasts undo so all three switch back to costume 1.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Reset\n[\s\S]*when this sprite clicked\nbroadcast \[undo v\]/);
    for (const piece of ["Coat", "Boots", "Cap"]) expect(text).toMatch(new RegExp(`// sprite: ${piece}\\n[\\s\\S]*?when I receive \\[undo v\\]\\nswitch costume to \\(1 v\\)`));
  });

  it("clothes put on the doll go back to their places", () => {
    const { text, leftOut } = answer("a dress up game for the Doll: clicking the Scarf or the Boots puts it on the Doll (goes to the Doll), and a Reset button sends them all back to their places.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Scarf\n\/\/ x: (-?\d+), y: (-?\d+)\n[\s\S]*?when I receive \[reset v\]\ngo to x: \(\1\) y: \(\2\)/);
  });

  it("a key said as what resets sends each piece back to its first costume", () => {
    const { text, leftOut } = answer("dress up: the Girl has a Cap, a Skirt and Shoes. click each one for its next costume. space resets them all back");
    expect(leftOut).toEqual([]);
    for (const piece of ["Cap", "Skirt", "Shoes"]) expect(text).toMatch(new RegExp(`// sprite: ${piece}\\n[\\s\\S]*?when \\[space v\\] key pressed\\nswitch costume to \\(1 v\\)`));
  });

  it("a reset it cannot read is named as left out, never hidden", () => {
    expect(answer("a dress up game: clicking the Hat or the Coat changes its costume, and everything resets at the end").leftOut).toContain("sending the clothes back");
  });

  it("a key sends one outfit back to the costume the child named with its number", () => {
    expect(answer("my dress up game: when you click the Boy he changes to the next costume, and when you press b he goes back to costume shirt2").text).toMatch(/when \[b v\] key pressed\nswitch costume to \(shirt2 v\)/);
  });
});

describe("beat maker: the child's drum numbers and a key that plays all pads in a row", () => {
  it("plays the pads the child lists on the key, in the child's order, each on its own drum and key", () => {
    const { text, leftOut } = answer("beat maker: j plays the kick (drum 2), k the clap (drum 8), 0.25 beats each, and p plays kick kick clap in a row");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[j v\] key pressed\nplay drum \(2 v\)/);
    expect(text).toMatch(/when \[k v\] key pressed\nplay drum \(8 v\)/);
    expect(text).toMatch(/when \[p v\] key pressed\nplay drum \(2 v\) for \(0\.25\) beats\nplay drum \(2 v\) for \(0\.25\) beats\nplay drum \(8 v\) for \(0\.25\) beats/);
  });

  it("gives each pad its drum in order and plays them all on the key", () => {
    const { text, leftOut } = answer("beat maker for my class: 3 pads Kick Tom Bell play drum 2 13 and 18 when you click them, and space plays all 3 in a row");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ sprite: Kick\n[\s\S]*?play drum \(2 v\)/);
    expect(text).toMatch(/\/\/ sprite: Tom\n[\s\S]*?play drum \(13 v\)/);
    expect(text).toMatch(/\/\/ sprite: Bell\n[\s\S]*?play drum \(18 v\)/);
    expect(text).toMatch(/when \[space v\] key pressed\nplay drum \(2 v\) for \(0\.25\) beats\nplay drum \(13 v\) for \(0\.25\) beats\nplay drum \(18 v\) for \(0\.25\) beats/);
    expect(text).not.toMatch(/sprite: Drum/);
  });
});

describe("countdown: 'when count is 0' ends it", () => {
  it("counts down in the child's variable to 0, then does the child's ending", () => {
    const { text, leftOut } = answer("countdown: the variable secs starts at 5 and goes down 1 every second while the Clock says secs; when secs is 0 the Clock says Go");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/set \[secs v\] to \(5\)[\s\S]*repeat until <\(secs\) = \(0\)>\n\s+say \(secs\) for \(1\) seconds\n\s+change \[secs v\] by \(-1\)\nend\nsay \[go\]/i);
  });
});

describe("pen shapes: the colour changing at each side", () => {
  it("changes the pen colour by the child's amount inside the shape's loop", () => {
    const { text, leftOut } = answer("the Pencil draws a hexagon with sides of 60 and changes the pen colour by 15 after each side");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(6\)\n\s+move \(60\) steps\n\s+turn right \(60\) degrees\n\s+change pen \(color v\) by \(15\)\nend/);
  });
});
