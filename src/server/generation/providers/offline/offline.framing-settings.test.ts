// A lesson's objective, a title's setting (school year, ages, session length, an event, what the
// class did before) and a story told in the past frame a request (offline.framing.ts, decision
// 840); parts the program has (its characters, an unquoted line it says, a unit of a number it
// uses, costumes it switches, a shape it walks) are built (offline.own-blocks.ts). Each has its
// opposite: a real ask in similar words stays named.
import { describe, expect, it } from "vitest";
import { framingParts } from "./offline.framing";
import { conceptShown } from "./offline.coverage";
import { partsDoneInOtherWords, partsTheProgramHas } from "./offline.own-blocks";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const framing = (prompt: string, parts: string[], text: string) => framingParts(prompt, parts, text, (word) => conceptShown(word, text));

const owlTalks = sprite("Owl", "when green flag clicked\nask [Who are you?] and wait\nsay (join [Hoo ] (answer)) for (2) seconds");
const owlCounts = sprite("Owl", "when green flag clicked\nrepeat (3)\nsay [Hoo] for (1) seconds\nend");

describe("a lesson's objective", () => {
  it("sets aside the objective when the program shows its concept", () => {
    const prompt = 'Year 4, LO: to use sensing. The Owl asks "Who are you?" and says "Hoo" joined with the answer.';
    expect(framing(prompt, ["to use sensing"], owlTalks)).toEqual(["to use sensing"]);
    expect(framing("WALT: to explain what happens. The Owl says Hoo 3 times.", ["explain what happens"], owlCounts)).toEqual(["explain what happens"]);
  });

  it("keeps an objective whose concept the program does not show, and a part after the objective's sentence", () => {
    expect(framing("Year 4, LO: to use lists. The Owl says Hoo 3 times.", ["to use lists"], owlCounts)).toEqual([]);
    expect(framing("LO: loops. The Owl says Hoo 3 times and flies off to the barn.", ["flies off to the barn"], owlCounts)).toEqual([]);
  });
});

describe("a title's setting", () => {
  it("sets aside school years, ages, a session's length, an event and what the class did before", () => {
    const prompt = "Form 2 ABC, after acting it out in the hall: the Owl says Hoo 3 times when the flag is clicked";
    expect(framing(prompt, ["2 , after acting it out in the hall"], owlCounts)).toEqual(["2 , after acting it out in the hall"]);
    const event = "World Owl Week, ages 7-8, 30 minutes, a bedtime animation: the Owl says Hoo 3 times";
    expect(framing(event, ["world owl week , ages 7 to 8 , 30 minutes , a bedtime animation"], owlCounts)).toEqual(["world owl week , ages 7 to 8 , 30 minutes , a bedtime animation"]);
  });

  it("keeps a title piece that asks for something", () => {
    const prompt = "Form 2, hoots 5 times: the Owl says Hoo when the flag is clicked and waits";
    expect(framing(prompt, ["hoots 5 times"], owlCounts)).toEqual([]);
    expect(framing("Owl loops, ages 7-8, with a list of names: the Owl says Hoo 3 times", ["with a list of names"], owlCounts)).toEqual([]);
  });
});

describe("a sentence about the family", () => {
  it("keeps one that says what a character of the project does", () => {
    const prompt = "My niece has homework where an owl flies around and a fox chases it. The Owl says Hoo 3 times.";
    expect(framing(prompt, ["chases"], owlCounts)).toEqual([]);
    expect(framing("My niece adores owls. The Owl says Hoo 3 times.", ["adores owls"], owlCounts)).toEqual(["adores owls"]);
  });
});

describe("a story told in the past", () => {
  it("sets aside a clause that tells what already happened", () => {
    const prompt = "We visited the owl sanctuary and my niece adored it. Can you make the Owl say Hoo 3 times?";
    expect(framing(prompt, ["we visited the owl sanctuary and my niece adored it"], owlCounts)).toEqual(["we visited the owl sanctuary and my niece adored it"]);
    expect(framing("i drew an owl, can the Owl say Hoo 3 times", ["drew an owl"], owlCounts)).toEqual(["drew an owl"]);
  });

  it("keeps a clause with an action of now", () => {
    expect(framing("i drew an owl that flies to the barn, can the Owl say Hoo 3 times", ["drew an owl that flies to the barn"], owlCounts)).toEqual([]);
  });
});

describe("parts the program has", () => {
  const knight = sprite("Knight", "when green flag clicked\nforever\nif <touching (Dragon v)?> then\nsay [Ow!] for (1) seconds\nend\nend") + "\n\n" + sprite("Dragon", "when green flag clicked\nforever\nmove (3) steps\nend");
  it("finds an unquoted line the program says, and a character it has", () => {
    const prompt = "the Dragon flies and if it touches the Knight the knight says ow";
    expect(partsTheProgramHas(prompt, ["says ow", "the dragons"], knight)).toEqual(["says ow", "the dragons"]);
    expect(partsTheProgramHas("the Knight shield blocks", ["shield"], knight)).toEqual(["shield"]);
  });

  it("keeps a line it does not say, an action, and a character that is only where something happens", () => {
    expect(partsTheProgramHas("the Knight says run away", ["says run away"], knight)).toEqual([]);
    expect(partsTheProgramHas("sparks fly out from the dragon", ["dragon"], knight)).toEqual([]);
    expect(partsTheProgramHas("the Knight already waits", ["already"], knight)).toEqual([]);
    expect(partsTheProgramHas("the Dragon chases the knight", ["chases the knight"], knight)).toEqual([]);
  });

  const door = sprite("Door", "when green flag clicked\nforever\nnext costume\nwait (3) seconds\nend");
  const walk = sprite("Bug", "when green flag clicked\nrepeat (3)\nmove (40) steps\nturn right (120) degrees\nend");
  it("finds costumes it switches by name, the unit of a number it uses, and a shape it walks", () => {
    expect(partsDoneInOtherWords("the Door switches between its costumes shut and ajar", ["between its costumes shut and ajar"], door)).toEqual(["between its costumes shut and ajar"]);
    expect(partsDoneInOtherWords("the Door waits 3 seconds, in this order", ["3 seconds , in this order"], door)).toEqual(["3 seconds , in this order"]);
    expect(partsDoneInOtherWords("the Bug walks round a triangle", ["round a triangle"], walk)).toEqual(["round a triangle"]);
  });

  it("keeps a unit with another number, and a shape it does not walk", () => {
    expect(partsDoneInOtherWords("the Door waits 5 seconds, in this order", ["5 seconds , in this order"], door)).toEqual([]);
    expect(partsDoneInOtherWords("the Bug walks round a square", ["round a square"], walk)).toEqual([]);
  });
});

describe("a number below zero", () => {
  it("is named when the program moves the other way, and not when it keeps the sign or turns to go that way", async () => {
    const { uncoveredParts } = await import("./offline.coverage");
    const prompt = "the Boat moves 7 with the d key and -7 with the a key";
    const wrongWay = sprite("Boat", "when [d v] key pressed\nmove (7) steps", "when [a v] key pressed\nmove (7) steps");
    expect(uncoveredParts(prompt, wrongWay, [])).toContainEqual(expect.stringMatching(/^the number -7 \(/));
    const kept = sprite("Boat", "when [d v] key pressed\nchange x by (7)", "when [a v] key pressed\nchange x by (-7)");
    expect(uncoveredParts(prompt, kept, [])).not.toContainEqual(expect.stringMatching(/^the number -7 \(/));
    const turned = sprite("Boat", "when [d v] key pressed\nmove (7) steps", "when [a v] key pressed\npoint in direction (-90)\nmove (7) steps");
    expect(uncoveredParts(prompt, turned, [])).not.toContainEqual(expect.stringMatching(/^the number -7 \(/));
  });
});

describe("a named block of one's own, and a random costume", () => {
  it("names a block the request calls by name that the program does not define, and a costume not picked at random", async () => {
    const { uncoveredParts } = await import("./offline.coverage");
    const hops = sprite("Frog", "when green flag clicked\nchange y by (30)\nchange y by (-30)");
    expect(uncoveredParts("make a block called hop that changes y by 30 and back, and the Frog hops", hops, [])).toContain("a block of its own called hop");
    const defined = sprite("Frog", "define hop\nchange y by (30)\nchange y by (-30)", "when green flag clicked\nhop");
    expect(uncoveredParts("make a block called hop that changes y by 30 and back, and the Frog hops", defined, [])).not.toContain("a block of its own called hop");
    const next = sprite("Frog", "when this sprite clicked\nnext costume");
    const costume = (parts: string[]) => parts.filter((part) => part.includes("random costume"));
    expect(costume(uncoveredParts("clicking the Frog switches it to a random costume", next, []))).toHaveLength(1);
    const picked = sprite("Frog", "when this sprite clicked\nswitch costume to (pick random (1) to (4))");
    expect(costume(uncoveredParts("clicking the Frog switches it to a random costume", picked, []))).toEqual([]);
  });
});

describe("nothing else", () => {
  const chase = [
    sprite("Fox", "when green flag clicked\nforever\npoint towards (Hen v)\nmove (3) steps\nend"),
    sprite("Hen", "when green flag clicked\nset [points v] to (0)\nforever\nwait (1) seconds\nchange [points v] by (1)\nend"),
    sprite("Bowl", "when green flag clicked\nforever\nif <touching (Egg v)?> then\nsay [Yum]\nend\nend"),
    sprite("Egg", "when green flag clicked\nforever\nif <touching (Bowl v)?> then\nhide\nend\nend"),
  ].join("\n\n");
  it("drops sprites and variables the request never names, when it asks for nothing else", async () => {
    const { dropUnnamedSprites } = await import("./offline.unasked");
    const { dropUnwantedVariables } = await import("./offline.unwanted-variables");
    const prompt = "the Fox chases the Hen, nothing else please";
    const sprites = dropUnnamedSprites(prompt, chase, "The Fox chases the Hen. The Bowl catches eggs.");
    expect(sprites.text).not.toMatch(/sprite: (?:Bowl|Egg)/);
    expect(sprites.explanation).toBe("The Fox chases the Hen.");
    expect(dropUnwantedVariables(prompt, sprites.text, "").text).not.toContain("points");
  });

  it("keeps them when the request does not say so, or names them", async () => {
    const { dropUnnamedSprites } = await import("./offline.unasked");
    expect(dropUnnamedSprites("the Fox chases the Hen", chase, "").text).toBe(chase);
    expect(dropUnnamedSprites("the Fox chases the Hen and the Bowl catches an Egg, nothing else", chase, "").text).toBe(chase);
  });
});

describe("a word explained in brackets, and who says a line", () => {
  const shrinks = sprite("Candle", "when green flag clicked\nforever\nchange size by (-2)\nwait (0.5) seconds\nend");
  it("takes a word the brackets explain as built when the brackets are", async () => {
    const { partsGlossedAndDone } = await import("./offline.own-blocks");
    expect(partsGlossedAndDone("the candle burns down slowly (gets smaller) forever", ["burns"], shrinks)).toEqual([]);
    expect(partsGlossedAndDone("the candle dwindles (gets smaller) forever", ["dwindles"], shrinks)).toEqual(["dwindles"]);
    // not when the brackets ask for what the program does not do, nor for how fast
    expect(partsGlossedAndDone("the candle dwindles (gets bigger) forever", ["dwindles"], sprite("Candle", "when green flag clicked\nturn right (5) degrees"))).toEqual([]);
    expect(partsGlossedAndDone("the candle dwindles slowly (gets smaller)", ["slowly"], shrinks)).toEqual([]);
  });

  it("does not take the one touched in a condition as the one who speaks", async () => {
    const { uncoveredParts } = await import("./offline.coverage");
    const twoSprites = `${sprite("Cat", "when green flag clicked\nforever\nif <touching (Dog v)?> then\nsay [Woof] for (2) seconds\nend\nend")}\n\n${sprite("Dog")}`;
    expect(uncoveredParts("if the cat touches the dog say woof", twoSprites, []).filter((part) => /woof/.test(part))).toEqual([]);
    expect(uncoveredParts("if the cat touches the dog the dog says woof", twoSprites, []).filter((part) => /woof/.test(part))).toHaveLength(1);
  });
});

describe("the name of the thing asked for", () => {
  const lantern = sprite("Lantern", "when this sprite clicked\nrepeat (3)\nchange [brightness v] effect by (20)\nend");
  it("sets aside the name a description then restates", () => {
    expect(framing("a lantern for the festival that glows brighter 3 times when you click it", ["lantern for the festival"], lantern)).toEqual(["lantern for the festival"]);
    expect(framing("I want a glower that glows brighter 3 times when clicked", ["glower"], lantern)).toEqual(["glower"]);
  });

  it("keeps a name with no description, a thing the description never makes, and a name in the middle of a request", () => {
    expect(framing("a paper lantern for the festival", ["paper lantern for the festival"], lantern)).toEqual([]);
    expect(framing("I want a button that when you click it the lantern glows", ["button"], lantern)).toEqual([]);
    expect(framing("the Lantern glows and then a dragon that flies over the town appears", ["dragon"], lantern)).toEqual([]);
  });
});

describe("the child in the part", () => {
  it("takes \"me\" as a plain word of a part the program does", () => {
    const chase = sprite("Fox", "when green flag clicked\nforever\nif <touching (Hen v)?> then\nchange [lives v] by (-1)\nstop [all v]\nend\nend");
    expect(partsDoneInOtherWords("if the fox catches me i lose 1 life", ["catches me i lose 1"], chase)).toEqual(["catches me i lose 1"]);
    expect(partsDoneInOtherWords("if the fox catches me i lose 2 lives", ["catches me i lose 2"], chase)).toEqual([]);
  });
});

describe("a line said after", () => {
  it("takes an \"after\" with no event as the script's order, and names a line said at once on an event", async () => {
    const { uncoveredParts } = await import("./offline.coverage");
    const greets = sprite("Owl", "when green flag clicked\nask [Name?] and wait\nsay [hoot] for (2) seconds");
    expect(uncoveredParts("the owl asks a name and after says 'hoot'", greets, []).filter((part) => part.includes("only when"))).toEqual([]);
    expect(uncoveredParts("after the owl lands it says 'hoot'", greets, []).filter((part) => part.includes("only when"))).toHaveLength(1);
  });
});
