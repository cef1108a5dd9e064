// Issue 26: characters as the child names them ("the Player", "the Goal sprite", "Pacman"), what
// a touch is aimed at (a sprite, a colour named by what it paints, the edge), a condition that is
// watched from the start rather than under the key read before it, and a message another
// character answers. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { capitalisedNames } from "./plan.names";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const spritesOf = (prompt: string) => readPlan(prompt).plan.characters.map((c) => c.name);
const sectionOf = (prompt: string, sprite: string) => {
  const text = compilePlan(readPlan(prompt).plan).text;
  const start = text.indexOf(`// sprite: ${sprite}\n`);
  if (start < 0) return "";
  const next = text.indexOf("// sprite: ", start + 1);
  return text.slice(start, next < 0 ? undefined : next);
};

describe("names the child gives with a capital", () => {
  it("reads a capital where no sentence starts as a name, spelled as written", () => {
    const names = capitalisedNames("Then the Hero runs to the Castle. Dragon flies.");
    expect([...names.values()].sort()).toEqual(["Castle", "Hero"]);
  });

  it("reads no names in quoted words, in Title Case requests, or from words a capital always starts", () => {
    expect(capitalisedNames('the fox says "Hello Moon"').size).toBe(0);
    expect(capitalisedNames("Make The Fox Jump When I Click It").size).toBe(0);
    expect(capitalisedNames("we use Scratch in Year 5 and I like it").size).toBe(0);
  });
});

describe("each character the child names gets its own sprite", () => {
  it("makes 'the Player' and 'the Target' characters, though in lower case they only frame, and 'it' is the Player", () => {
    const prompt = "the Player walks 5 steps when I press d. If it touches the Target it says \"Got it!\"";
    expect(spritesOf(prompt)).toEqual(["Player", "Target"]);
    expect(sectionOf(prompt, "Player")).toContain("touching (Target v)?");
  });

  it("makes a word before 'sprite' a character, capital or not", () => {
    expect(spritesOf("the fox jumps when I press space and when it touches the prize sprite it says \"mine\"")).toEqual(["Fox", "Prize"]);
    expect(spritesOf("When I click the Target sprite it grows")).toEqual(["Target"]);
  });

  it("reads a name with no 'the' before it as the one who acts", () => {
    const section = sectionOf("Zog glides to x 100 y 50 when I press g", "Zog");
    expect(section).toContain("when [g v] key pressed");
    expect(section).toContain("glide");
  });

  it("never makes a name a character where it is a value: after a preposition, among choices, or what a name is", () => {
    expect(spritesOf("when I press p the Robot picks Tom, Kim or Lou at random")).toEqual(["Robot"]);
    expect(spritesOf("the Parrot says hola in Spanish when I click it")).toEqual(["Parrot"]);
    expect(spritesOf("the dog says its name, Biscuit, when I press n")).toEqual(["Dog"]);
    expect(spritesOf("Amir, Bea and Cal wave when the flag is clicked, then Amir says \"go\"")).toEqual(["Amir", "Bea", "Cal"]);
  });

  it("never makes a word used for a colour into a character", () => {
    expect(spritesOf("the bee flies with the arrow keys and if it touches the hive colour it says \"home\"")).toEqual(["Bee"]);
  });
});

describe("what a touch is aimed at", () => {
  it("reads 'the X colour' as touching a colour, a named colour as that colour, and a character as a sprite", () => {
    expect(sectionOf("the bee flies with the arrow keys. If it touches the hive colour it says \"home\"", "Bee")).toMatch(/touching color \[#[0-9a-f]{6}\]\?/);
    expect(sectionOf("the Robot moves 2 steps forever. If the Robot touches anything green it turns 90 degrees", "Robot")).toContain("touching color [#00ff00]?");
    expect(sectionOf("the Robot moves 2 steps forever. If the Robot touches the Battery it says \"charged\"", "Robot")).toContain("touching (Battery v)?");
  });
});

describe("a wall: a sprite when the child names it so, else the stage's edge", () => {
  it("reads 'the Wall' and 'the wall sprite' as a sprite, and a plain 'the wall' as the edge", () => {
    expect(sectionOf("the Mouse moves with the arrow keys. If it touches the Wall it goes to x 0 y 0", "Mouse")).toContain("touching (Wall v)?");
    expect(sectionOf("the ball moves forever and if it touches the wall sprite it turns 180 degrees", "Ball")).toContain("touching (Wall v)?");
    expect(sectionOf("the ball moves forever and if it touches the wall it turns 180 degrees", "Ball")).toContain("touching (edge v)?");
  });
});

describe("a condition is watched from the start", () => {
  it("does not put 'When it touches X' under the key of the sentence before", () => {
    const section = sectionOf("the Hero walks 5 steps when I press d. When it touches the Dragon it says \"Help!\"", "Hero");
    const watch = section.slice(section.indexOf("touching (Dragon v)") - 60);
    expect(watch).toContain("when green flag clicked\nforever\n  if <touching (Dragon v)?>");
  });
});

describe("a message the next character answers", () => {
  it("names the message with the word after the verb, and the other character's part waits for it", () => {
    const prompt = "when I press m the Owl broadcasts begin and the Mouse says \"ready\"";
    expect(sectionOf(prompt, "Owl")).toContain("broadcast [begin v]");
    expect(sectionOf(prompt, "Mouse")).toContain("when I receive [begin v]\nsay [ready]");
  });
});

describe("a check one character makes and another answers", () => {
  it("sends a message when the check comes true, once each time, and the other character's words answer it", () => {
    const prompt = "the cat walks with the arrow keys. If the cat touches the bowl, the dog says \"my dinner!\" and hides";
    const cat = sectionOf(prompt, "Cat");
    expect(cat).toContain("if <touching (Bowl v)?> then\n    broadcast [Cat touches the Bowl v]\n    wait until <not <touching (Bowl v)?>>");
    expect(cat).not.toContain("say");
    expect(sectionOf(prompt, "Dog")).toContain("when I receive [Cat touches the Bowl v]\nsay [my dinner!] for (2) seconds\nhide");
  });
});

describe("another character's 'then' is its turn", () => {
  it("hands the turn on instead of saying the other character's line in the first one's script", () => {
    const prompt = "the Knight says Hello there! Then the Dragon says go away.";
    expect(sectionOf(prompt, "Knight")).not.toContain("go away");
    expect(sectionOf(prompt, "Dragon")).toMatch(/when I receive \[.+ v\]\nsay \[Go away\]/);
  });
});

describe("layers", () => {
  it("reads the front layer, and a step back by layers, as Looks' layer blocks", () => {
    expect(sectionOf("When I click the Fox it comes to the front layer", "Fox")).toContain("go to [front v] layer");
    expect(sectionOf("the Owl goes back 2 layers when I press k", "Owl")).toContain("go [backward v] (2) layers");
  });
});

describe("a message's hat and the timer said", () => {
  it("reads 'When the Mouse receives begin' as the Mouse's hat for that message", () => {
    const prompt = "the Owl broadcasts begin when I press b. When the Mouse receives begin it glides to x 100 y 0";
    expect(sectionOf(prompt, "Owl")).toContain("when [b v] key pressed\nbroadcast [begin v]");
    expect(sectionOf(prompt, "Mouse")).toContain("when I receive [begin v]\nglide (1) secs to x: (100) y: (0)");
  });

  it("says the timer for 'how long it took' and 'the time on the timer', never those words", () => {
    const section = sectionOf("the Snail moves with the arrow keys and when it touches the Leaf it says how long it took", "Snail");
    expect(section).toContain("say (timer)");
    expect(section).not.toContain("took");
    expect(sectionOf("when I click the Clock it says the time on the timer", "Clock")).toContain("say (timer)");
  });
});

describe("counts said and counted", () => {
  it("reads 'adds 1 to pears' on a variable as the variable going up, and 'how many pears there are' as its value", () => {
    const section = sectionOf("a variable called pears starts at 0. When I click the Tree it adds 1 to pears and it says how many pears there are", "Tree");
    expect(section).toContain("when this sprite clicked\nchange [pears v] by (1)\nsay (pears) for (2) seconds");
    expect(section).not.toContain("add [1]");
  });
});

describe("a story told in turns", () => {
  it("makes what another character does after the last line its turn, not a script from the green flag", () => {
    const prompt = "the King says hello!, then the Frog says ribbit!, then the king says see you! and the frog hops";
    const frog = sectionOf(prompt, "Frog");
    expect(frog).not.toContain("when green flag clicked");
    expect(sectionOf(prompt, "King")).toMatch(/say \[See you\] for \(2\) seconds\nbroadcast \[Frog turn 2 v\]/);
  });
});

describe("a name given with 'called' or 'named'", () => {
  it("makes the name the sprite, and the name said later its actor", () => {
    expect(spritesOf("add a sprite named Zip that spins forever")).toEqual(["Zip"]);
    expect(readPlan("add a sprite named Zip that spins forever").plan.leftOut).toEqual([]);
    expect(sectionOf("my character is called pip. when I press space pip jumps", "Pip")).toContain("when [space v] key pressed");
  });

  it("reads 'my dog is called Rex' as one character, Rex, whom 'he' and 'the dog' mean", () => {
    expect(spritesOf("my dog is called Rex. He barks when I click him")).toEqual(["Rex"]);
    expect(spritesOf("my dog is called Rex and the dog barks when I press b")).toEqual(["Rex"]);
  });

  it("never takes a known name in what is said for the one who says it", () => {
    expect(sectionOf("the rocket flies to the earth, then says hello earth", "Rocket")).toContain("say [Hello earth]");
  });
});

describe("a program's own word as the character doing something", () => {
  it("reads 'the mole' acting as a character, while 'whack a mole' only names the program", () => {
    expect(spritesOf("the mole slides to the right forever")).toEqual(["Mole"]);
    expect(spritesOf("the mole hides when i click it")).toEqual(["Mole"]);
    // "the snake eats the apples" is the snake game, whose body grows: the snake is never the plan's own mover
    expect(spritesOf("please a snake game where the snake eats the apples")).not.toContain("Snake");
    expect(spritesOf("whack a mole where the hammer spins when clicked")).not.toContain("Mole");
  });

  it("reads popping up as appearing, never as the Pop sound", () => {
    const mole = sectionOf("the mole pops up every 2 seconds", "Mole");
    expect(mole).toMatch(/\bshow\b/);
    expect(mole).not.toMatch(/Pop/);
    // (a balloon that pops makes the sound and is gone, decision 770)
    expect(sectionOf("the balloon pops when i click it", "Balloon")).toMatch(/start sound \(Pop v\)\nhide/);
  });
});
