import { describe, expect, it } from "vitest";
import { uncoveredParts } from "./offline.coverage";
import { listItemsAsSprites, listsGiven } from "./offline.list-items";
import { answerRequest, partInside } from "./offline.answer";
import { leftOutOf } from "./test-support/built-answer";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;

describe("a count of places or an age in the request's setting is no block's number (decision 1580)", () => {
  const spin = program(["Moon", "when green flag clicked\nforever\n  turn right (7) degrees\nend"]);
  it("names nothing for the places people came from or an age said in Spanish", () => {
    expect(uncoveredParts("our club met pupils from 5 villages!! how can the Moon spin: turn 7 degrees forever", spin, [])).toEqual([]);
    expect(uncoveredParts("tengo 9 y me gusta scratch!! the Moon turns 7 degrees forever", spin, [])).toEqual([]);
    expect(uncoveredParts("I teach kids from 2 islands. The Moon turns 7 degrees forever", spin, [])).toEqual([]);
  });
  it("still names a number the program does not use, and a count said about a character", () => {
    expect(uncoveredParts("tengo 9!! the Moon turns 12 degrees forever", spin, []).some((part) => part.startsWith("the number 12"))).toBe(true);
    expect(uncoveredParts("the Moon visits 4 towns and turns 7 degrees forever", spin, []).some((part) => part.startsWith("the number 4"))).toBe(true);
  });
  it("keeps a number written with its sign when the program has it, and names it when the sign is lost", () => {
    const faded = program(["Cloud", "when this sprite clicked\nchange [ghost v] effect by (-15)"]);
    expect(uncoveredParts("the Cloud: ghost effect -15 when I click it", faded, [])).toEqual([]);
    expect(uncoveredParts("the Cloud: ghost effect +15 when I click it", program(["Cloud", "when this sprite clicked\nchange [ghost v] effect by (15)"]), [])).toEqual([]);
    expect(uncoveredParts("the Cloud: ghost effect -15 when I click it", program(["Cloud", "when this sprite clicked\nchange [ghost v] effect by (15)"]), [])).toContain('the number -15 ("ghost effect -15")');
  });
});

describe("a costume's or a backdrop's name is no character (decision 1580)", () => {
  it("names nothing when the program switches to it", () => {
    const walk = program(["Robot", "when green flag clicked\nrepeat (6)\n  switch costume to (Step1 v)\n  wait (0.3) seconds\n  switch costume to (Step2 v)\n  wait (0.3) seconds\nend"]);
    const parts = uncoveredParts("the Robot switches costume to Step1, waits 0.3 seconds, then switches to Step2, waits 0.3 seconds, 6 times", walk, []);
    expect(parts.filter((part) => /Step/.test(part))).toEqual([]);
    const door = `// stage\n\n// sprite: Hero\n// x: 0, y: 0\n\nwhen this sprite clicked\nswitch backdrop to (Cave3 v)\n`;
    expect(uncoveredParts("clicking the Hero changes the backdrop to Cave3", door, []).filter((part) => /Cave/.test(part))).toEqual([]);
  });
  it("names the switch, as a switch, when the program does not make it", () => {
    const still = program(["Robot", "when green flag clicked\nrepeat (6)\n  next costume\n  wait (0.3) seconds\nend"]);
    const parts = uncoveredParts("the Robot switches costume to Step1, waits 0.3 seconds, then switches to Step2, waits 0.3 seconds, 6 times", still, []);
    expect(parts).toEqual(expect.arrayContaining(["switching the costume to Step1", "switching the costume to Step2"]));
    expect(parts.some((part) => part.endsWith("as a sprite of its own"))).toBe(false);
    expect(uncoveredParts("clicking the Hero changes the backdrop to Cave3", program(["Hero", "when this sprite clicked\nswitch backdrop to (Cave v)"]), [])).toContain("switching the backdrop to Cave3");
  });
  it("names the switch once, when the name is already named as it was read (\"step 1\")", () => {
    const still = program(["Robot", "when green flag clicked\nrepeat (6)\n  next costume\n  wait (0.3) seconds\nend"]);
    const parts = uncoveredParts("the Robot switches costume to Step1, waits 0.3 seconds, then switches to Step2, waits 0.3 seconds, 6 times", still, ["step 1", "switches to step 2"]);
    expect(parts.filter((part) => /step/i.test(part))).toEqual([]);
  });
  it("still names a numbered character with no sprite", () => {
    expect(uncoveredParts("Robot2 follows the Robot", program(["Robot", "when green flag clicked\nmove (10) steps"]), [])).toContain("the Robot2 as a sprite of its own");
  });
});

describe("a list's item is no character (decision 1580)", () => {
  it("reads the items a request gives its list", () => {
    expect(listsGiven("the list toys holds a kite, yo-yo and drum; the Kid says item 1 of toys")).toEqual([{ name: "toys", items: ["kite", "yo-yo", "drum"] }]);
    expect(listsGiven("make a list called colours with red, blue and green. then ...")).toEqual([{ name: "colours", items: ["red", "blue", "green"] }]);
    expect(listsGiven("the Cat keeps a list of what it eats")).toEqual([]);
    expect(listsGiven("a list pupils holds Sam, Noor and Kai, and clicking the Cup picks one")).toEqual([{ name: "pupils", items: ["Sam", "Noor", "Kai"] }]);
  });
  it("names the list in place of the item, only when the program does not hold the items", () => {
    const empty = program(["Box", "when this sprite clicked\nsay (item (1) of [toys v])"]);
    expect(listItemsAsSprites("the list toys holds kite, parrot and drum; clicking the Box says item 1 of toys", ["the Parrot as a sprite of its own"], empty)).toEqual({ items: new Set(["the Parrot as a sprite of its own"]), lists: ["the list toys holding kite, parrot and drum"] });
    const full = `// stage\n// list toys = ["kite","parrot","drum"]\n\n// sprite: Box\n// x: 0, y: 0\n\nwhen this sprite clicked\nsay (item (1) of [toys v])\n`;
    expect(listItemsAsSprites("the list toys holds kite, parrot and drum; clicking the Box says item 1 of toys", ["the Parrot as a sprite of its own"], full).lists).toEqual([]);
    // a list not held that no part names is named all the same; one a part names already is not named twice
    expect(listItemsAsSprites("the list toys holds kite, parrot and drum; clicking the Box says item 1 of toys", [], empty).lists).toEqual(["the list toys holding kite, parrot and drum"]);
    expect(listItemsAsSprites("the list toys holds kite, parrot and drum; clicking the Box says item 1 of toys", ["holds kite , parrot and drum"], empty).lists).toEqual([]);
    // a character the list does not hold is still named
    expect(listItemsAsSprites("the list toys holds kite, parrot and drum; the Owl says item 1 of toys", ["the Owl as a sprite of its own"], empty).items.size).toBe(0);
  });
  it("gives whole answers no item as a sprite, and still says what is not built", () => {
    for (const prompt of ["the list snacks holds nuts, apple and figs. when I click the Tray it says item 2 of snacks", "a list zoo with lion, parrot and zebra; clicking the Gate says a random item of zoo"]) {
      const answer = answerRequest(prompt);
      if (answer.kind !== "program") continue;
      expect(answer.leftOut.filter((part) => part.endsWith("as a sprite of its own")), prompt).toEqual([]);
      if (!/^\/\/ list /m.test(answer.text)) expect(answer.leftOut.length, prompt).toBeGreaterThan(0);
    }
  });
});

describe("a key whose script is not built is named once (decision 1580)", () => {
  it("names the trigger's words and not the key again", () => {
    const parts = leftOutOf("the Gong plays drum 3 for 0.25 beats, 2 times, when they press the space");
    expect(parts.filter((part) => /space/.test(part))).toHaveLength(1);
  });
  it("names nothing when the key's script is there", () => {
    expect(leftOutOf("the Owl flies 4 steps forever and when I press the space it says hoot")).toEqual([]);
  });
});

describe("a person said only inside a part named as not read is named with that part (decision 1580)", () => {
  it("does not name them again as a sprite", () => {
    const parts = leftOutOf("tengo 10 en quito, a man from peru teach us scratch!! i want a Melon that falls from the top and when i click it, melons goes up 1");
    expect(parts.filter((part) => part.endsWith("as a sprite of its own"))).toEqual([]);
    // the words they were said in are still named
    expect(parts.some((part) => part.includes("man from peru"))).toBe(true);
  });
});

describe("a part whose words another part says whole is named once (decision 1580)", () => {
  it("names a bare duration once, inside the step that says it", () => {
    expect(partInside("2 seconds", "waits 2 seconds")).toBe(true);
    expect(partInside("waits 2 seconds", "2 seconds")).toBe(false);
    expect(partInside('the number 4 ("4 rounds")', "4 rounds")).toBe(true);
  });
  it("names nothing of a counted round once the program does every step of it (decision 1590 builds it)", () => {
    // (before 1590 this answer left the rounds out, and named "4 rounds" and the waits once each)
    expect(leftOutOf("Grade 2 in Lagos, hide and seek: 4 rounds: the Lizard hides, waits 3 seconds, goes to a random position, shows and waits 2 seconds; clicking it makes it say \"Got you!\" and adds 1 to found.")).toEqual([]);
  });
  it("keeps two numbers named in the same words, and a part that says more", () => {
    expect(partInside('the number 0.75 ("play drum 6 for 0.75 beats")', 'the number 6 ("the bongo play drum 6 for 0.75 beats")')).toBe(false);
    expect(partInside('the number 6 ("4 rounds")', "4 rounds")).toBe(true);
    expect(partInside("4 rounds", 'the number 6 ("4 rounds")')).toBe(false);
    expect(partInside("waits 2 seconds", "2 seconds")).toBe(false);
    expect(partInside("2 seconds", "12 seconds")).toBe(false);
  });
});
