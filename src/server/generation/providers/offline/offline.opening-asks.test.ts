// The request's opening up to its first ask (offline.opening.ts and offline.told-in-passing.ts, decision 1360): a part named as
// left out that lies wholly before the clause of the request's first ask (an action a block does,
// a wish, a key, a character, a quote said, a number bound to a unit) asks for nothing, whatever
// its wording; a clause telling what spelled-out steps look like done, and a past verb telling who
// made a character, ask for nothing either. Each has its opposite: a real ask in the same kind of
// sentence stays named.
import { describe, expect, it } from "vitest";
import { builtAnswer, leftOutOf as leftOut } from "./test-support/built-answer";
import { readProgramLines } from "./offline.coverage";
import { instructionsStartAt } from "./offline.opening";
import { inTheOpening } from "./offline.opening-parts";
import { inAResultClause, toldOfThePeople } from "./offline.told-in-passing";
import { readWords } from "./plan/plan.words";

/** A program of one sprite, `name`, whose green-flag script is `lines`. */
const program = (name: string, lines: string[], more = "") => [`// sprite: ${name}`, "// x: 0, y: 0", "", "when green flag clicked", ...lines, more].join("\n");

const OWL = program("Owl", ["repeat (9)", "  turn right (20) degrees", "end", "say [hooray]"]);

/** The words before the instructions, as typed. */
const opening = (prompt: string, text: string) => {
  const words = readWords(prompt);
  return words
    .slice(0, instructionsStartAt(prompt, words, readProgramLines(text), text))
    .filter((word) => word.mark === undefined)
    .map((word) => word.raw)
    .join(" ");
};


describe("the opening, up to the first ask", () => {
  it("runs over who asks, where and when, whatever the words", () => {
    expect(opening("we came 2nd at the regional fair in tartu!!! make the Owl turn 20 degrees 9 times", OWL)).toBe("we came 2 at the regional fair in tartu");
    expect(opening("Hackathon weekend at the town hall, teams of four, ages 11-15: the Owl turns 20 degrees 9 times", OWL)).toBe("hackathon weekend at the town hall teams of four ages 11 to 15");
    expect(opening("Badges programme, stage 2 \"Night Animals\": the Owl turns 20 degrees 9 times", OWL)).toBe('badges programme stage 2 "Night Animals"');
    expect(opening("salut je suis ana i have 9 years, the Owl turns 20 degrees 9 times", OWL)).toBe("salut je suis ana i have 9 years the");
  });

  it("ends at an action a thing does, a wish, a key, a character, a quote said or a number bound to a unit", () => {
    // an action the lexicon knows, done by a thing
    expect(opening("Night club, the moon spins: the Owl turns 20 degrees 9 times", OWL)).toBe("night club the moon");
    // one it does not know is asked all the same, when a thing does it
    expect(opening("Night club, the moon wobbles: the Owl turns 20 degrees 9 times", OWL)).toBe("night club the moon");
    // after a colon, the whole clause of the first ask is the instructions
    expect(opening("Night club: pick some random words and say them", OWL)).toBe("night club");
    // done by people, it is their story ("we danced" asks nothing; "the Owl" is the first ask)
    expect(opening("at the club we danced all night, the Owl turns 20 degrees 9 times", OWL)).toBe("at the club we danced all night the");
    expect(opening("Night club, press space: the Owl turns", OWL)).toBe("night club");
    expect(opening("Night club, 40 steps: the Owl turns", OWL)).toBe("night club");
    expect(opening("Night club, a number from 1 to 6: the Owl turns", OWL)).toBe("night club a number from");
    expect(opening("Night club, say \"hoot\": the Owl turns", OWL)).toBe("night club");
    expect(opening("Night club, I want a game: the Owl turns", OWL)).toBe("night club i");
  });

  it("keeps numbers of the setting (ages, grades, places, an event's number) out of the asks", () => {
    expect(inTheOpening("Class 4, a dance for the Owl: it turns 20 degrees 9 times and says hooray", "the number 4", OWL)).toBe(true);
    expect(inTheOpening("earthday24 special!! the Owl turns 20 degrees 9 times and says hooray", "24 special", OWL)).toBe(true);
    expect(inTheOpening("we finished 5th!! the Owl turns 20 degrees 9 times and says hooray", "the number 5", OWL)).toBe(true);
    // a number said in the instructions too is the instructions' ("9 times")
    expect(inTheOpening("Group 9, the Owl turns 20 degrees 9 times and says hooray", "the number 9", OWL)).toBe(false);
    // a number that counts things to build is asked
    expect(inTheOpening("Night club, 12 stars: the Owl turns 20 degrees 9 times and says hooray", "12 stars", OWL)).toBe(false);
  });

  it("names a part that reaches into the instructions", () => {
    expect(inTheOpening("Night club!! the Owl turns 20 degrees 9 times and hoots twice", "hoots twice", OWL)).toBe(false);
    expect(inTheOpening("Night club, the Owl sparkles: it turns 20 degrees 9 times", "night club , the owl sparkles", OWL)).toBe(false);
  });
});

describe("clauses that tell what spelled-out steps look like", () => {
  const BEE = program("Bee", ["repeat (36)", "  move (5) steps", "  turn right (10) degrees", "end"]);
  it("ask for nothing after the steps", () => {
    expect(inAResultClause("the Bee moves 5 steps and turns 10 degrees, 36 times, so it draws a ring in the air", "ring in the air", BEE)).toBe(true);
    expect(inAResultClause("the Bee moves 5 steps and turns 10 degrees 36 times so that it looks dizzy", "looks dizzy", BEE)).toBe(true);
  });
  it("ask for it when no step was spelled out, or when they say a number or a key", () => {
    expect(inAResultClause("the Bee flies so it draws a ring in the air", "ring in the air", BEE)).toBe(false);
    expect(inAResultClause("the Bee moves 5 steps 36 times so it stops when you press space", "stops when you press space", BEE)).toBe(false);
  });
});

describe("what people did to make a character", () => {
  it("asks for nothing", () => {
    expect(toldOfThePeople("the Fox the pupils painted says hi and the Cat we made jumps", "made")).toBe(true);
    expect(toldOfThePeople("i drew a Fox and it jumps", "i drew")).toBe(true);
  });
  it("unless a thing did it", () => {
    expect(toldOfThePeople("the Fox made a hole and the Cat jumps", "made")).toBe(false);
  });
});

describe("answers", () => {
  it("do not name the opening, a result of spelled-out steps or who made a character", () => {
    expect(leftOut('Robo League, round "Night Owls", ages 11-15: the Owl turns 20 degrees 9 times and says "hooray"')).toEqual([]);
    expect(leftOut('Nature week at the museum in Tartu, ages 6-9, four to a tablet: the Owl turns 20 degrees 9 times and says "hooray"')).toEqual([]);
    expect(leftOut("salut je suis ana i have 9 years, i painted an Owl and i want it to turn 20 degrees 9 times and say hooray")).toEqual([]);
    // (the result "so it swoops in a ring" is not named; since decision 1730 the move built outside its 36 times is)
    expect(leftOut("the Owl turns 10 degrees and moves 5 steps, 36 times, so it swoops in a ring").filter((part) => /swoop|ring/.test(part))).toEqual([]);
  });
  it("still name a real ask in the same kind of sentence", () => {
    expect(leftOut('Robo League, round "Night Owls", the Moon shines: the Owl turns 20 degrees 9 times and says "hooray"').join(" | ")).toMatch(/moon shines/);
    // (since decision 1660 the reader can build a shine: the Moon's brightness goes up and back; before, it was named)
    const fair = builtAnswer("we won 2nd place at the fair and the Moon shines!!! make the Owl turn 20 degrees 9 times and say hooray");
    const moon = fair.text.slice(fair.text.indexOf("// sprite: Moon"), fair.text.indexOf("// sprite: Owl"));
    expect(moon.includes("change [brightness v] effect by") || /moon shines/.test(fair.leftOut.join(" | "))).toBe(true);
  });
});
