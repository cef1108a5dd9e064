// Issue 26, decision 1730: silent changes the coverage check missed, named (wordings of our own).
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { numbersChangedInTheirKind } from "./offline.bound-numbers";
import { namesKeptOtherwise } from "./offline.answer-names";
import { stepsOutOfTheirCount } from "./offline.answer-loop-steps";
import { costumesNotSwitchedTo, keepCostumeNames } from "./offline.answer-costumes";
import { drawingsNotAsked } from "./offline.answer-drawings";
import { uncoveredParts } from "./offline.coverage";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;
const one = (...lines: string[]) => program(["Cat", ["when green flag clicked", ...lines].join("\n")]);

describe("a number said with its verb is looked for in that verb's blocks", () => {
  it("names 'move 10' built as move 5 while a turn holds the 10", () => {
    const drawn = one("pen down", "repeat (36)", "  move (5) steps", "  turn right (10) degrees", "end");
    expect(numbersChangedInTheirKind("draw a circle: 36 times move 10 turn 10", drawn)).toEqual([expect.stringContaining("the number 10")]);
    expect(numbersChangedInTheirKind("my turtle should walk 8 and then turn 45", one("move (10) steps", "turn right (45) degrees"))).toEqual([expect.stringContaining("the number 8")]);
    expect(numbersChangedInTheirKind("please it wait 3 then say hi", one("wait (1) seconds", "say [hi] for (3) seconds"))).toEqual([]);
    expect(numbersChangedInTheirKind("please it wait 3 then say hi", one("wait (1) seconds", "say [hi]"))).toEqual([expect.stringContaining("the number 3")]);
  });

  it("stays quiet when the verb's block holds it, or the number has a unit of its own", () => {
    expect(numbersChangedInTheirKind("draw a circle: 36 times move 10 turn 10", one("repeat (36)", "  move (10) steps", "  turn right (10) degrees", "end"))).toEqual([]);
    expect(numbersChangedInTheirKind("the Cat turns 3 pages of the book", one("turn right (15) degrees"))).toEqual([]);
    expect(numbersChangedInTheirKind("move 10 steps 4 times", one("repeat (4)", "  move (10) steps", "end"))).toEqual([]);
  });

  it("reads a glide's seconds as the glide's, a pace's as a wait's", () => {
    const bus = one("glide (1) secs to x: (-100) y: (0)", "wait (2) seconds", "glide (1) secs to x: (50) y: (0)");
    expect(numbersChangedInTheirKind("the Bus glides to x -100 y 0, waits 2 seconds and glides to x 50 y 0, each glide in 2 seconds", bus)).toEqual([expect.stringContaining("the number 2")]);
    expect(numbersChangedInTheirKind("the Kite glides to the top in 3 seconds and waits 3 seconds", one("glide (1) secs to x: (0) y: (170)", "wait (3) seconds"))).toEqual([expect.stringContaining("the number 3")]);
    expect(numbersChangedInTheirKind("the Kite glides to the top in 3 seconds and waits 3 seconds", one("glide (3) secs to x: (0) y: (170)", "wait (3) seconds"))).toEqual([]);
    expect(numbersChangedInTheirKind("a Fish that glides to a random position every 2 seconds", one("forever", "  glide (1) secs to (random position v)", "  wait (2) seconds", "end"))).toEqual([]);
  });

  it("holds 'each for 0.5 beats' in every drum but those playing another number the request gives", () => {
    const beats = program(["Pad", "when [a v] key pressed\nplay drum (1 v) for (0.5) beats\n\nwhen [space v] key pressed\nrepeat (2)\n  play drum (2 v) for (0.25) beats\nend"]);
    expect(numbersChangedInTheirKind("a plays drum 1 and b plays drum 2, each for 0.5 beats; space plays drum 2 in a loop, 2 times", beats)).toEqual([expect.stringContaining("the number 0.5")]);
    const kept = program(["Pad", "when [a v] key pressed\nplay drum (1 v) for (0.5) beats\n\nwhen green flag clicked\nforever\n  play drum (4 v) for (1) beats\nend"]);
    expect(numbersChangedInTheirKind("a plays drum 1, each for 0.5 beats, and the Pad plays drum 4 for 1 beats forever", kept)).toEqual([]);
    // "each for 1 second": a say's own seconds elsewhere are not the count's
    expect(numbersChangedInTheirKind("the Clock says 3, 2, 1, each for 1 second, then says go", one("say [3] for (1) seconds", "say [go] for (2) seconds"))).toEqual([]);
  });
});

describe("a list or a variable kept under another name", () => {
  const quiz = one("delete all of [answers v]", "ask [Your idea?] and wait", "add (answer) to [answers v]");
  it("names the list the request called otherwise", () => {
    expect(namesKeptOtherwise("the Owl asks for an idea and puts the answer in the list ideas", quiz)).toEqual(["the list ideas"]);
    expect(namesKeptOtherwise("my daughter wants the variable lives to go down", one("set [score v] to (3)", "change [score v] by (-1)"))).toEqual(["the variable lives"]);
  });
  it("stays quiet when the name is kept, said in another form, or nothing of its kind is built", () => {
    expect(namesKeptOtherwise("the Owl asks for an idea and puts the answer in the list answers", quiz)).toEqual([]);
    expect(namesKeptOtherwise("the Owl asks for an idea and puts the answer in the list answer", quiz)).toEqual([]);
    expect(namesKeptOtherwise("the Owl adds it to the list of ideas", quiz)).toEqual([]);
    expect(namesKeptOtherwise("the Owl adds it to the list ideas", one("say [hi]"))).toEqual([]);
  });
});

describe("a message sent that the character to follow it never receives", () => {
  const sent = program(["Switch", "when this sprite clicked\nbroadcast [message1 v]"], ["Lamp", "when this sprite clicked\nswitch costume to (On v)"]);
  it("names it when the request goes on with another character after the sending", () => {
    expect(uncoveredParts("when the Switch is clicked it broadcasts a message; the Lamp then turns on", sent, [])).toContain('what happens on the message "message1"');
  });
  it("stays quiet when the message is received, or nobody else is said after it", () => {
    const heard = program(["Switch", "when this sprite clicked\nbroadcast [message1 v]"], ["Lamp", "when I receive [message1 v]\nswitch costume to (On v)"]);
    expect(uncoveredParts("when the Switch is clicked it broadcasts a message; the Lamp then turns on", heard, [])).not.toContain('what happens on the message "message1"');
    expect(uncoveredParts("the Lamp shines and when the Switch is clicked it broadcasts a message", sent, [])).not.toContain('what happens on the message "message1"');
  });
});

describe("steps asked inside a count, built outside it", () => {
  it("names the count's steps built before its loop", () => {
    const outside = one("set [n v] to (1)", "say (n) for (1) seconds", "repeat (5)", "  change [n v] by (1)", "end");
    expect(stepsOutOfTheirCount("the Owl sets n to 1, then 5 times says n for 1 second and changes n by 1", outside)).toEqual(["says n for 1 second and changes n by 1, 5 times"]);
    const turned = one("turn right (20) degrees", "repeat (4)", "  move (10) steps", "end");
    expect(stepsOutOfTheirCount("the Bug should move 10 and turn 20, 4 times", turned)).toEqual(["turn 20, 4 times"]);
  });
  it("names a step said before the count's 'then', built inside the loop", () => {
    const inside = one("repeat (6)", "  play sound (Pop v) until done", "  next costume", "end");
    expect(stepsOutOfTheirCount("the Bird plays a sound first, then next costume, 6 times", inside)).toEqual(["the Bird plays a sound first, once before the 6 times"]);
  });
  it("stays quiet when the steps are where they were asked", () => {
    expect(stepsOutOfTheirCount("the Owl sets n to 1, then 5 times says n for 1 second and changes n by 1", one("set [n v] to (1)", "repeat (5)", "  say (n) for (1) seconds", "  change [n v] by (1)", "end"))).toEqual([]);
    expect(stepsOutOfTheirCount("the Bird plays a sound first, then next costume, 6 times", one("play sound (Pop v) until done", "repeat (6)", "  next costume", "end"))).toEqual([]);
    // no loop of that count at all: the other checks' business
    expect(stepsOutOfTheirCount("the Bug should move 10 and turn 20, 4 times", one("move (10) steps", "turn right (20) degrees"))).toEqual([]);
  });
});

describe("a costume named as Scratch names it", () => {
  it("switches to the name the request wrote, and names one nothing switches to", () => {
    expect(keepCostumeNames("pressing r puts the Robot back to costume1", one("switch costume to (1 v)"))).toContain("switch costume to (costume1 v)");
    expect(costumesNotSwitchedTo("the Frog switches to costume2 when clicked", one("next costume"))).toEqual(["costume2"]);
  });
  it("leaves other costumes and counts alone", () => {
    expect(keepCostumeNames("the Robot changes costume 3 times", one("switch costume to (1 v)"))).toContain("switch costume to (1 v)");
    expect(costumesNotSwitchedTo("the Frog switches to costume2 when clicked", one("switch costume to (costume2 v)"))).toEqual([]);
    expect(costumesNotSwitchedTo("the Robot changes costume 3 times", one("next costume"))).toEqual([]);
  });
  it("builds 'back to costume1' with the name in a whole answer", () => {
    const answer = answerRequest("a dress up game: clicking the Coat switches it to its next costume, and pressing b switches it back to costume1");
    expect(answer.kind).toBe("program");
    if (answer.kind === "program") expect(answer.text).not.toMatch(/switch costume to \(1 v\)/);
  });
});

describe("a drawing nobody asked for, in place of a movement", () => {
  const circle = program(["Moth", "when green flag clicked\npen down\nrepeat (36)\n  move (5) steps\n  turn right (10) degrees\nend\npen up"]);
  it("names the sprite that draws when the request asks for no drawing", () => {
    expect(drawingsNotAsked("the Moth flutters round and round", circle)).toEqual(["what the Moth does, as moves (not a drawing with the pen)"]);
  });
  it("stays quiet when the request asks for a drawing or the pen, or nothing draws", () => {
    expect(drawingsNotAsked("the Moth draws a circle", circle)).toEqual([]);
    expect(drawingsNotAsked("the Moth leaves a trail as it goes round", circle)).toEqual([]);
    expect(drawingsNotAsked("the Moth flutters round and round", one("forever", "  move (5) steps", "  turn right (10) degrees", "end"))).toEqual([]);
    // a maze's walls, a kite's picture: the pen draws the sprite's look, and nothing says the sprite goes anywhere
    expect(drawingsNotAsked("Moth maze: the Cat walks with the arrow keys", circle)).toEqual([]);
    expect(drawingsNotAsked("the Moth changes colour when I press c", circle)).toEqual([]);
  });
});
