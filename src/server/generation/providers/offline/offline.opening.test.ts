// The request's opening setting (offline.opening.ts, decision 1200): the clauses a request
// opens with that say who asks, where, in what class, club or session, up to a ",", ":", "!" or
// ".", ask for nothing; a verb glossed after a colon (offline.colon-gloss.ts) is done once its
// gloss is; a click of the green flag, a zap of what is clicked are done in the program's own way;
// a count given to another character's loop is named. Each has its opposite.
import { describe, expect, it } from "vitest";
import { leftOutOf as leftOut } from "./test-support/built-answer";
import { verbsGlossedAndBuilt } from "./offline.colon-gloss";
import { flagClickParts } from "./offline.flag-clicks";
import { countsGivenAway } from "./offline.loop-counts";
import { soundsOffTheirClick } from "./offline.click-sounds";
import { wordDoneByBlocks } from "./offline.block-meanings";
import { openingSettingLength } from "./offline.opening";
import { readWords } from "./plan/plan.words";

/** The opening setting's words as typed. */
const opening = (prompt: string, sprites: string[] = [], lines: string[] = []) => {
  const words = readWords(prompt);
  return words
    .slice(0, openingSettingLength(words, sprites, { lines, shows: (concept) => concept === "loops" && lines.some((line) => line.startsWith("repeat")) }))
    .filter((word) => word.mark === undefined)
    .map((word) => word.raw)
    .join(" ");
};


describe("the opening setting", () => {
  it("reads titles of a class, a club or a session, with no person in them, as the setting", () => {
    expect(opening("Robotics club week 4, making patterns: the Turtle draws a hexagon", ["turtle"], ["pen down"])).toBe("robotics club week 4 making patterns");
    expect(opening("Summer camp in Nairobi, build your own arcade game: the Bat moves with the arrows", ["bat"])).toBe("summer camp in nairobi build your own arcade game");
    expect(opening("Unit 7, ages 10-12: the Bat flaps its wings forever", ["bat"])).toBe("unit 7 ages 10 to 12");
    expect(opening("Spot the bug: the Bat should say hi twice", ["bat"])).toBe("spot the bug");
  });

  it("ends a setting at a comma, before the request in the same sentence", () => {
    expect(opening("hi im 11 from kenya, make the Bat fly to the right", ["bat"])).toBe("hi im 11 from kenya");
    expect(opening("we are in year 6 and we love coding, can the Bat flap when i press space", ["bat"])).toBe("we are in year 6 and we love coding");
    expect(opening("Before the coding fair my nephew (10) wants the Bat to spin", ["bat"])).toBe("before the coding fair");
  });

  it("stops at a sprite, a key, a quote, a colour, a number that is a value or a thing a block does", () => {
    expect(opening("Robotics club, the Bat moves 10 steps: then it turns", ["bat"])).toBe("robotics club");
    expect(opening("Level 3!! the Bat jumps when the flag is clicked", ["bat"])).toBe("");
    expect(opening("Robotics club, press space: the Bat jumps 10", ["bat"])).toBe("robotics club");
    expect(opening("Robotics club, red and blue: the Bat jumps 10 when clicked", ["bat"])).toBe("robotics club");
    expect(opening("Robotics club, 40 steps: the Bat jumps 10 when clicked", ["bat"])).toBe("robotics club");
    // a block's word the program does not do is the request's ("spinning" with no turn)
    expect(opening("Robotics club, spinning bats: the Bat moves 10 steps when clicked", ["bat"], ["move 10 steps"])).toBe("robotics club");
    // a lesson's concept the program does not show is the request's
    expect(opening("Year 5, loops and chasing: the Bat moves 10 steps when clicked", ["bat"], ["move 10 steps"])).toBe("year 5");
    expect(opening("Year 5, loops: the Bat moves 10 steps, 3 times", ["bat"], ["repeat 3", "move 10 steps"])).toBe("year 5 loops");
    // a title naming a thing said nowhere after it is the request's thing
    expect(opening("Year 3, the Dragon: it flies up when you press space", [])).toBe("year 3");
    // a clause with nothing of a setting in it ("Slowly,") is no setting
    expect(opening("Slowly, the Bat glides to the right", ["bat"])).toBe("");
    // "that ripples": a thing doing something (the leading "At camp" alone is the setting)
    expect(opening("At camp we built a pond that ripples, the Frog hops", ["frog"])).toBe("at camp");
  });

  it("names no part of the setting as left out, and still names what the request asks and the program lacks", () => {
    expect(leftOut("Robotics club week 4, a greeting for our twin school in Lagos: the Lion says \"Hello\" for 2 seconds.")).toEqual([]);
    expect(leftOut("hi im 11 from kenya, make the Lion say \"Jambo\" when i click it")).toEqual([]);
    expect(leftOut("im a ninja (9) and my Lion should say \"Roar\" when i click it")).not.toContain("9");
    expect(leftOut("Robotics club week 4: the Lion says \"Hello\" for 2 seconds and plays a trumpet solo backwards.").length).toBeGreaterThan(0);
  });
});

describe("a verb glossed after a colon", () => {
  it("is done when its gloss is built", () => {
    const prompt = "the Robot should wave: turn right 20 degrees, wait 1 second, turn left 20 degrees";
    expect(leftOut(prompt)).toEqual([]);
    const text = "// sprite: Robot\n// x: 0, y: 0\n\nwhen green flag clicked\nturn right (20) degrees\nwait (1) seconds\nturn left (20) degrees";
    expect(verbsGlossedAndBuilt(prompt, ["wave"], text)).toEqual(["wave"]);
  });

  it("stays named when the gloss is not built, or another part inside it is named", () => {
    const prompt = "the Robot should wave: turn right 20 degrees, wait 1 second, turn left 20 degrees";
    const other = "// sprite: Robot\n// x: 0, y: 0\n\nwhen green flag clicked\nturn right (15) degrees";
    expect(verbsGlossedAndBuilt(prompt, ["wave"], other)).toEqual([]);
    const text = "// sprite: Robot\n// x: 0, y: 0\n\nwhen green flag clicked\nturn right (20) degrees\nwait (1) seconds\nturn left (20) degrees";
    expect(verbsGlossedAndBuilt(prompt, ["wave", "wait 1 second"], text)).toEqual([]);
    // a part the answer cannot place may be inside the gloss
    expect(verbsGlossedAndBuilt(prompt, ["wave", "doing it twice"], text)).toEqual([]);
    // "and do that 3 times": the count's loop holds the rest, never follows it
    const after = "// sprite: Robot\n// x: 0, y: 0\n\nwhen green flag clicked\nturn right (20) degrees\nwait (1) seconds\nrepeat (3)\nturn left (20) degrees\nend";
    expect(verbsGlossedAndBuilt("the Robot should wave: turn right 20 degrees, wait 1 second, and do that 3 times", ["wave"], after)).toEqual([]);
    // no colon after the verb's own words: no gloss
    expect(verbsGlossedAndBuilt("the Robot should wave and turn right 20 degrees", ["wave"], text)).toEqual([]);
  });
});

describe("words the program does in its own way", () => {
  it("reads a click of the green flag as the flag's script, never a click of a sprite", () => {
    const text = "// sprite: Kite\n// x: 0, y: 0\n\nwhen green flag clicked\ngo to x: (30) y: (60)";
    expect(flagClickParts("as soon as we click on the green flag the Kite goes to x 30 y 60", ["click"], text)).toEqual(["click"]);
    expect(flagClickParts("click the green flag, then click the Kite and it goes to x 30 y 60", ["click"], text)).toEqual([]);
    expect(flagClickParts("as soon as we click on the green flag the Kite goes to x 30 y 60", ["click"], "// sprite: Kite\n// x: 0, y: 0\n\nwhen this sprite clicked\ngo to x: (30) y: (60)")).toEqual([]);
  });

  it("reads zapping or destroying what is clicked as hiding it after the click", () => {
    expect(wordDoneByBlocks("zap", ["when this sprite clicked", "change hits by 1", "hide"])).toBe(true);
    expect(wordDoneByBlocks("zap", ["when green flag clicked", "hide", "wait 1 seconds", "show"])).toBe(false);
  });

  it("names a count given to another character's loop", () => {
    const prompt = "the Bell rings every 2 seconds, 5 times, and the Bird flaps every 2 seconds, 5 times";
    const text = "// sprite: Bell\n// x: 0, y: 0\n\nwhen green flag clicked\nrepeat (5)\nrepeat (5)\nplay sound (Pop v) until done\nend\nend\n\n// sprite: Bird\n// x: 0, y: 0\n\nwhen green flag clicked\nnext costume";
    expect(countsGivenAway(prompt, text)).toEqual(["the Bird doing it 5 times"]);
    const own = text.replace("when green flag clicked\nnext costume", "when green flag clicked\nrepeat (5)\nnext costume\nend");
    expect(countsGivenAway(prompt, own)).toEqual([]);
    // the character it goes to is no doer
    const walk = "// sprite: Hen\n// x: 0, y: 0\n\nwhen green flag clicked\nrepeat (6)\nmove (10) steps\nend\n\n// sprite: Barn\n// x: 0, y: 0";
    expect(countsGivenAway("the Hen walks to the Barn, 10 steps at a time, 6 times", walk)).toEqual([]);
  });

  it("names a sound asked on a click that the sprite plays only from another script", () => {
    const atTheFlag = "// sprite: Puppy\n// x: 0, y: 0\n\nwhen green flag clicked\nplay sound (Dog v) until done\n\nwhen this sprite clicked\nsay [Woof!] for (2) seconds";
    expect(soundsOffTheirClick("my Puppy barks and says \"Woof!\" when you click it, then sits", atTheFlag)).toEqual(["barks when you click it"]);
    const onTheClick = "// sprite: Puppy\n// x: 0, y: 0\n\nwhen this sprite clicked\nplay sound (Dog v) until done\nsay [Woof!] for (2) seconds";
    expect(soundsOffTheirClick("my Puppy barks and says \"Woof!\" when you click it, then sits", onTheClick)).toEqual([]);
    // a sound put at the start is the flag's
    expect(soundsOffTheirClick("my Puppy barks at the start and says \"Woof!\" when you click it", atTheFlag)).toEqual([]);
  });
});
