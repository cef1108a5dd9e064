// Lead-ins in many Englishes (offline.opening-story.ts, offline.framing.ts and offline.framing-doers.ts,
// decision 1640): ages said after the person or in another language, a place's region after it, the
// teller's "-ing" verb, a setting's compound noun, a piece of theatre as a title, where a wish is made,
// and sprites made of the lead-in's words. Each with a near wording that must stay named.
import { describe, expect, it } from "vitest";
import { inTheLeadIn } from "./offline.opening-story";
import { aboutTheSetting, framingParts } from "./offline.framing";
import { dropIdleFramingSprites } from "./offline.framing-doers";

/** A program of sprites, each `[name, lines of its green-flag script]` (no lines: no script). */
const program = (...sprites: [string, string[]][]) =>
  sprites.map(([name, lines]) => [`// sprite: ${name}`, "// x: 0, y: 0", "", ...(lines.length > 0 ? ["when green flag clicked", ...lines] : [])].join("\n")).join("\n\n");

const GOAT = program(["Goat", ["move (30) steps", "say [Mee!] for (2) seconds"]]);

describe("an age said after the person, or in the child's own language", () => {
  it("is the family's or the teller's, not a number to build", () => {
    expect(inTheLeadIn("my girl 9 goes to the library bus. She wants the Goat to move 30 steps and say Mee! for 2 seconds", "9 goes to the library bus", GOAT)).toBe(true);
    expect(inTheLeadIn("ik ben 10 uit paramaribo!! i want the Goat to move 30 steps and say Mee! for 2 seconds", "ik ben 10 uit paramaribo", GOAT)).toBe(true);
    expect(inTheLeadIn("mi 9 yia!! i want the Goat to move 30 steps and say Mee! for 2 seconds", "mi 9 yia", GOAT)).toBe(true);
  });

  it("stays named when the number counts something of blocks", () => {
    expect(inTheLeadIn("my girl 9 steps forward. She wants the Goat to move 30 steps and say Mee! for 2 seconds", "9 steps forward", GOAT)).toBe(false);
    expect(inTheLeadIn("ik ben 10 times faster!! i want the Goat to move 30 steps and say Mee! for 2 seconds", "ik ben 10 times faster", GOAT)).toBe(false);
  });
});

describe("the teller's lead-in, said their way", () => {
  it("a place's region after the place, and what the teller is doing there", () => {
    expect(inTheLeadIn("Hello, I am from Peru living in Aruba, my son 10 is at the code camp. He asks: can the Goat move 30 steps and say Mee! for 2 seconds", "peru living in aruba , my son is at the code camp", GOAT)).toBe(true);
    expect(inTheLeadIn("Saturday class at the library in Oranjestad, Noord, first time with a mouse: when you click the Goat it moves 30 steps", "library in oranjestad , noord , first time with a mouse", program(["Goat", []]).replace("// x: 0, y: 0", "// x: 0, y: 0\n\nwhen this sprite clicked\nmove (30) steps"))).toBe(true);
  });

  it("stays named when the teller's verb is a block's, or the region is not a name", () => {
    expect(inTheLeadIn("Hello, I am from Peru drawing circles, my son 10 is at the code camp. He asks: can the Goat move 30 steps and say Mee! for 2 seconds", "peru drawing circles", GOAT)).toBe(false);
    expect(inTheLeadIn("Saturday class at the library in Oranjestad, spin twice, first time with a mouse: when you click the Goat it moves 30 steps", "spin twice", GOAT)).toBe(false);
  });
});

describe("a title before the colon", () => {
  const PLAY = program(["Fox", ["say [Hi!] for (2) seconds"]], ["Hen", ["say [Bok!] for (2) seconds"]]);
  it("a piece of theatre, a drama class in a two-word place, a setting's compound noun", () => {
    expect(inTheLeadIn("A drama lesson in San Ignacio, a little play: the Fox says \"Hi!\" for 2 seconds, then the Hen says \"Bok!\" for 2 seconds", "a drama lesson in san ignacio , a little play", PLAY)).toBe(true);
    expect(inTheLeadIn("After the spring training: the Fox says \"Hi!\" for 2 seconds, then the Hen says \"Bok!\" for 2 seconds", "after the spring training", PLAY)).toBe(true);
  });

  it("stays named when the title names something to build", () => {
    expect(inTheLeadIn("A drama lesson in San Ignacio, a little maze: the Fox says \"Hi!\" for 2 seconds, then the Hen says \"Bok!\" for 2 seconds", "a little maze", PLAY)).toBe(false);
  });
});

describe("where the wish is made", () => {
  const SAY = program(["Parrot", ["say [Hola!] for (2) seconds"]]);
  it("is framing at its sentence's start, before who wishes", () => {
    expect(framingParts("We went to the fair. At school my son wants the Parrot to say \"Hola!\" for 2 seconds.", ["school"], SAY, () => false)).toEqual(["school"]);
  });

  it("stays named when it is what the program should show", () => {
    expect(framingParts("We went to the fair. My son wants the Parrot to say \"Hola!\" at school for 2 seconds.", ["school"], SAY, () => false)).toEqual([]);
  });
});

describe("a sprite made only of the lead-in's words", () => {
  it("goes when it has no script and nothing names it; a sprite said later, or touched, stays", () => {
    const prompt = "Mwen sé on tichè in Gros Islet, primary. After the winter workshop: the Goat moves 30 steps forever, and when it touches the Fence it says Mee!";
    const text = program(["Mwen", []], ["Winter", []], ["Goat", ["forever", "  move (30) steps", "  if <touching (Fence v)?> then", "    say [Mee!]", "  end", "end"]], ["Fence", []]);
    const kept = dropIdleFramingSprites(prompt, text);
    expect(kept).not.toContain("// sprite: Mwen");
    expect(kept).not.toContain("// sprite: Winter");
    expect(kept).toContain("// sprite: Goat");
    expect(kept).toContain("// sprite: Fence");
    expect(aboutTheSetting(prompt, "the winter as a sprite of its own", kept)).toBe(true);
  });

  it("stays when the request asks for it after the lead-in", () => {
    const prompt = "After the winter workshop: the Goat moves 30 steps forever, and the Winter shows";
    const text = program(["Winter", []], ["Goat", ["forever", "  move (30) steps", "end"]]);
    expect(dropIdleFramingSprites(prompt, text)).toContain("// sprite: Winter");
  });
});

describe("how a sprite looks, in a hyphened word before its name", () => {
  const ALIEN = program(["Alien", ["forever", "  move (10) steps", "end"]]);
  it("is the costume's, and asks for no block", () => {
    expect(framingParts("the one-eyed Alien moves 10 steps forever", ["eyed"], ALIEN, () => false)).toEqual(["eyed"]);
    expect(framingParts("our three-legged Alien moves 10 steps forever", ["three legged"], ALIEN, () => false)).toEqual(["three legged"]);
  });

  it("stays named when it is a colour, a block's word, or not hyphened before the name", () => {
    expect(framingParts("the green-eyed Alien moves 10 steps forever", ["green eyed"], ALIEN, () => false)).toEqual([]);
    expect(framingParts("the fast-spinning Alien moves 10 steps forever", ["fast spinning"], ALIEN, () => false)).toEqual([]);
    expect(framingParts("the Alien moves 10 steps forever, one eyed", ["one eyed"], ALIEN, () => false)).toEqual([]);
  });
});
