import { describe, expect, it } from "vitest";
import { dropUnfilledScripts, unfilledLine, unfilledSlotParts } from "./offline.unfilled-slots";
import { goBackLast, goingsBackNotLast } from "./offline.going-back";
import { numbersChangedInTheirKind } from "./offline.bound-numbers";
import { askersAsSprites, giveFramingScriptsToCharacters } from "./offline.framing-doers";
import { answerRequest } from "./offline.answer";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;

describe("no unfilled slot reaches the child (decision 1450)", () => {
  it("knows a placeholder and a condition slot with no condition", () => {
    expect(unfilledLine("wait until (the condition)")).toBe(true);
    expect(unfilledLine("  repeat until (the condition)")).toBe(true);
    expect(unfilledLine("wait until <touching (edge v)?>")).toBe(false);
    expect(unfilledLine("if on edge, bounce")).toBe(false);
    expect(unfilledLine("if <key (space v) pressed?> then")).toBe(false);
  });
  it("drops a lone placeholder block, and its script when nothing else is left", () => {
    const text = program(["Bone", "// When the green flag is clicked: waits\nwhen green flag clicked\nwait until (the condition)\n\n// When I get hit: hides\nwhen I receive [hit v]\nhide"]);
    const dropped = dropUnfilledScripts("", text);
    expect(dropped).not.toContain("the condition");
    expect(dropped).not.toContain("waits");
    expect(dropped).toContain("when I receive [hit v]\nhide");
    const kept = dropUnfilledScripts("", program(["Cat", "when green flag clicked\nwait until (the condition)\nsay [Hi] for (2) seconds"]));
    expect(kept).toContain("when green flag clicked\nsay [Hi] for (2) seconds");
  });
  it("names the request's wait, never a can't-wait of the opening", () => {
    const text = program(["Cat", "when green flag clicked\nwait until (the condition)"]);
    expect(unfilledSlotParts("cant wait till summer!! make the Cat meow", text, [])).toEqual([]);
    expect(unfilledSlotParts("I can't wait until the fair. The Cat meows", text, [])).toEqual([]);
    expect(unfilledSlotParts("the Cat waits until the bell and then says hi", text, [])).toEqual(["waits until the bell"]);
    expect(unfilledSlotParts("the Cat waits until the bell and then says hi", text, ["until the bell"])).toEqual([]);
    expect(unfilledSlotParts("the Cat meows", program(["Cat", "when green flag clicked"]), [])).toEqual([]);
  });
  it("never delivers a placeholder, whoever asks", () => {
    for (const prompt of [
      "im 13 from podgorica, cant wait till next years course!! make the Dog bark when it touches the Bone, and the Bone hides",
      "We cannot wait until the holidays. Please make the Fish swim left and right forever.",
      "the Robot waits till the music ends and then dances",
    ]) {
      const answer = answerRequest(prompt);
      if (answer.kind !== "program") continue;
      expect(answer.text, prompt).not.toContain("(the condition)");
    }
  });
});

describe("a going back asked last is done last (decision 1450)", () => {
  const square = program(["Turtle", "// When the green flag is clicked: draws a square\nwhen green flag clicked\nerase all\npen up\ngo to x: (0) y: (0)\npen down\nrepeat (4)\n  move (50) steps\n  turn right (90) degrees\nend\npen up"]);
  it("finds the going back in several wordings", () => {
    expect(goingsBackNotLast("draw a square, then go back to x 0 y 0", square)).toEqual(["go back to x 0 y 0"]);
    expect(goingsBackNotLast("the turtle draws a square and after that it returns to the middle", square)).toEqual(["returns to the middle"]);
    expect(goingsBackNotLast("draw a square and then come back to x: 0, y: 0 please", square)).toHaveLength(1);
  });
  it("ends the one drawing script with it, and says so in its comment", () => {
    const mended = goBackLast("draw a square, then go back to x 0 y 0", square);
    expect(mended.trimEnd().endsWith("pen up\ngo to x: (0) y: (0)")).toBe(true);
    expect(mended).toContain("draws a square, then goes back to x 0, y 0");
    expect(goingsBackNotLast("draw a square, then go back to x 0 y 0", mended)).toEqual([]);
  });
  it("names it when the drawing runs forever", () => {
    const forever = program(["Pen", "when green flag clicked\npen down\nforever\n  move (5) steps\n  turn right (5) degrees\nend"]);
    expect(goBackLast("it draws circles forever and then goes back to x 10 y 20", forever)).toBe(forever);
    expect(goingsBackNotLast("it draws circles forever and then goes back to x 10 y 20", forever)).toEqual(["goes back to x 10 y 20"]);
  });
  it("keeps a going back done on a touch or a message", () => {
    const touched = program(["Dog", "when I receive [Cat touches the Dog v]\ngo to x: (0) y: (0)"]);
    expect(goingsBackNotLast("when the Cat touches the Dog, the Dog goes back to x 0 y 0", touched)).toEqual([]);
  });
  it("goes back last in the whole answer", () => {
    const answer = answerRequest("Our students learn Scratch before Python. Make the Turtle draw a square of side 50 with the pen, then go back to x 0 y 0.");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text.trimEnd().endsWith("go to x: (0) y: (0)")).toBe(true);
    expect(answer.explanation).toContain("goes back to x 0, y 0");
  });
});

describe("numbers bound to a drum, a note, x, y or a loop (decision 1450)", () => {
  it("names a drum of a list no block plays", () => {
    const text = program(["Drum", "when [1 v] key pressed\nplay drum (1 v) for (0.25) beats\n\nwhen [2 v] key pressed\nplay drum (2 v) for (0.25) beats\n\nwhen [3 v] key pressed\nplay drum (4 v) for (0.25) beats"]);
    expect(numbersChangedInTheirKind("keys 1, 2 and 3 play drums 1, 2 and 3", text)).toEqual([expect.stringMatching(/^the number 3\b/)]);
    expect(numbersChangedInTheirKind("my beat: the keys 1, 2, 3 play drum 1, 2, 3", text)).toEqual([expect.stringMatching(/^the number 3\b/)]);
    expect(numbersChangedInTheirKind("press 1 for drum 1 and 2 for drum 2", text)).toEqual([]);
    expect(numbersChangedInTheirKind("press 1 to play a drum and 2 to play a cymbal", text)).toEqual([]);
    expect(numbersChangedInTheirKind("k plays the kick (drum 1), s the snare (drum 2), 0.25 beats each", text)).toEqual([]);
  });
  it("names a note no block plays", () => {
    const text = program(["Piano", "when green flag clicked\nplay note (60) for (0.5) beats\nplay note (64) for (0.5) beats"]);
    expect(numbersChangedInTheirKind("it plays notes 60 and 62", text)).toEqual([expect.stringMatching(/^the number 62\b/)]);
  });
  it("names an x or a y no place holds", () => {
    const text = program(["Cat", "when green flag clicked\ngo to x: (0) y: (0)\nchange x by (10)"]);
    expect(numbersChangedInTheirKind("the Cat starts at x 100 y 0", text)).toEqual([expect.stringMatching(/^the number 100\b/)]);
    expect(numbersChangedInTheirKind("the Cat starts at x: 0, y: 0 and walks", text)).toEqual([]);
    // a y said only as a number of steps is the move's, not a place
    expect(numbersChangedInTheirKind("the Cat goes up 10", text)).toEqual([]);
  });
  it("names a count no loop repeats, never a times that scales", () => {
    const text = program(["Bee", "when green flag clicked\nrepeat (10)\n  move (5) steps\nend"]);
    expect(numbersChangedInTheirKind("the Bee buzzes 8 times", text)).toEqual([expect.stringMatching(/^the number 8\b/)]);
    expect(numbersChangedInTheirKind("the Bee moves 10 times", text)).toEqual([]);
    expect(numbersChangedInTheirKind("the Bee is 3 times bigger and moves 10 times", text)).toEqual([]);
  });
});

describe("scripts of a group that asks go to the character (decision 1450)", () => {
  const built = program(["Junior", "// When the green flag is clicked: makes clones\nwhen green flag clicked\ncreate clone of (myself v)"], ["Printer", ""]);
  it("moves them to the one idle sprite", () => {
    const mended = giveFramingScriptsToCharacters("the juniors want the Printer sprite make 5 clones", built);
    expect(mended).not.toContain("// sprite: Junior");
    expect(mended).toMatch(/\/\/ sprite: Printer[\s\S]*create clone of \(myself v\)/);
  });
  it("keeps a character that acts, even with a people word for its name", () => {
    const student = program(["Student", "when green flag clicked\nmove (6) steps"], ["Book", ""]);
    expect(giveFramingScriptsToCharacters("the Student moves with the arrow keys and touches the Book", student)).toBe(student);
  });
  it("keeps them when no one sprite can take them", () => {
    const two = program(["Kid", "when green flag clicked\nmove (6) steps"], ["Ball", ""], ["Goal", ""]);
    expect(giveFramingScriptsToCharacters("the kids want the Ball and the Goal to move", two)).toBe(two);
  });
  it("names no group that asks as a sprite", () => {
    expect(askersAsSprites("the students want the Fish to swim", "the students as a sprite of its own")).toBe(true);
    expect(askersAsSprites("the Fish swims to the students", "the students as a sprite of its own")).toBe(false);
    expect(askersAsSprites("the students want the Fish to swim", "the Fish as a sprite of its own")).toBe(false);
  });
  it("gives the named character the clones in the whole answer", () => {
    const answer = answerRequest("For the American Corner camp, the juniors want the Printer sprite make 5 clones of itself, one every 1 second.");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text).not.toContain("// sprite: Junior");
    expect(answer.text).toMatch(/\/\/ sprite: Printer[\s\S]*create clone of \(myself v\)/);
    expect(answer.explanation).toContain("the Printer makes");
  });
});
