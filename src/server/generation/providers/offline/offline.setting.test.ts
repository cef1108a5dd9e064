// The request's setting (offline.setting.ts, decision 1150): a sentence about who asks, where or
// why, with no character of the program doing anything in it, asks for nothing; its words, its
// numbers and the sprites made of its words are not parts left out. Each has its opposite: a real
// ask in similar words stays named.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { framingParts } from "./offline.framing";
import { conceptShown } from "./offline.coverage";
import { partsGlossedAndDone } from "./offline.own-blocks";
import { inTheSetting, saidOnlyInTheSetting } from "./offline.setting";
import { readWords } from "./plan/plan.words";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const framing = (prompt: string, parts: string[], text: string) => framingParts(prompt, parts, text, (word) => conceptShown(word, text));
const settingWords = (prompt: string, sprites: string[]) => {
  const words = readWords(prompt);
  return words.flatMap((word, i) => (inTheSetting(words, i, sprites) ? [word.raw] : []));
};

const goatJumps = sprite("Goat", "when green flag clicked\nrepeat (4)\nchange y by (30)\nwait (0.5) seconds\nchange y by (-30)\nend");

describe("a sentence of the setting", () => {
  it("reads the teller's age, club, class and the family's wishes as the setting", () => {
    const prompt = "im 10 and i go to the robot club in Tema. the Goat jumps 4 times when the flag is clicked";
    expect(settingWords(prompt, ["goat"])).toEqual(["im", "10", "and", "i", "go", "to", "the", "robot", "club", "in", "tema"]);
    const family = "My daughter (13) spent two weeks on her platformer; her brother (5) now wants an easy one: the Goat jumps 4 times";
    expect(framing(family, ["brother now wants an easy one", "spent two weeks"], goatJumps)).toEqual(["brother now wants an easy one", "spent two weeks"]);
    expect(framing("We have two tablets, 4 pupils for one. The Goat jumps 4 times when the flag is clicked.", ["have two tablets , 4 pupils for one"], goatJumps)).toEqual(["have two tablets , 4 pupils for one"]);
    expect(framing("Library club on Saturdays, every pupil writes one script: the Goat jumps 4 times when the flag is clicked", ["saturdays , every pupil writes one script"], goatJumps)).toEqual(["saturdays , every pupil writes one script"]);
  });

  it("reads an opening exclamation of where the child codes as the setting, never one that names the program", () => {
    expect(settingWords("riverbank library code club!!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual(["riverbank", "library", "code", "club"]);
    expect(settingWords("coding week at oak hill!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual(["coding", "week", "at", "oak", "hill"]);
    // a kind of project, a sprite, a thing a block does, a number or a key: the program's
    expect(settingWords("my maze game!!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual([]);
    expect(settingWords("goat party!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual([]);
    expect(settingWords("spinning stars!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual([]);
    expect(settingWords("level 3!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual([]);
    expect(settingWords("space key!! the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual([]);
    // only the request's first words, and only with a request after them
    expect(settingWords("the Goat jumps 4 times. riverbank library code club!!! the Goat says hi", ["goat"])).toEqual([]);
    expect(settingWords("the Goat jumps 4 times when the flag is clicked. riverbank library code club!!!", ["goat"])).toEqual([]);
  });

  it("keeps a sentence in which a thing does something, a key is pressed or a number is a value", () => {
    expect(settingWords("i go to the club. the Goat jumps 4 times when the flag is clicked", ["goat"])).toEqual(["i", "go", "to", "the", "club"]);
    expect(settingWords("The Goat jumps 4 times. i go to the club on fridays and like it a lot", ["goat"])).toEqual([]);
    expect(settingWords("We press space 3 times. The Goat jumps 4 times when the flag is clicked.", ["goat"])).toEqual([]);
    expect(settingWords("My son wants the Goat to jump. It jumps 4 times when the flag is clicked.", ["goat"])).toEqual([]);
    expect(settingWords("We have 5 balloons for the party. The Goat jumps 4 times when the flag is clicked.", ["goat"])).toEqual([]);
    // a list's name is not a class
    expect(settingWords("a list class holds Ama, Kofi and Esi; clicking the Goat says a random name from it", ["goat"])).toEqual([]);
  });

  it("reads a word said only as the kind of game as the game's name, no character", () => {
    const prompt = "Form 1, my catch game: the Bucket moves with the arrows and the Egg falls from the top; each egg caught adds 1 to score";
    expect(saidOnlyInTheSetting(prompt, "Catch", ["bucket", "egg"], true)).toBe(true);
    // a sprite is not dropped for it, and a game named after its character is the character's
    expect(saidOnlyInTheSetting(prompt, "Catch", ["bucket", "egg", "catch"])).toBe(false);
    expect(saidOnlyInTheSetting("a shark game: the Shark swims left and right forever", "Shark", ["shark"], true)).toBe(false);
    expect(saidOnlyInTheSetting("Snake game", "Snake", [], true)).toBe(false);
  });

  it("knows a name said only in the setting, and not a name the request gives something to do", () => {
    const prompt = "My son (9) did a course at the Makerspace. At home he wants the Goat to jump 4 times.";
    expect(saidOnlyInTheSetting(prompt, "Makerspace", ["goat", "makerspace"])).toBe(true);
    expect(saidOnlyInTheSetting(`${prompt} The Makerspace spins.`, "Makerspace", ["goat", "makerspace"])).toBe(false);
  });
});

describe("other framings of one part", () => {
  it("sets aside the wish's opener and the owner of a sprite", () => {
    expect(framing("At school she wants the Goat kid to jump 4 times when the flag is clicked", ["school she wants the goat kid"], goatJumps)).toEqual(["school she wants the goat kid"]);
    expect(framing("Farm day: the farmer's Goat jumps 4 times when the flag is clicked", ["farmer"], goatJumps)).toEqual(["farmer"]);
    // an owner said again is someone of the request
    expect(framing("the farmer's Goat jumps 4 times and then the farmer waves", ["farmer"], goatJumps)).toEqual([]);
  });

  it("takes a verb with its whole gloss as done when the gloss is", () => {
    const bleats = sprite("Goat", "when this sprite clicked\nstart sound (Pop v)");
    expect(partsGlossedAndDone("the Goat should bleat (any sound) when clicked", ["bleat any sound"], bleats)).toEqual(["bleat any sound"]);
    expect(partsGlossedAndDone("the Goat should bleat (any sound) when clicked", ["bleat any sound"], goatJumps)).toEqual([]);
  });
});

describe("answers", () => {
  it("names nothing of the setting, and makes no sprite of its words", () => {
    const answer = answerRequest("im 11 and i go to the coding club at Riverside school. the Goat jumps 4 times when the flag is clicked");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut).toEqual([]);
    expect(answer.text).not.toMatch(/sprite: (?:Club|Riverside|School)/);
  });

  it("still names a real part beside the setting", () => {
    const answer = answerRequest("We share the tablets, 2 kids for one. The Goat jumps 4 times when the flag is clicked and then it juggles three torches.");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut.join(" | ")).toMatch(/juggl/);
    expect(answer.leftOut.join(" | ")).not.toMatch(/tablets|kids/);
  });
});

describe("parts a quantifier or a verb only seemed to ask", () => {
  it("reads 'each 0.5 beat' and 'all the time' as how often, and still names a click said of each character", () => {
    const drums = answerRequest("the Bongo plays drum 2 when you click it, and the Cowbell plays drum 9 when you press b, each 0.25 beats");
    expect(drums.kind === "program" ? drums.leftOut.filter((part) => /doing its part/.test(part)) : ["declined"]).toEqual([]);
    const animals = answerRequest("each animal makes its noise when clicked: the Cow says moo, the Hen says cluck and the Pig says oink");
    expect(animals.kind).toBe("program");
    if (animals.kind !== "program") return;
    const clicked = animals.text.split("\n").filter((line) => line === "when this sprite clicked").length;
    if (clicked < 3) expect(animals.leftOut.join(" | ")).toMatch(/doing its part when you click it/);
  });

  it("reads 'point it in direction' and 'point 0' as the block, not a score, and one direction a key for the arrow keys", () => {
    const answer = answerRequest("Year 5, worm game: the Worm moves 3 steps forever and the arrow keys point it in direction 0, 180, -90 and 90; eating the Leaf adds 1 to length and sends the Leaf to a random position");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut.join(" | ")).not.toMatch(/score/);
    const keyed = answer.text.split("\n").filter((line) => /^when \[(?:up|down|left|right) arrow v\] key pressed$/.test(line)).length;
    if (keyed === 4) expect(answer.leftOut.join(" | ")).not.toMatch(/in that order/);
    else expect(answer.leftOut.join(" | ")).toMatch(/direction|in that order/);
  });
});
