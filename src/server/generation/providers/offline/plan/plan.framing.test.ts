// Issue 26: words about who a program is for, and what it must not have, are understood: never a
// part left out, never a number the program must use; a "no timer" the answer breaks is named.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { audienceFraming } from "./plan.audience";
import { readForbidden } from "./plan.negation";
import { commentRequest } from "./plan.lesson";
import { readWords } from "./plan.words";
import { readPlan } from "./plan.read";

const framed = (prompt: string, frame: (words: ReturnType<typeof readWords>) => Set<number>) => {
  const words = readWords(prompt);
  return [...frame(words)].map((i) => words[i]?.raw).join(" ");
};

describe("framing that asks for nothing", () => {
  it.each([
    ["My 7 year old wants a puppy", "7 year old"],
    ["My son (9) wants his dog to bark", "9"],
    ["My kids (8 and 10) want a race", "8 and 10"],
    ["a game for my daughter aged 6 lol", "aged 6 lol"],
    ["no way to lose, she gets upset when she loses", "she gets upset when she loses"],
  ])("%j frames %j", (prompt, expected) => {
    expect(framed(prompt, audienceFraming)).toBe(expected);
  });

  it("keeps a count, a duration and a score that are not ages", () => {
    expect(framed("a 30 second timer, 3 lives and 10 points", audienceFraming)).toBe("");
  });

  it("reads 'no X' as a promise checked on the program", () => {
    const { forbidden } = readForbidden(readWords("no timer and no way to lose please"));
    expect(forbidden.map((f) => f.words)).toEqual(["no timer", "no way to lose please"]);
    expect(forbidden[0]?.isIn("reset timer")).toBe(true);
    expect(forbidden[1]?.isIn("stop [all v]")).toBe(true);
    expect(forbidden[1]?.isIn("say [hi]")).toBe(false);
  });

  it("reads a request for comments as how the program is written", () => {
    expect(framed("move 10 steps. Add comments explaining each step.", commentRequest)).toBe("add comments explaining each step");
    expect(framed("the comments game: click the button", commentRequest)).toBe("");
  });

  it("'the first one' and 'one by one' are not the number 1", () => {
    expect(readWords("the first one says hi, one by one").filter((w) => w.number !== undefined)).toEqual([]);
    expect(readWords("add one point").find((w) => w.raw === "one")?.number).toBe(1);
  });

  it("a parent's ages and filler leave nothing out; a program that breaks 'no timer' names it", () => {
    const puppy = answerRequest("My 7 year old wants a puppy that wags (changes costume) when she clicks it lol");
    expect(puppy.kind === "program" && puppy.leftOut).toEqual([]);
    const mole = answerRequest("a whack a mole game with no timer");
    expect(mole.kind === "program" && mole.text.includes("wait (30) seconds") ? mole.leftOut : ["no timer"]).toContain("no timer");
  });
});

describe("a longer title that asks for nothing", () => {
  it("frames the words before a colon when they hold no action, trigger or quote, however long", () => {
    const { plan } = readPlan("at the club today we looked at the garden cards, my own version: the Snail moves with the arrow keys");
    expect(plan.leftOut).toEqual([]);
    expect(plan.characters.map((c) => c.name)).toEqual(["Snail"]);
  });

  it("keeps a long title that asks for something, or runs over a sentence, as words to read", () => {
    expect(readPlan("we drew a dragon and it flies when I click it, then this part: the Snail moves with the arrow keys").plan.leftOut).not.toEqual([]);
    expect(readPlan("I run the club on Fridays. Our one wish today: the Snail moves with the arrow keys").plan.leftOut).not.toEqual([]);
  });
});

describe("quoted words in a title or a part are the child's own words", () => {
  it("never shows the reader's stand-in for a quote: a lesson's quoted title is said as written", () => {
    const prompts = [
      "Lesson 2 'Meet the Dragon': the Dragon flies left and right forever.",
      'Year 6 unit "Loops and Lines": the pen draws a square with a repeat 4 loop.',
      'Club task "Spooky": the Ghost says "Boo" when clicked and the Bat flaps to the moon.',
    ];
    for (const prompt of prompts) {
      const answer = answerRequest(prompt);
      const shown = answer.kind === "program" ? `${answer.text}\n${answer.explanation}\n${answer.leftOut.join("\n")}` : answer.suggestions.join("\n");
      expect(shown, prompt).not.toMatch(/qqquote/);
    }
    const titled = answerRequest("Lesson 2 'Meet the Dragon': the Dragon flies left and right forever.");
    if (titled.kind === "program" && /^\/\/ Lesson: /m.test(titled.text)) expect(titled.text).toMatch(/^\/\/ Lesson: .*Meet the Dragon/m);
  });
});

describe("a lesson's title as its program names it", () => {
  it("keeps no stray punctuation from the title", () => {
    for (const prompt of ["Year 3, event-driven code: the dog barks when clicked.", "Year 6, count-controlled loops: the bee buzzes 3 times."]) {
      const answer = answerRequest(prompt);
      if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
      const title = /^\/\/ Lesson: (.*)$/m.exec(answer.text)?.[1];
      expect(title, prompt).toBeDefined();
      expect(title, prompt).not.toMatch(/^[\s,;:.-]|[,;:]\s*$|\s,/);
    }
  });
});

describe("words that stand for no one, and a limit on the program", () => {
  it("'nothing else please' asks for nothing and is no character; 'nothing', 'somebody' are never sprites", () => {
    for (const prompt of ["The owl hoots when clicked. Nothing else please.", "the frog croaks 2 times, nothing more", "the bell rings when somebody clicks it"]) {
      const { plan } = readPlan(prompt);
      const names = plan.characters.map((character) => character.name.toLowerCase());
      expect(names, prompt).not.toContain("nothing");
      expect(names, prompt).not.toContain("somebody");
      expect(plan.leftOut.join(" "), prompt).not.toMatch(/nothing/);
    }
  });
});
