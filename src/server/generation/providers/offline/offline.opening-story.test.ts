// The request's lead-in (offline.opening-story.ts, decision 1570): the sentences and titles at its
// start that ask for nothing the program lacks are framing, even when they name a character in a
// story of their own, make sprites of their words, or title the steps after a colon. Both ways: a
// lead sentence that asks for anything unbuilt stays named, and ends the lead-in.
import { describe, expect, it } from "vitest";
import { inTheLeadIn } from "./offline.opening-story";
import { leftOutOf as leftOut } from "./test-support/built-answer";

/** A program of sprites, each `[name, lines of its green-flag script]` (no lines: no script). */
const program = (...sprites: [string, string[]][]) =>
  sprites.map(([name, lines]) => [`// sprite: ${name}`, "// x: 0, y: 0", "", ...(lines.length > 0 ? ["when green flag clicked", ...lines] : [])].join("\n")).join("\n\n");

const KITE = program(["Kite", ["forever", "  if <touching (Cloud v)?> then", "    say [wheee] for (2) seconds", "    move (40) steps", "  end", "end"]], ["Cloud", []]);

describe("a lead-in that asks for nothing the program lacks is framing", () => {
  it("a past story about a character the request then asks for (child)", () => {
    const prompt = "im 9 from accra, at the science fair our kite could feel the wind. can my Kite say wheee and move 40 steps when it touches the Cloud";
    expect(inTheLeadIn(prompt, "9 from accra , at the science fair our kite could feel the wind", KITE)).toBe(true);
  });

  it("what people built or did, and an age in another language (child)", () => {
    const prompt = "soy 11 y voy al club Luna!! at the club we made kites. can my Kite say wheee and move 40 steps when it touches the Cloud";
    expect(inTheLeadIn(prompt, "11 y voy al club", KITE)).toBe(true);
    expect(inTheLeadIn(prompt, "at the club we made kites", KITE)).toBe(true);
  });

  it("a wish for the program's own things, then the steps (teacher)", () => {
    const prompt = "Our class at the museum wants a red kite in the cloud. When the flag is clicked, the Kite says wheee and moves 40 steps when it touches the Cloud.";
    expect(inTheLeadIn(prompt, "class at the museum wants a red kite in the cloud", KITE)).toBe(false);
    const plain = "Our class at the museum wants a paper kite in the cloud. When the flag is clicked, the Kite says wheee and moves 40 steps when it touches the Cloud.";
    expect(inTheLeadIn(plain, "class at the museum wants a paper kite in the cloud", KITE)).toBe(true);
  });

  it("a title before the colon whose steps are built (course, game kind)", () => {
    const prompt = "Eight-week coding course, week 2, a chase game like at her club in Lima: the Kite moves 40 steps and says wheee when it touches the Cloud";
    expect(inTheLeadIn(prompt, "eight week coding course , week 2 , a chase game like at her club in lima", KITE)).toBe(true);
  });

  it("what a parent read, in a sentence of its own", () => {
    const prompt = "As a grandmother in Tunis I heard that coding builds patience. My grandson (9) wants the Kite to say wheee and move 40 steps when it touches the Cloud.";
    expect(inTheLeadIn(prompt, "tunis i heard that coding builds patience", KITE)).toBe(true);
  });
});

describe("a lead sentence that asks for something unbuilt is never framing", () => {
  it("a character of the program doing something in the opening (child)", () => {
    const prompt = "im 9 from accra, our kite dances at the fair. can my Kite say wheee and move 40 steps when it touches the Cloud";
    expect(inTheLeadIn(prompt, "9 from accra , our kite dances", KITE)).toBe(false);
  });

  it("a wish for a thing the program does not have", () => {
    const prompt = "im 10 in oslo and i want a Dragon too! can my Kite say wheee and move 40 steps when it touches the Cloud";
    expect(inTheLeadIn(prompt, "i want a dragon too", KITE)).toBe(false);
  });

  it("a number bound to a unit, a loop word, a key or a quoted line to say", () => {
    const base = "can my Kite say wheee and move 40 steps when it touches the Cloud";
    expect(inTheLeadIn(`our club, the Kite spins 3 times. ${base}`, "our club , the kite spins 3 times", KITE)).toBe(false);
    expect(inTheLeadIn(`our club, forever and ever. ${base}`, "our club , forever and ever", KITE)).toBe(false);
    expect(inTheLeadIn(`our club, with the arrow keys. ${base}`, "our club , with the arrow keys", KITE)).toBe(false);
    expect(inTheLeadIn(`our club, the Cloud says "rain". ${base}`, "our club , the cloud says", KITE)).toBe(false);
  });

  it("a thing of blocks the program does not show, in a title before the colon", () => {
    const prompt = "Week 2, a racing game with a lap timer: the Kite moves 40 steps and says wheee when it touches the Cloud";
    expect(inTheLeadIn(prompt, "week 2 , a racing game with a lap timer", KITE)).toBe(false);
  });

  it("a part after the request's first ask", () => {
    const prompt = "soy 11!! can my Kite say wheee and move 40 steps when it touches the Cloud. the Kite dances";
    expect(inTheLeadIn(prompt, "the kite dances", KITE)).toBe(false);
  });
});

describe("whole answers: the lead-in is not named, what it asks still is", () => {
  it("a child's past story and a club made of sprites are dropped", () => {
    expect(leftOut("im 9 from accra, at the science fair our kite could feel the wind. can my Kite say wheee and move 40 steps when it touches the Cloud")).toEqual([]);
    expect(leftOut("soy 11 y voy al club Luna!! i want my Frog to hop when i press space: change y by 50, wait 0.5, change y by -50")).toEqual([]);
  });

  it("a character's action in the opening stays named", () => {
    expect(leftOut("im 9 from accra, our kite dances at the fair. when i click the Kite it says hi").join(" ")).toContain("dances");
  });
});
