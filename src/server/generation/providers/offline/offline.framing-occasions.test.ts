// Issue 26, decision 1720: framing words that were named as left out or built as sprites — where the
// asker lives before their wish, the occasion a project is for, a people's culture, "space" as a
// theme, a visitor by their role and the activity a noun is for. Wordings of our own (children,
// teachers, parents, non-native), each with a near wording that must stay as it was.
import { describe, expect, it } from "vitest";
import { readProgramLines } from "./offline.coverage";
import { asksForSomething } from "./offline.opening";
import { spriteNames } from "./offline.program-sections";
import { framed, program } from "./offline.framing.test-support";
import { readWords } from "./plan/plan.words";

describe("where the asker lives, said before their wish", () => {
  it("is framing: no sprite is made of the place", () => {
    expect(framed("My son (9) in Kuwait wants a Cat that moves 10 steps")).toEqual(["9", "in", "kuwait"]);
    expect(framed("my daughter in Andorra la Vella would like a Frog that jumps")).toEqual(["in", "andorra", "la", "vella"]);
    expect(framed("we from Suva want a Shark that swims 5 steps forever")).toEqual(["from", "suva"]);
    const kuwait = program("My son (9) in Kuwait wants a game: the Bee moves 10 steps forever and lives starts at 3.");
    expect(spriteNames(kuwait.text)).not.toContain("Kuwait");
  });

  it("stays as it was for a character in a place, or a place that goes on to what it does", () => {
    expect(framed("the Boy in the Car wants to move 10 steps")).toEqual([]);
    expect(framed("my son in Mindelo did the Hour of Code")).toEqual([]);
    expect(framed("my son wants the Fish in the Pond to swim")).toEqual([]);
  });
});

describe("the occasion the project is for", () => {
  it("is framing: 'for Ramadan', 'a Christmas greeting', '(our Christmas log)'", () => {
    expect(framed("She wants a Lantern for Ramadan that glows")).toEqual(["ramadan"]);
    expect(framed("a Diwali card: the Lamp says hi")).toEqual(["diwali"]);
    expect(framed("the Tio (our Christmas log) says hi")).toEqual(["our", "christmas", "log"]);
    const lamp = program('for Diwali i want a Lamp that says "Happy Diwali" when clicked');
    expect(spriteNames(lamp.text)).toEqual(["Lamp"]);
    expect(lamp.leftOut).toEqual([]);
  });

  it("stays a character when the occasion's word names one ('the Christmas Tree lights up')", () => {
    expect(framed("the Christmas Tree lights up when clicked")).toEqual([]);
    expect(framed("the Tio (a big log) says hi")).toEqual([]);
  });
});

describe("words of the opening that ask for nothing", () => {
  it("'a space theme', 'a boat captain came', 'for reading turns', 'Andorran culture' are framing", () => {
    const droid = program('Hour of Code at the public library in Suva, ages 9-12, a space theme: the Droid says "Beep" when it is clicked and moves 10 steps.');
    expect(droid.leftOut).toEqual([]);
    const boat = program("im 11 from fakarava, a boat captain came to teach us coding!! i want a Boat that goes forward 4 forever");
    expect(boat.leftOut).toEqual([]);
    expect(spriteNames(boat.text)).toEqual(["Boat"]);
    const hat = program("Year 2 in Castries, a picker for taking turns: pressing space makes the Hat say hello for 2 seconds.");
    expect(hat.leftOut).toEqual([]);
    const tio = program('Code club for ages 8-12, a Christmas greeting with Catalan culture: the Tio says "Bon Nadal!" for 2 seconds.');
    expect(tio.leftOut).toEqual([]);
    expect(spriteNames(tio.text)).toEqual(["Tio"]);
  });

  it("'space' as a key, and a character acting, stay asked", () => {
    const text = "// sprite: Boat\n// x: 0, y: 0\n\nwhen green flag clicked\nmove (4) steps";
    const seen = readProgramLines(text);
    const at = (prompt: string, word: string) => {
      const words = readWords(prompt);
      return asksForSomething(prompt, words, words.findIndex((w) => w.word === word), seen, text);
    };
    expect(at("a space theme: the Boat moves 4 steps", "space")).toBe(false);
    expect(at("press space: the Boat moves 4 steps", "space")).toBe(true);
    expect(at("the space key makes the Boat move 4 steps", "space")).toBe(true);
    expect(at("a boat captain came to see us: the Boat moves 4 steps", "boat")).toBe(false);
    expect(at("a boat captain came to see us: the Boat moves 4 steps", "came")).toBe(false);
    expect(at("the boat sails away: the Boat moves 4 steps", "boat")).toBe(true);
    expect(at("a picker for reading turns: the Boat moves 4 steps", "turns")).toBe(false);
    expect(at("the Boat turns: it moves 4 steps", "turns")).toBe(true);
  });
});
