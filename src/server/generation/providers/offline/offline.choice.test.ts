// Issue 26: the partial plan or a whole program from the library (offline.choice.ts), chosen on
// what each keeps of the request, never on a keyword alone.
import { describe, expect, it } from "vitest";
import { keepsThePlan, keptValues, namesTheProgram, requestValues } from "./offline.choice";
import { answerRequest } from "./offline.answer";
import type { TPlan } from "./plan/plan.types";

const block = (text: string) => ({ kind: "block" as const, text });

/** A plan that read two characters' scripts and left one part out. */
const partialPlan: TPlan = {
  characters: [
    { name: "Otter", scripts: [{ trigger: { kind: "key", key: "space" }, says: "When you press space: the Otter swims to the Rock", steps: [block("glide (3) secs to (Rock v)")] }] },
    { name: "Rock", scripts: [{ trigger: { kind: "flag" }, says: "When the green flag is clicked: the Rock says it", steps: [block("say [Splash!] for (1) seconds")] }] },
  ],
  variables: [{ name: "splashes", start: 0 }],
  lists: [],
  stageScripts: [],
  leftOut: ["ripples"],
};

const request = 'When I press space the Otter swims to the Rock in 3 seconds; the Rock says "Splash!" and splashes goes up, with ripples.';

/** What the plan writes: both characters, the variable, the quoted line, the numbers and the key. */
const planText = [
  "// stage",
  "// variable splashes = 0",
  "",
  "// sprite: Otter",
  "when space key pressed",
  "glide (3) secs to (Rock v)",
  "",
  "// sprite: Rock",
  "when green flag clicked",
  "say [Splash!] for (1) seconds",
  "change [splashes v] by (1)",
].join("\n");

/** A library catch game a keyword picked: its own sprites and its own score. */
const catchText = ["// stage", "// variable score = 0", "", "// sprite: Basket", "when green flag clicked", "forever", "  set x to (mouse x)", "end", "", "// sprite: Otter", "when green flag clicked", "change y by (-4)"].join("\n");

describe("the request's own values", () => {
  it("reads the characters and variables the plan read, and the quoted words, numbers and keys the request gives", () => {
    const values = requestValues(request, partialPlan);
    expect(values.names).toEqual(["Otter", "Rock"]);
    expect(values.variables).toEqual(["splashes"]);
    expect(values.quotes).toEqual(["Splash!"]);
    expect(values.numbers).toContain(3);
    expect(values.keys).toEqual(["space"]);
  });

  it("counts what a program keeps of them: sprites by name, variables, quoted words, numbers and keys", () => {
    const values = requestValues(request, partialPlan);
    expect(keptValues(values, planText)).toBe(6);
    // the catch game keeps the Otter and nothing else
    expect(keptValues(values, catchText)).toBe(1);
  });
});

describe("a program named by its game or genre", () => {
  it("is named by its game, not by a word it only shares with the request", () => {
    expect(namesTheProgram("make a catch game with a bucket and eggs", ["catch-game"])).toBe(true);
    expect(namesTheProgram("the Dog catches the frisbee and barks", ["catch-game"])).toBe(false);
    expect(namesTheProgram("a two player pong with a purple ball", ["pong-two-players"])).toBe(true);
    expect(namesTheProgram("my labyrinth with a golden key at the end", ["maze"])).toBe(true);
    expect(namesTheProgram("the Parrot says happy birthday to the Owl", ["play-song"])).toBe(false);
    expect(namesTheProgram("the Parrot plays a song for the Owl's birthday", ["play-song"])).toBe(true);
    expect(namesTheProgram("a quiz about planets with five questions", ["quiz-topic"])).toBe(true);
    expect(namesTheProgram("a breakout game with a green paddle", ["pong"])).toBe(true);
    expect(namesTheProgram("the Owl picks a random snack from the menu", ["random-picker"])).toBe(true);
  });
});

describe("the plan or the whole program", () => {
  it("keeps the plan when it keeps more of the request and the request does not name the program", () => {
    expect(keepsThePlan(request, partialPlan, planText, { text: catchText, ids: ["catch-game"] })).toBe(true);
  });

  it("keeps the program the request names by its game", () => {
    expect(keepsThePlan(`A catch game: ${request}`, partialPlan, planText, { text: catchText, ids: ["catch-game"] })).toBe(false);
  });

  it("keeps the program when it keeps as much of the request as the plan", () => {
    expect(keepsThePlan(request, partialPlan, planText, { text: planText, ids: ["catch-game"] })).toBe(false);
  });

  it("never keeps a plan that names nothing it left out", () => {
    expect(keepsThePlan(request, { ...partialPlan, leftOut: [] }, planText, { text: catchText, ids: ["catch-game"] })).toBe(false);
  });
});

describe("the answer", () => {
  it("a scene where one character touches another and says a line is the scene's own characters, not a catch game", () => {
    const answer = answerRequest('When I press the up arrow the Hedgehog rolls to the Log in 2 seconds. When the Log is touched by the Hedgehog, the Log says "Bonk!" and wobbles.');
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text).toMatch(/^\/\/ sprite: Hedgehog$/m);
    expect(answer.text).toMatch(/^\/\/ sprite: Log$/m);
    expect(answer.text).toContain("Bonk!");
    expect(answer.text).not.toMatch(/create clone of/);
  });
});

describe("a verb glossed after a colon is the whole program (decision 1380)", () => {
  const glitter: TPlan = {
    characters: [{ name: "Pond", scripts: [{ trigger: { kind: "flag" }, says: "Every second: changes its colour effect by 15", steps: [{ kind: "forever", body: [block("change [color v] effect by (15)"), block("wait (1) seconds")] }] }] }],
    variables: [],
    lists: [],
    stageScripts: [],
    leftOut: ["glitter"],
  };
  const prompt = "make the Pond glitter: its colour effect goes up 15 every 1.5 seconds forever";

  it("keeps the plan when the gloss's numbers are all in its blocks, whatever program a keyword of the verb picked", () => {
    const text = "when green flag clicked\nforever\nchange [color v] effect by (15)\nwait (1.5) seconds\nend";
    const firework = "when green flag clicked\nsay [Hello!] for (15) seconds\nrepeat (3)\ncreate clone of (myself v)\nend\nwhen green flag clicked\nforever\nwait (1.5) seconds\nchange [color v] effect by (25)\nend";
    expect(keepsThePlan(prompt, glitter, text, { text: firework, ids: ["fireworks"] })).toBe(true);
  });

  it("does not keep it when the plan lost one of the gloss's numbers", () => {
    const text = "when green flag clicked\nforever\nchange [color v] effect by (15)\nwait (1) seconds\nend";
    const firework = "when green flag clicked\nforever\nwait (1.5) seconds\nchange [color v] effect by (15)\nchange y by (15)\nend";
    expect(keepsThePlan(prompt, glitter, text, { text: firework, ids: ["fireworks"] })).toBe(false);
  });

  it("answers a framed request with the child's one step alone", () => {
    const answer = answerRequest("hi im 12 from the code camp, it was fun. make the Pond sparkle: its colour effect goes up 15 every 1.5 seconds forever");
    if (answer.kind !== "program") throw new Error("declined");
    expect(answer.text).not.toMatch(/Hello!|create clone|for \(12\) seconds/);
    expect(answer.text).toMatch(/change \[color v\] effect by \(15\)/);
  });
});

describe("a plan that left out only who asks is the answer (decision 1380)", () => {
  it("keeps the child's own lines over a conversation a keyword picked", () => {
    const prompt = "im 10 from the code club in tartu. the Fox says hello there for 2 seconds, then the Owl says good night";
    const plan: TPlan = {
      characters: [
        { name: "Fox", scripts: [{ trigger: { kind: "flag" }, says: "When the green flag is clicked: says it", steps: [block("say [hello there] for (2) seconds"), block("broadcast [Owl turn v]")] }] },
        { name: "Owl", scripts: [{ trigger: { kind: "message", name: "Owl turn" }, says: "When it gets the message: says it", steps: [block("say [good night] for (2) seconds")] }] },
      ],
      variables: [],
      lists: [],
      stageScripts: [],
      leftOut: ["10 from the code club in tartu"],
    };
    const text = "// sprite: Fox\nwhen green flag clicked\nsay [hello there] for (2) seconds\nbroadcast [Owl turn v]\n// sprite: Owl\nwhen I receive [Owl turn v]\nsay [good night] for (2) seconds";
    // the same values kept, with a line nobody asked for
    const story = "// sprite: Fox\nwhen green flag clicked\nsay [Hello, Owl!] for (3) seconds\nsay [hello there] for (2) seconds\n// sprite: Owl\nwhen I receive [Owl turn v]\nsay [good night] for (3) seconds";
    expect(keepsThePlan(prompt, plan, text, { text: story, ids: ["conversation"] })).toBe(true);
  });
});
