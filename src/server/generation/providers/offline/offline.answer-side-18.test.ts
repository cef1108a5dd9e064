// Issue 26, decision 1300: answer-side mechanisms on wordings of our own (none from the corpus),
// each with the case it must leave alone. Parts that frame the request or that the program builds
// are not named as left out; a part truly not built stays named.
import { describe, expect, it } from "vitest";
import { leftOutOf as leftOut } from "./test-support/built-answer";
import { keepTheSpeltOutMove } from "./offline.one-mover";
import { pacesNotRepeated } from "./offline.loop-counts";
import { partsFramedPieceByPiece } from "./offline.part-pieces";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}\n`;
const program = (...sprites: string[]) => `// stage\n\n${sprites.join("\n")}`;

describe("the setting of a request, piece by piece", () => {
  it("a session's ages as a range and a club named after the children it is for", () => {
    expect(leftOut('Black Girls Code, a virtual session for 8-12 year olds: the Girl says "Hello!" when clicked')).toEqual([]);
    expect(leftOut("im 10 and i do the coding club on zoom, make the Dog move 10 steps when i press d")).toEqual([]);
  });

  it("a lesson's subject in the title, and a topic whose verb the program does", () => {
    expect(leftOut('Year 4, computational thinking: the Robot asks "What is 3 + 4?" and says "Well done!"')).toEqual([]);
    expect(leftOut('Coding contest, climate change: the Ice changes y by -1, 30 times, and the Bear says "Help!"')).toEqual([]);
  });

  it("a session's quoted title, alone between marks before the colon", () => {
    expect(leftOut('Holiday club at the museum, "Animals of Kenya": clicking the Lion says "Roar!" for 1 seconds')).toEqual([]);
    // a quote after the colon is the request's, and stays
    const text = program(sprite("Lion", "when this sprite clicked\nsay [Roar!] for (1) seconds"));
    expect(partsFramedPieceByPiece('Holiday club at the museum: clicking the Lion says "Roar!" and "Animals of Kenya"', ["holiday club at the museum , \"Animals of Kenya\""], text)).toEqual([]);
  });

  it("a wish whose verb the steps after the colon spell out, after the setting", () => {
    expect(leftOut("im in year 5 at kibera, i want the Mouse to run away from the cursor: point towards the mouse pointer, turn 180 and move 8, forever")).toEqual([]);
    // a gloss the program does not build keeps the verb named
    const text = program(sprite("Mouse", "when green flag clicked\nforever\n  move (3) steps\nend"));
    expect(partsFramedPieceByPiece("im in year 5 at kibera, i want the Mouse to run away: point towards the mouse pointer, turn 180 and move 8, forever", ["year 5 at kibera , i want the mouse to run away"], text)).toEqual([]);
  });

  it("a story told in the past before the wish, an age in brackets beside who tells it", () => {
    expect(leftOut("My son (9) went to a robotics fair in Lagos and wants the Car to move 10 steps when he presses the right arrow")).toEqual([]);
  });
});

describe("how a verb goes, and what the program plays", () => {
  it("a count of the verb's things that the gloss repeats", () => {
    expect(leftOut("the Kangaroo jumps 4 logs: 4 times it changes y by 60, waits 0.5 seconds and changes y by -60")).toEqual([]);
  });

  it("'super' of a word the plan read goes with it; alone it stays", () => {
    expect(leftOut("can the Snail move super slow, 2 steps every 1 second, forever?")).toEqual([]);
    expect(leftOut("make the Rocket go super high")).not.toEqual([]);
  });

  it("a sound named by what it is, which the program plays by that name", () => {
    expect(leftOut("can the Bike move 10 steps when i press the right arrow and ring a bell sound when i press r")).toEqual([]);
  });

  it("how often a line is said, kept by the program's loop", () => {
    expect(leftOut("make the Owl say hoot hoot forever")).toEqual([]);
  });
});

describe("mends of the program", () => {
  it("a move said in words, then spelt out in steps, is kept once", () => {
    const text = program(sprite("Moon", "when green flag clicked\nchange y by (-10)", "when green flag clicked\nrepeat (50)\n  change y by (-3)\nend"));
    const kept = keepTheSpeltOutMove("the Moon goes down slowly: change y by -3, 50 times", text);
    expect(kept).not.toContain("change y by (-10)");
    expect(kept).toContain("change y by (-3)");
    // two moves each with the request's own numbers are both asked
    const both = program(sprite("Moon", "when green flag clicked\nchange y by (-10)", "when green flag clicked\nrepeat (50)\n  change y by (-3)\nend"));
    expect(keepTheSpeltOutMove("the Moon changes y by -10 and then goes down: change y by -3, 50 times", both)).toContain("change y by (-10)");
  });

  it("a pace that repeats nothing is named; one inside a loop is not", () => {
    const flat = program(sprite("Lava", "when green flag clicked\nchange y by (2)\nwait (0.5) seconds"));
    expect(pacesNotRepeated("the Lava rises 2 every 0.5 seconds, 40 times", flat)).toEqual(["every 0.5 seconds"]);
    const looped = program(sprite("Lava", "when green flag clicked\nrepeat (40)\n  change y by (2)\n  wait (0.5) seconds\nend"));
    expect(pacesNotRepeated("the Lava rises 2 every 0.5 seconds, 40 times", looped)).toEqual([]);
  });
});
