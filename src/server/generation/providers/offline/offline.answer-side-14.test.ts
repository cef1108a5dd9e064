// Issue 26, decision 1100: answer-side mechanisms, each on wordings of our own (none from the
// corpus), each with the case it must leave alone.
import { describe, expect, it } from "vitest";
import { uncoveredParts } from "./offline.coverage";
import { stageClicksAsMessages } from "./offline.stage-clicks";
import { startOnTheOnlyKey } from "./offline.flag-free";
import { speechIsNoCharacter } from "./offline.said-names";
import { followOn } from "./offline.after-that";
import { requesterNames } from "./offline.requesters";
import { framingParts } from "./offline.framing";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}\n`;
const names = (text: string) => [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => m[1]);
const program = (...sprites: string[]) => `// stage\n\n${sprites.join("\n")}`;

describe("parts whose words are all in the program but which it does not build", () => {
  it("a click said of a named character needs that character's click script", () => {
    const text = program(sprite("Dog", "when this sprite clicked\nsay [Woof] for (2) seconds"), sprite("Ball", "when green flag clicked\nmove (10) steps"));
    expect(uncoveredParts("clicking the Dog makes it say Woof and if you click the Ball it moves 10 steps", text, [])).toContain("clicking the Ball");
    expect(uncoveredParts("when the Dog is clicked it says Woof", text, [])).not.toContain("clicking the Dog");
    // a passive click of the stage is no click of the character named after it
    expect(uncoveredParts("when the stage is clicked the Ball moves 10 steps", text, []).filter((part) => part.startsWith("clicking the"))).toEqual([]);
  });

  it("a variable said to go up or down by a value changes by that value", () => {
    const text = program("// variable energy = 0\n", sprite("Bee", "when green flag clicked\nforever\n  wait (1) seconds\n  change [energy v] by (2)\nend"));
    expect(uncoveredParts("the Bee's energy goes up 3 every second", text, [])).toContain("energy going up by 3");
    expect(uncoveredParts("the Bee's energy goes up by 2 every second", text, []).some((part) => part.includes("energy going"))).toBe(false);
  });

  it("'that many' after a question repeats the answer's number of times", () => {
    const once = program(sprite("Star", "when green flag clicked\nask [How many stars?] and wait\ncreate clone of (myself v)"));
    expect(uncoveredParts("the Star asks how many stars and makes that many copies", once, []).some((part) => part.includes("as many times as the answer"))).toBe(true);
    const looped = program(sprite("Star", "when green flag clicked\nask [How many stars?] and wait\nrepeat (answer)\n  create clone of (myself v)\nend"));
    expect(uncoveredParts("the Star asks how many stars and makes that many copies", looped, []).some((part) => part.includes("as many times as the answer"))).toBe(false);
  });

  it("'at 5 stars ...' checks the count against 5", () => {
    const everyClick = program("// variable stars = 0\n", sprite("Jar", "when this sprite clicked\nchange [stars v] by (1)\nsay [Full!] for (2) seconds"));
    expect(uncoveredParts("each click adds 1 to stars and at 5 stars the Jar says Full!", everyClick, []).some((part) => part.startsWith("checking for 5 stars"))).toBe(true);
    const checked = program("// variable stars = 0\n", sprite("Jar", "when this sprite clicked\nchange [stars v] by (1)\nif <(stars) = (5)> then\n  say [Full!] for (2) seconds\nend"));
    expect(uncoveredParts("each click adds 1 to stars and at 5 stars the Jar says Full!", checked, []).some((part) => part.startsWith("checking for 5 stars"))).toBe(false);
    expect(uncoveredParts("at 2 seconds the Jar says Full!", checked, []).some((part) => part.startsWith("checking for"))).toBe(false);
  });

  it("'says the timer' says the reporter", () => {
    const words = program(sprite("Kart", "when green flag clicked\nsay [Done!] for (2) seconds"));
    expect(uncoveredParts("the Kart says the timer at the end", words, [])).toContain("saying the timer");
    const reporter = program(sprite("Kart", "when green flag clicked\nsay (timer) for (2) seconds"));
    expect(uncoveredParts("the Kart says the timer at the end", reporter, [])).not.toContain("saying the timer");
  });

  it("notes listed with one length each are played for that length", () => {
    const longer = program(sprite("Harp", "when green flag clicked\nplay note (62) for (0.25) beats\nplay note (64) for (0.25) beats\nplay note (65) for (1) beats"));
    expect(uncoveredParts("the Harp plays notes 62, 64, 65, each for 0.25 beats", longer, [])).toContain("62 64 65 in that order");
    const even = program(sprite("Harp", "when green flag clicked\nplay note (62) for (0.25) beats\nplay note (64) for (0.25) beats\nplay note (65) for (0.25) beats"));
    expect(uncoveredParts("the Harp plays notes 62, 64, 65, each for 0.25 beats", even, [])).not.toContain("62 64 65 in that order");
  });

  it("a green flag turned down is named while a script still starts on it", () => {
    const flagged = program(sprite("Cat", "when green flag clicked\nmove (10) steps"));
    expect(uncoveredParts("don't use the flag: the Cat moves 10 steps", flagged, [])).toContain("starting without the green flag");
    expect(uncoveredParts("the Cat moves 10 steps when the flag is clicked", flagged, [])).not.toContain("starting without the green flag");
  });

  it("a number turned away or an age range is not a value to use", () => {
    const text = program(sprite("Gem", "when this sprite clicked\nchange [score v] by (5)"));
    expect(uncoveredParts("the Gem gives 5 points a click instead of 2", text, []).some((part) => part.includes("number 2"))).toBe(false);
    expect(uncoveredParts("club for ages 9 to 12: the Gem gives 5 points a click", text, []).some((part) => /number (?:9|12)\b/.test(part))).toBe(false);
  });

  it("following the mouse along one side is following it", () => {
    const text = program(sprite("Tray", "when green flag clicked\nforever\n  set x to (mouse x)\nend"));
    expect(uncoveredParts("the Tray follows the mouse x", text, []).some((part) => part.includes("follows"))).toBe(false);
    const still = program(sprite("Tray", "when green flag clicked\ngo to x: (0) y: (-150)"));
    expect(uncoveredParts("the Tray follows the mouse x", still, []).some((part) => part.includes("follows"))).toBe(true);
  });
});

describe("parts built as asked", () => {
  it("a click of the stage starts the sprite's steps through the stage's message", () => {
    const text = program(sprite("Bird", "// When you click it: glides to the mouse\nwhen this sprite clicked\nglide (2) secs to (mouse-pointer v)"));
    const after = stageClicksAsMessages("once the backdrop is clicked the Bird glides 2 seconds to the mouse", text);
    expect(after).toContain("when stage clicked\nbroadcast [stage clicked v]");
    expect(after).toContain("when I receive [stage clicked v]\nglide (2) secs to (mouse-pointer v)");
    // a click of a character keeps its own click script
    expect(stageClicksAsMessages("click the stage to start, then click the Bird and it glides to the mouse", text)).toBe(text);
  });

  it("'no green flag' with one key starts the flag's steps on that key", () => {
    const text = program(sprite("Frog", "when green flag clicked\nchange y by (20)", "when [j v] key pressed\nsay [Ribbit] for (1) seconds"));
    const after = startOnTheOnlyKey("the Frog hops 20 and says Ribbit when I press j, without the green flag", text);
    expect(after).not.toContain("when green flag clicked");
    expect(after).toContain("when [j v] key pressed\nchange y by (20)\nsay [Ribbit] for (1) seconds");
    // two keys: which one starts the flag's steps is not said
    expect(startOnTheOnlyKey("no green flag: j makes the Frog say Ribbit and k makes it hop", text)).toBe(text);
  });

  it("a word said only as what a character says is that character's line, not a sprite", () => {
    const text = program(sprite("Parrot", "when green flag clicked\nsay [Hello] for (2) seconds"), sprite("Bonjour", "when [b v] key pressed\nsay [Bonjour] for (2) seconds"));
    const after = speechIsNoCharacter("the Parrot says Hello at the start and when I press b it says Bonjour", text);
    expect(names(after)).toEqual(["Parrot"]);
    expect(after).toContain("when [b v] key pressed\nsay [Bonjour] for (2) seconds");
    // a name the request makes do something is a character
    expect(names(speechIsNoCharacter("the Parrot says Bonjour, then Bonjour flies away when I press b", text))).toEqual(["Parrot", "Bonjour"]);
  });

  it("'after 4 seconds' goes on from the sentence before", () => {
    const text = program(sprite("Mole", "when green flag clicked\nhide", "when green flag clicked\nwait (4) seconds\nshow"));
    expect(followOn("the Mole hides; after 4 seconds it shows itself", text)).toContain("when green flag clicked\nhide\nwait (4) seconds\nshow");
    // the sentence after does not say what the second script does: both stay
    expect(followOn("the Mole hides; after 4 seconds the Cat meows", text)).toBe(text);
  });
});

describe("words that frame the request are not named", () => {
  it("who the program is for, on which day", () => {
    expect(requesterNames("for Zara's birthday, the Cake spins")).toEqual(["Zara"]);
    const text = program(sprite("Cake", "when green flag clicked\nturn right (15) degrees"));
    expect(framingParts("for Zara's birthday, the Cake spins", ["zara birthday"], text, () => false)).toEqual(["zara birthday"]);
    expect(framingParts("for Zara's birthday, Zara dances", ["zara birthday"], text, () => false)).toEqual([]);
  });

  it("'only' once every script starts on the key said", () => {
    const onKey = program(sprite("Cat", "when [space v] key pressed\nmove (10) steps"));
    expect(framingParts("the Cat moves 10 steps, only the space key", ["only"], onKey, () => false)).toEqual(["only"]);
    const flag = program(sprite("Cat", "when green flag clicked\nmove (10) steps"));
    expect(framingParts("the Cat moves 10 steps, only the space key", ["only"], flag, () => false)).toEqual([]);
  });
});

describe("a start that only sets up stays on the green flag", () => {
  it("keeps 'set score to 0' out of the key's script", () => {
    const text = `// stage\n\n// sprite: Gem\n// x: 0, y: 0\n\nwhen green flag clicked\nset [score v] to (0)\n\nwhen [space v] key pressed\nchange [score v] by (1)\n`;
    expect(startOnTheOnlyKey("no green flag: each space press adds 1 to score", text)).toBe(text);
  });
});
