// Parts named as left out that only frame a request (offline.framing.ts, decision 720): a
// sentence about the family, a title before the colon, a gloss after a name, "all the time"
// idioms, a count of sprites the request then names. Each case has its opposite: a part that
// asks for something the program does not do stays named.
import { describe, expect, it } from "vitest";
import { framingParts } from "./offline.framing";
import { conceptShown } from "./offline.coverage";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const framing = (prompt: string, parts: string[], text: string) => framingParts(prompt, parts, text, (word) => conceptShown(word, text));

const clickSays = sprite("Owl", "when this sprite clicked\nsay [Hoo hoo!] for (2) seconds");

describe("framing that asks for nothing", () => {
  it("sets aside a sentence about the family that asks for nothing", () => {
    const prompt = "My nephews (6 and 9) squabble over the tablet every evening. Could the Owl say 'Hoo hoo!' when clicked?";
    expect(framing(prompt, ["squabble over the tablet every evening"], clickSays)).toEqual(["squabble over the tablet every evening"]);
    const older = "Our eldest adores spooky stories. The Owl says 'Hoo hoo!' when you click it.";
    expect(framing(older, ["adores spooky stories"], clickSays)).toEqual(["adores spooky stories"]);
  });

  it("keeps a sentence about the family that asks for something, or one about a character", () => {
    const asks = "My nephews want the owl to fly away. The Owl says 'Hoo hoo!' when clicked.";
    expect(framing(asks, ["want the owl to fly away"], clickSays)).toEqual([]);
    // "the Girl" is a character of the program, not the family
    const girl = sprite("Girl", "when this sprite clicked\nsay [Hi] for (2) seconds");
    expect(framing("the Girl says Hi when clicked and skips round the tree", ["skips round the tree"], girl)).toEqual([]);
  });

  it("sets aside a title before the colon, but not a verb in it the program does not do", () => {
    const prompt = "Lantern festival poster: the Owl says 'Hoo hoo!' when you click it, then glides away";
    expect(framing(prompt, ["lantern festival poster"], clickSays)).toEqual(["lantern festival poster"]);
    // "flee" is an action, and nothing flees
    expect(framing("Owl flee: the Owl says 'Hoo hoo!' when you click it, then turns round", ["flee"], clickSays)).toEqual([]);
    // a title word the rest says again may be the rest's own part
    expect(framing("Owl quiz: when the quiz ends the Owl says 'Hoo hoo!' to everyone", ["quiz"], clickSays)).toEqual([]);
  });

  it("sets aside a gloss in brackets after a character's name", () => {
    const prompt = "the Owl (coruja) says 'Hoo hoo!' when clicked";
    expect(framing(prompt, ["coruja"], clickSays)).toEqual(["coruja"]);
    expect(framing("the Owl says 'Hoo hoo!' when clicked (and hops twice)", ["and hops twice"], clickSays)).toEqual([]);
  });

  it("sets aside an 'all the time' idiom only where the program keeps checking", () => {
    const watching = sprite("Owl", "when green flag clicked\nforever\n  if <touching (edge v)?> then\n    say [Ouch] for (1) seconds\n  end\nend");
    const prompt = "if the Owl touches the edge at any moment it says Ouch";
    expect(framing(prompt, ["moment"], watching)).toEqual(["moment"]);
    expect(framing(prompt, ["moment"], clickSays)).toEqual([]);
  });

  it("takes a count of sprites the request names next as built when each is a sprite", () => {
    const band = ["Drum", "Bell", "Horn", "Girl"].map((name) => sprite(name, "when this sprite clicked\nplay sound (pop v) until done")).join("\n\n");
    const prompt = "A band: a Girl and three instrument sprites, Drum, Bell and Horn. Clicking one plays its sound.";
    expect(framing(prompt, ["three instrument sprites"], band)).toEqual(["three instrument sprites"]);
    const two = ["Drum", "Bell", "Girl"].map((name) => sprite(name, "when this sprite clicked\nplay sound (pop v) until done")).join("\n\n");
    expect(framing(prompt, ["three instrument sprites"], two)).toEqual([]);
  });
});

describe("framing that asks for nothing (decision 780)", () => {
  const owl = sprite("Owl", "when green flag clicked\nmove (20) steps\nsay [Hoot] for (2) seconds");

  it("sets aside a child named by their age, and still names what such a sentence asks", () => {
    expect(framing("My 8 year old is new to this. The Owl moves 20 steps and says 'Hoot'.", ["is new to this"], owl)).toEqual(["is new to this"]);
    expect(framing("My 8 year old wants the owl to fly away. The Owl moves 20 steps.", ["wants the owl to fly away"], owl)).toEqual([]);
  });

  it("sets aside idioms that say where a request comes from, only when their words are said nowhere else", () => {
    expect(framing("Turn your plan into code: the Owl moves 20 steps and says 'Hoot'", ["turn"], owl)).toEqual(["turn"]);
    expect(framing("Code the Owl the way we acted it out: it moves 20 steps", ["acted"], owl)).toEqual(["acted"]);
    // "turns" asked of the Owl as well is an action the program must show
    expect(framing("Please turn your plan into code where the Owl turns and moves 20 steps", ["turn"], owl)).toEqual([]);
    expect(framing("Please turn your plan into code where the Owl moves 20 steps", ["turn"], owl)).toEqual(["turn"]);
  });

  it("sets aside a label and its number, and a school year in short at a sentence's start", () => {
    expect(framing("Part 2: the Owl moves 20 steps. Round 3: it says 'Hoot'", ["part 2", "round 3"], owl)).toEqual(["part 2", "round 3"]);
    expect(framing("Y5: the Owl moves 20 steps and says 'Hoot'", ["y 5"], owl)).toEqual(["y 5"]);
    // a letter and a number inside a sentence may be a key and a count
    expect(framing("the Owl moves 20 steps when I press p 6 times", ["p 6"], owl)).toEqual([]);
  });
});
