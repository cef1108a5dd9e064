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


describe("classic projects built from the child's details (decision 950)", () => {
  it("a pet: each need keeps its own way in one sentence, a thing clicked sets or adds as said, and the child's own hunger line", () => {
    const text = classicText("virtual pet: my Hamster has hunger and happiness. hunger goes up 2 every 4 seconds and happiness goes down 3 every 5 seconds. clicking the Seeds sets hunger to 1, clicking the Ball adds 7 happiness. if hunger is more than 12 the hamster says feed me now", ["Hamster", "Seeds", "Ball"]);
    expect(text).toMatch(/set \[hunger v\] to \(0\)\nforever\n\s+wait \(4\) seconds\n\s+change \[hunger v\] by \(2\)/);
    expect(text).toMatch(/set \[happiness v\] to \(10\)\nforever\n\s+wait \(5\) seconds\n\s+change \[happiness v\] by \(-3\)/);
    expect(spriteText(text, "Seeds")).toContain("set [hunger v] to (1)");
    expect(spriteText(text, "Ball")).toContain("change [happiness v] by (7)");
    expect(text).toMatch(/if <\(hunger\) > \(12\)> then\n\s+say \[feed me now\]/);
  });

  it("a pet fed with a key, stroked by the child's amount, and hungry at the child's number", () => {
    const text = classicText("virtual pet Yeti. hunger starts at 2 and goes up 1 every 4 seconds. feed it with g (hunger back to 1) and pet it by clicking (happiness +3). if hunger reaches 9 it says so hungry", ["Yeti"]);
    expect(text).toMatch(/when \[g v\] key pressed\nset \[hunger v\] to \(1\)/);
    expect(text).toMatch(/when this sprite clicked\nchange \[happiness v\] by \(3\)/);
    expect(text).toMatch(/if <\(hunger\) = \(9\)> then\n\s+say \[so hungry\]/);
    expect(sprites(text)).toEqual(["Yeti"]);
  });

  it("whack-a-mole: the child's own pop-up (show, wait, hide) and a round whose end is said with the points", () => {
    const text = classicText("whack a mole: the Gopher pops up at a random spot (show, wait 2, hide). clicking it gives a point. after 20 seconds it says game over with my points", ["Gopher"]);
    expect(text).toMatch(/forever\n\s+go to \(random position v\)\n\s+show\n\s+wait \(2\) seconds\n\s+hide\nend/);
    expect(text).toMatch(/wait \(20\) seconds\nstop \[other scripts in sprite v\]\nshow\nsay \(join \[Game over! Points: \] \(score\)\)/);
    // nothing spelled out: the classic's random pause, and the round simply stops
    const plain = classicText("make a whack-a-mole game", []);
    expect(plain).toContain("wait (pick random (0.5) to (1.5)) seconds");
    expect(plain).toContain("stop [all v]");
  });

  it("virtual pet: a thing clicked to change the hunger is the food whatever its name, 'hunger is 0' sets it, 'happiness go up 4' adds", () => {
    const text = classicText("my virtual pet: the Gato has hunger and happiness. Every 3 seconds hunger goes up 1. If you click the Pescado, hunger becomes 0. If you click the Gato, happiness go up 4.", ["Gato", "Pescado"]);
    expect(spriteText(text, "Pescado")).toMatch(/when this sprite clicked\nset \[hunger v\] to \(0\)/);
    expect(spriteText(text, "Gato")).toMatch(/when this sprite clicked\nchange \[happiness v\] by \(4\)/);
    expect(sprites(text)).not.toContain("Food");
  });

  it("whack-a-mole: the mole is the one that pops up, up and down for the child's times, a whack's sound, the round's own length", () => {
    const text = classicText("Museum Kids Club, whack a mole: the Beaver appears at a random spot for 3 seconds and hides for 2 seconds; each whack plays a sound and adds 1 to score; the round ends after 40 seconds", ["Museum", "Beaver"]);
    expect(sprites(text)).toEqual(["Beaver"]);
    expect(text).toMatch(/forever\n\s+go to \(random position v\)\n\s+show\n\s+wait \(3\) seconds\n\s+hide\n\s+wait \(2\) seconds\nend/);
    // (decision 1310: the whack hides the mole only when the child says so)
    expect(text).toMatch(/when this sprite clicked\nchange \[score v\] by \(1\)\nstart sound \(Pop v\)(?!\nhide)/);
    expect(text).toContain("wait (40) seconds\nstop [all v]");
  });

  it("hide and seek behind numbered places: a random spot kept in the child's variable, and each place checks its number", () => {
    const text = classicText("hide and seek: the Cat hides behind one of Box1, Box2, Box3 and Box4, picked at random (a variable place). clicking the right box shows the cat and it says meow you got me", ["Cat", "Box1", "Box2", "Box3", "Box4"]);
    expect(sprites(text)).toEqual(["Cat", "Box1", "Box2", "Box3", "Box4"]);
    expect(text).toContain("set [place v] to (pick random (1) to (4))");
    expect(spriteText(text, "Box3")).toMatch(/when this sprite clicked\nif <\(place\) = \(3\)> then\n\s+broadcast \[found v\]/);
    expect(spriteText(text, "Cat")).toMatch(/when I receive \[found v\]\nshow\nsay \[meow you got me\]/);
  });

  it("dress-up: clothes clicked go onto the one dressed, who changes only when the child says so", () => {
    const text = classicText("dress up: a Bear in the middle and his clothes, Scarf and Boots. click a clothes sprite and it goes onto the bear. clicking the Bear changes his fur (next costume)", ["Dress", "Bear", "Clothes", "Scarf", "Boots"]);
    expect(sprites(text)).toEqual(["Bear", "Scarf", "Boots"]);
    expect(spriteText(text, "Scarf")).toMatch(/when this sprite clicked\ngo to \(Bear v\)/);
    expect(spriteText(text, "Bear")).toMatch(/when this sprite clicked\nnext costume/);
  });

  it("dice with a rolling effect: random faces the child's number of times, apart by the child's pause, then the face said", () => {
    const text = classicText("a dice: when the Cube is clicked it switches to costume pick random 1 to 6 eight times, 0.2 seconds apart, and then says the number of its costume", ["Cube"]);
    expect(text).toMatch(/repeat \(8\)\n\s+switch costume to \(pick random \(1\) to \(6\)\)\n\s+wait \(0\.2\) seconds\nend\nsay \(costume \[number v\]\)/);
  });

  it("racing on the child's numbers: steps forward and degrees of a turn", () => {
    const text = classicText("a racing game: the Kart turns with the left and right arrows (7 degrees) and drives forward with the up arrow 4 steps to the Finish", ["Kart", "Finish"]);
    expect(text).toContain("move (4) steps");
    expect(text).toContain("turn left (7) degrees");
  });

  it("a platformer on the child's variable, gravity, jump, walk and coloured ground", () => {
    const text = classicText("a platformer: a variable vy goes down by 2 each time round and the Hero changes y by vy; touching the brown ground sets vy to 0; the up arrow sets vy to 15; the side arrows move 6", ["Hero"]);
    expect(text).toContain("change [vy v] by (-2)");
    expect(text).toContain("change y by (vy)");
    expect(text).toMatch(/if <touching color \[#8b4513\]\?> then\n\s+set \[vy v\] to \(0\)/);
    expect(text).toMatch(/if <key \(up arrow v\) pressed\?> then\n\s+set \[vy v\] to \(15\)/);
    expect(text).toContain("change x by (6)");
  });

  it("a platformer whose walk is the number after the keys says that number in its blocks and its sentence", () => {
    const classic = classicProject(readPlanWords("platformer: the Lynx goes left and right with the arrow keys 7, drops 2 when not touching the Rock, and space makes it jump (change y by 9, 6 times)").words, ["Lynx", "Rock"]);
    if (!classic) throw new Error("no platformer");
    const { text, explanation } = compilePlan(classic.plan);
    expect(text).toContain("change x by (7)");
    expect(text).toContain("change x by (-7)");
    expect(explanation).toContain("walks 7 steps");
    expect(explanation).not.toContain("walks 5 steps");
  });

  it("a beat maker whose pads grow as they play, and pads played by the key said before them", () => {
    const text = classicText("beat maker: pads Drum, Clap and Bell, clicking a pad plays it and it gets bigger (size 130 then back to 100)", ["Drum", "Clap", "Bell"]);
    expect(spriteText(text, "Bell")).toMatch(/play drum \(11 v\) for \(0\.25\) beats\nset size to \(130\) %\nwait \(0\.1\) seconds\nset size to \(100\) %/);
    const keyed = classicText("press 3 to play a drum and 4 to play a clap", []);
    expect(keyed).toMatch(/when \[3 v\] key pressed\nplay drum \(1 v\)/);
    expect(keyed).toMatch(/when \[4 v\] key pressed\nplay drum \(8 v\)/);
  });

  it("walking on an arrow key with the child's pause", () => {
    const text = classicText("a walking animation: the Robot walks when I press the right arrow, 6 steps and the next costume, with a 0.3 wait", ["Robot"]);
    expect(text).toMatch(/when \[right arrow v\] key pressed\npoint in direction \(90\)\nmove \(6\) steps\nnext costume\nwait \(0\.3\) seconds/);
  });
});

describe("a random name picker with the child's names (decision 950)", () => {
  it("the names listed fill the child's list, and the picker's key or click says one at random", () => {
    const text = program("random name picker for my club: the names are Tomas, Ines, Yusuf and Maya in a list called kids. when i press p the Wizard says a random one");
    expect(sprites(text)).toEqual(["Wizard"]);
    expect(text).toMatch(/delete all of \[kids v\]\nadd \[Tomas\] to \[kids v\]\nadd \[Ines\] to \[kids v\]\nadd \[Yusuf\] to \[kids v\]\nadd \[Maya\] to \[kids v\]/);
    expect(text).toMatch(/when \[p v\] key pressed\nsay \(item \(pick random \(1\) to \(length of \[kids v\]\)\) of \[kids v\]\)/);
  });

  it("a click on the picker, for the child's seconds, and a pick taken out of the list when the child says so", () => {
    const text = classicText("name picker: click the Bowl and it picks a name from the list: Rosa, Femi, Lena, Arjun and says it for 3 seconds, and deletes it so nobody is picked twice", ["Bowl"]);
    expect(text).toMatch(/when this sprite clicked\nset \[pick v\] to \(pick random \(1\) to \(length of \[names v\]\)\)\nsay \(item \(pick\) of \[names v\]\) for \(3\) seconds\ndelete \(pick\) of \[names v\]/);
  });

  it("a title that names the picker is the picker, not a lesson on random numbers", () => {
    const text = program("random name picker for our group pls. names: Eli, Noor, Kai, Bo. click the hat and it says a random one");
    expect(text).toContain("add [Eli] to [names v]");
    expect(text).toMatch(/when this sprite clicked\nsay \(item \(pick random/);
  });
});

describe("a catch game on the child's details (decision 950)", () => {
  it("the falling thing's speed, top and random x; the catcher's keys, steps and y; the points of a catch and of a miss", () => {
    const text = program("the Pear game: the Pear falls from the top at a random x, 6 steps at a time. The Crate moves left and right with the arrow keys, 12 steps, at y -130. A caught pear gives 5 points, a pear whose y goes below -160 takes 5 points away; either way it starts again at the top.");
    expect(sprites(text)).toEqual(["Crate", "Pear"]);
    expect(spriteText(text, "Crate")).toMatch(/go to x: \(0\) y: \(-130\)[\s\S]*change x by \(-12\)[\s\S]*change x by \(12\)/);
    expect(spriteText(text, "Pear")).toMatch(/go to x: \(pick random \(-220\) to \(220\)\) y: \(180\)\nforever\n\s+change y by \(-6\)\n\s+if <touching \(Crate v\)\?> then\n\s+change \[score v\] by \(5\)/);
    expect(spriteText(text, "Pear")).toMatch(/if <\(y position\) < \(-160\)> then\n\s+change \[score v\] by \(-5\)/);
  });

  it("a catcher that follows the mouse, a thing named only by its fall, lives lost on a miss", () => {
    const text = classicText("catch game: the Net follows the mouse and the falling fish are caught for 1 point. 4 lives, you lose one when a fish gets below y -175", ["Net"]);
    expect(sprites(text)).toEqual(["Net", "Fish"]);
    expect(spriteText(text, "Net")).toMatch(/forever\n\s+set x to \(mouse x\)/);
    expect(spriteText(text, "Fish")).toMatch(/if <\(y position\) < \(-175\)> then\n\s+change \[lives v\] by \(-1\)\n\s+if <\(lives\) = \(0\)> then/);
  });
});

describe("a shooter on the child's details (decision 950)", () => {
  it("the shooter's keys and steps, the shot as clones at the child's speed, the targets' speed and points", () => {
    const text = program("space shooter: my Rocket moves left and right with the arrow keys (6) and space shoots a Beam clone that goes up 14 at a time until it touches the edge. Comets come down slowly (3) and if the beam hits a comet u get 20 points and the comet goes back to the top");
    expect(sprites(text)).toEqual(["Rocket", "Beam", "Comet"]);
    expect(spriteText(text, "Rocket")).toMatch(/change x by \(6\)[\s\S]*change x by \(-6\)[\s\S]*when \[space v\] key pressed\ncreate clone of \(Beam v\)/);
    expect(spriteText(text, "Beam")).toMatch(/when I start as a clone\ngo to \(Rocket v\)\nshow\nrepeat until <touching \(edge v\)\?>\n\s+change y by \(14\)\nend\ndelete this clone/);
    expect(spriteText(text, "Comet")).toMatch(/change y by \(-3\)\n\s+if <touching \(Beam v\)\?> then\n\s+change \[score v\] by \(20\)/);
  });

  it("a shooter that moves up and down shoots to the right at targets coming from the right, sent back to the child's x", () => {
    const text = classicText("my Dragon throws Fireballs at knights. the Dragon moves up and down with the arrow keys (8). space makes a clone of the Fireball that flies right 12 at a time until the edge. a Knight comes from the right, and if a fireball touches it, score +1 and the knight goes back to x 230", ["Dragon", "Fireballs", "Fireball", "Knight"]);
    expect(spriteText(text, "Dragon")).toMatch(/change y by \(8\)[\s\S]*change y by \(-8\)/);
    expect(spriteText(text, "Fireball")).toContain("change x by (12)");
    expect(spriteText(text, "Knight")).toMatch(/go to x: \(230\) y: \(pick random \(-160\) to \(160\)\)\nforever\n\s+change x by \(-2\)/);
  });

  it("one word for shooting is no whole game", () => {
    expect(sprites(program("make the alien shoot when i press x"))).not.toContain("Ship");
  });
});

describe("a snake game on the child's details (decision 950)", () => {
  it("the snake's steps and pause, the arrows pointing four ways, the food moved when eaten, the length and the edge", () => {
    const text = classicText("a snake game: the Worm moves 8 steps and waits 0.2 seconds, forever; the arrow keys point it up, right, down and left; touching the Cherry adds 1 to length and moves the Cherry to a random position; touching the edge is game over", ["Worm", "Cherry"]);
    expect(sprites(text)).toEqual(["Worm", "Cherry"]);
    expect(spriteText(text, "Worm")).toMatch(/forever\n\s+move \(8\) steps\n\s+wait \(0\.2\) seconds\n\s+create clone of \(myself v\)\n\s+if <touching \(Cherry v\)\?> then\n\s+change \[length v\] by \(1\)/);
    for (const [key, direction] of [["up arrow", 0], ["right arrow", 90], ["down arrow", 180], ["left arrow", -90]] as const) expect(text).toContain(`when [${key} v] key pressed\npoint in direction (${direction})`);
    expect(spriteText(text, "Worm")).toMatch(/if <touching \(edge v\)\?> then\n\s+say \[Game over!\] for \(2\) seconds\n\s+stop \[all v\]/);
    expect(spriteText(text, "Worm")).toMatch(/when I start as a clone\nwait \(\(length\) \* \(0\.2\)\) seconds\ndelete this clone/);
    expect(spriteText(text, "Cherry")).toMatch(/when I receive \[eaten v\]\ngo to \(random position v\)/);
  });

  it("a pen snake turned by left and right leaves the child's colour of trail; a score goes up by the child's amount", () => {
    const pen = classicText("snake game: the Snake leaves a red trail with the pen, moves 4 steps forever and turns with the left and right arrow keys", ["Snake"]);
    expect(pen).toMatch(/set pen color to \[#ff0000\]\npen down/);
    expect(pen).toMatch(/when \[left arrow v\] key pressed\nturn left \(90\) degrees/);
    expect(pen).not.toContain("create clone");
    expect(classicText("my snake game: the score goes up by 5 when it eats the apple", [])).toContain("change [score v] by (5)");
  });

  it("a snake steered only 'with the arrows' is not claimed (its keys read as left and right only)", () => {
    expect(classicProject(readPlanWords("snake!! the snake moves by itself and u steer with the arrows").words, ["Snake"])?.id).not.toBe("snake");
  });
});

describe("a flappy game on the child's details (decision 950)", () => {
  it("a speed that gravity takes from each time, the key's flap, the obstacle's steps and random height, and the game's end", () => {
    const text = classicText("flappy owl: the Owl falls: speed goes down by gravity each time, gravity is a variable = 0.4. space sets speed to 6. the Tree moves left 4 forever and comes back at x 240 with a random y between -80 and 90. touching a tree = game over", ["Owl", "Tree"]);
    expect(sprites(text)).toEqual(["Owl", "Tree"]);
    expect(text).toContain("set [gravity v] to (0.4)");
    expect(spriteText(text, "Owl")).toMatch(/forever\n\s+change \[speed v\] by \(\(0\) - \(gravity\)\)\n\s+change y by \(speed\)\n\s+if <touching \(Tree v\)\?> then\n\s+say \[Game over!\]/);
    expect(spriteText(text, "Owl")).toMatch(/when \[space v\] key pressed\nset \[speed v\] to \(6\)/);
    expect(spriteText(text, "Tree")).toMatch(/go to x: \(240\) y: \(pick random \(-80\) to \(90\)\)\nforever\n\s+change x by \(-4\)/);
  });

  it("a flyer that falls plain steps and flaps up on a click; pipes that glide across in the child's seconds", () => {
    const text = classicText("flappy game but with a Moth: click to flap (up 30), it falls 2 all the time, and the Pipe comes from the right", ["Moth", "Pipe"]);
    expect(spriteText(text, "Moth")).toMatch(/forever\n\s+change y by \(-2\)/);
    expect(spriteText(text, "Moth")).toMatch(/if <mouse down\?> then\n\s+change y by \(30\)/);
    const glide = classicText("in my flappy game the Pipe starts at x 240 with a random y from -90 to 90 and glides to x -240 in 4 seconds, forever", ["Pipe", "Bird"]);
    expect(spriteText(glide, "Pipe")).toMatch(/forever\n\s+go to x: \(240\) y: \(pick random \(-90\) to \(90\)\)\n\s+glide \(4\) secs to x: \(-240\) y: \(y position\)/);
  });
});

describe("pong for one player on the child's details (decision 950)", () => {
  it("the paddle on the mouse's x at the child's y; the ball's start, direction and steps; the bounce off the paddle; a miss below the child's y", () => {
    const text = classicText("one player pong: the Paddle follows the mouse's x at y -130. The Ball starts at x 0 y 90 pointing in direction 150, moves 7 steps forever and bounces on the edges. When it touches the Paddle it points in direction 180 - direction and score goes up by 1. If its y position goes below -165 the game is over.", ["Paddle", "Ball"]);
    expect(spriteText(text, "Paddle")).toMatch(/forever\n\s+go to x: \(mouse x\) y: \(-130\)/);
    expect(spriteText(text, "Ball")).toMatch(/go to x: \(0\) y: \(90\)\npoint in direction \(150\)\nforever\n\s+move \(7\) steps\n\s+if on edge, bounce\n\s+if <touching \(Paddle v\)\?> then\n\s+point in direction \(\(180\) - \(direction\)\)\n\s+change \[score v\] by \(1\)/);
    expect(spriteText(text, "Ball")).toMatch(/if <\(y position\) < \(-165\)> then\n\s+say \[Game over!\]/);
  });

  it("a paddle on the arrows by the child's steps, and lives that a miss takes", () => {
    const text = classicText("one player pong where the Paddle moves with the left and right arrows (12 steps) and u get a point every time the Ball hits the paddle. and 4 lives", ["Paddle", "Ball"]);
    expect(spriteText(text, "Paddle")).toMatch(/change x by \(-12\)[\s\S]*change x by \(12\)/);
    expect(text).toContain("set [lives v] to (4)");
    expect(spriteText(text, "Ball")).toMatch(/change \[lives v\] by \(-1\)\n\s+if <\(lives\) = \(0\)> then/);
  });

  it("a bare pong request stays the library's game", () => {
    expect(classicProject(readPlanWords("make a pong game with a paddle and a ball").words, [])?.id).not.toBe("pong-one-player");
  });
});

describe("one-player pong on the child's own rules (decision 1380)", () => {
  const text = program("single player pong: the Bat follows the mouse's x at y -150; the Ball points in direction 30 and moves 7 steps forever, bouncing off the edge; touching the Bat turns it 170 degrees; touching the Floor ends the game.");

  it("turns the ball by the child's degrees on the paddle, said with \"it\"", () => {
    expect(text).toMatch(/if <touching \(Bat v\)\?> then\n\s+turn right \(170\) degrees/);
  });

  it("ends the game on touching the child's own sprite, not on a y of its own", () => {
    expect(text).toMatch(/^\/\/ sprite: Floor$/m);
    expect(text).toMatch(/if <touching \(Floor v\)\?> then\n\s+say \[Game over!\] for \(2\) seconds\n\s+stop \[all v\]/);
    expect(text).not.toMatch(/y position\) < /);
  });

  it("keeps no score where \"points\" only says which way the ball goes", () => {
    expect(text).not.toMatch(/score/);
  });
});
