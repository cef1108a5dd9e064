// Issue 26, decision 1040: answer-side mechanisms, each on wordings of our own (none from the
// corpus), each with the case it must leave alone.
import { describe, expect, it } from "vitest";
import { uncoveredParts } from "./offline.coverage";
import { dropRequesterSprites, requesterNames } from "./offline.requesters";
import { walksBothWays } from "./offline.walk-costumes";
import { goingTakesTime } from "./offline.going-to";
import { dropHidingOutOfSight } from "./offline.hiding-places";
import { keepListNames } from "./offline.list-names";
import { dropSpritesOfUnbuiltWords, dropTurnedAwayValues } from "./offline.turned-away";
import { nameTheOnlyCharacter } from "./offline.only-character";
import { dropToldFaults, toldFaults } from "./offline.fault-scripts";
import { numberInItsWords } from "./offline.number-context";
import { readPlanWords } from "./plan/plan.read";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}\n`;
const names = (text: string) => [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => m[1]);

describe("the people who ask are not in the program", () => {
  it("finds those who want, those who ask and the one asked, and names set beside a family word", () => {
    expect(requesterNames("Omar and Idris want a game where a Frog eats flies.")).toEqual(["Omar", "Idris"]);
    expect(requesterNames("Priya, Sam and Ola ask Kofi how to make a maze. The Mouse walks to the Cheese.")).toEqual(expect.arrayContaining(["Priya", "Sam", "Ola", "Kofi"]));
    expect(requesterNames("My three boys, Ade and Tunde, want the Shark to swim.")).toEqual(expect.arrayContaining(["Ade", "Tunde"]));
    expect(requesterNames("The Knight wants the Dragon to fly away")).toEqual([]);
  });

  it("drops a requester's sprite said once, and keeps a name the request says again", () => {
    const text = `// stage\n\n${sprite("Omar", "when green flag clicked\nsay [Hello!] for (2) seconds")}\n${sprite("Frog", "when green flag clicked\nmove (10) steps")}`;
    expect(names(dropRequesterSprites("Omar wants a game where the Frog hops.", text, "").text)).toEqual(["Frog"]);
    const mia = `// stage\n\n${sprite("Mia", "when this sprite clicked\nsay [Nice!] for (2) seconds")}\n${sprite("Dress", "when this sprite clicked\nnext costume")}`;
    expect(names(dropRequesterSprites("Mia wants a dress-up game: click the Dress to change it, and click Mia so Mia says Nice!", mia, "").text)).toEqual(["Mia", "Dress"]);
  });
});

describe("a walk both ways looks the same both ways", () => {
  const fox = sprite("Fox", "// When you press the d key: moves right\nwhen [d v] key pressed\nchange x by (8)\nnext costume", "// When you press the a key: moves left\nwhen [a v] key pressed\nchange x by (-8)");
  it("gives the mirror key's walk the costume change", () => {
    const after = walksBothWays("d makes the fox trot right, its legs moving with next costume, and a trots left", fox);
    expect(after).toContain("when [a v] key pressed\nchange x by (-8)\nnext costume");
    expect(after).toContain("// When you press the a key: moves left, changing costume as it goes");
  });
  it("leaves a mirror that only moves, and a request that keeps the costume", () => {
    expect(walksBothWays("d makes the fox trot right with next costume, and a slides it left", fox)).toBe(fox);
    expect(walksBothWays("d makes the fox trot right with next costume, and a trots left without changing costume", fox)).toBe(fox);
  });
});

describe("going somewhere takes time", () => {
  it("glides to a character the request says it runs, flies or swims to", () => {
    const text = sprite("Duck", "when this sprite clicked\ngo to (Pond v)\nsay [Splash] for (2) seconds");
    expect(goingTakesTime("click the Duck and it waddles over to the Pond in 3 seconds and says splash", text)).toContain("glide (3) secs to (Pond v)");
    expect(goingTakesTime("click the Duck and it swims to the Pond", text)).toContain("glide (1) secs to (Pond v)");
  });
  it("keeps a jump the request says as going", () => {
    const text = sprite("Duck", "when this sprite clicked\ngo to (Pond v)");
    expect(goingTakesTime("click the Duck and it goes to the Pond", text)).toBe(text);
  });
});

describe("hiding behind something is being somewhere", () => {
  const text = sprite("Mouse", "// When the green flag is clicked: hides\nwhen green flag clicked\nhide", "// When the green flag is clicked: goes to the Box\nwhen green flag clicked\ngo to (Box v)\ngo [backward v] (1) layers");
  it("drops a script of only hide when hiding is said of a place", () => {
    const after = dropHidingOutOfSight("the Mouse hides under the Box: it goes to the Box and one layer back", text);
    expect(after).not.toMatch(/^hide$/m);
    expect(after).toContain("go to (Box v)");
  });
  it("keeps it when the request also says it vanishes", () => {
    expect(dropHidingOutOfSight("the Mouse hides behind the Box and then disappears", text)).toBe(text);
    expect(dropHidingOutOfSight("the Mouse hides when the flag is clicked", text)).toBe(text);
  });
});

describe("the child's name for a list", () => {
  const text = `// stage\n// list items = ["a","b"]\n\n${sprite("Owl", "// When you click it: says a word from the list items\nwhen this sprite clicked\nsay (item (1) of [items v]) for (2) seconds")}`;
  it("renames the program's one list", () => {
    const after = keepListNames("the list pets holds cat and dog; click the Owl to hear one", text);
    expect(after).toContain("// list pets = ");
    expect(after).toContain("of [pets v]");
    expect(after).toContain("from the list pets");
  });
  it("leaves two lists, or a list the request does not name", () => {
    expect(keepListNames("click the Owl to hear a word", text)).toBe(text);
    expect(keepListNames("a list called pets and a list called toys", text)).toBe(text);
  });
});

describe("what the child turns away", () => {
  it("drops a script of the turned-away number, and keeps the wanted one", () => {
    const text = sprite("Gem", "// scores 2\nwhen green flag clicked\nset [points v] to (0)\nchange [points v] by (2)", "// When you click it: scores 5\nwhen this sprite clicked\nchange [points v] by (5)");
    const after = dropTurnedAwayValues("the Gem gives 5 points a click instead of 2", text);
    expect(after).not.toContain("by (2)");
    expect(after).toContain("by (5)");
    expect(dropTurnedAwayValues("the Gem gives 5 points a click instead of 2, and 2 more on space", text)).toBe(text);
  });
  it("drops an idle sprite whose name is said only in parts named as not built", () => {
    const text = `${sprite("Plan")}\n${sprite("Gem", "when this sprite clicked\nchange [points v] by (5)")}`;
    expect(names(dropSpritesOfUnbuiltWords("change the plan of our game: the Gem gives 5", ["change the plan of our game"], text, "").text)).toEqual(["Gem"]);
    expect(names(dropSpritesOfUnbuiltWords("the Plan waits and the Gem gives 5", ["waits"], text, "").text)).toEqual(["Plan", "Gem"]);
  });
});

describe("the one character named plays the program", () => {
  const text = `// stage\n\n${sprite("Sprite1", "when this sprite clicked\nsay [Toot!] for (2) seconds")}`;
  it("names the default sprite after the one character the request names", () => {
    expect(nameTheOnlyCharacter("Year 2 club, a noisy Trumpet: click it and it says Toot!", text)).toContain("// sprite: Trumpet");
  });
  it("leaves it with two names or none", () => {
    expect(nameTheOnlyCharacter("a noisy Trumpet and a quiet Flute: click it and it says Toot!", text)).toBe(text);
    expect(nameTheOnlyCharacter("click it and it says Toot! on Monday", text)).toBe(text);
  });
});

describe("the fault the child tells is not asked for", () => {
  const text = sprite("Frog", "// When you press the up arrow key: flips over\nwhen [up arrow v] key pressed\nrepeat (18)\n  turn right (10) degrees\nend", "// When you press the up arrow key: jumps\nwhen [up arrow v] key pressed\nchange y by (40)\nchange y by (-40)");
  it("drops the script that does the fault under its key", () => {
    const prompt = "my frog just flips over when i press up!! i want the up arrow to make it jump 40";
    expect(toldFaults(prompt).map((fault) => fault.verb)).toEqual(["flip"]);
    const after = dropToldFaults(prompt, text);
    expect(after).not.toContain("turn right");
    expect(after).toContain("change y by (40)");
  });
  it("keeps it when the verb is asked for too", () => {
    expect(dropToldFaults("my frog just flips when i press up. i want it to flip on space too", text)).toBe(text);
  });
});

describe("parts given in so many words (decision 1040)", () => {
  it("names steps spelled out after a count that are not repeated that often", () => {
    const once = sprite("Robot", "when green flag clicked\nchange x by (15)\nwait (0.5) seconds\nchange x by (-15)");
    expect(uncoveredParts("the Robot dances 3 times: change x by 15, wait 0.5 seconds, change x by -15", once, [])).toEqual(expect.arrayContaining([expect.stringContaining("3 times")]));
    const looped = sprite("Robot", "when green flag clicked\nrepeat (3)\n  change x by (15)\n  wait (0.5) seconds\n  change x by (-15)\nend");
    expect(uncoveredParts("the Robot dances 3 times: change x by 15, wait 0.5 seconds, change x by -15", looped, []).filter((part) => part.includes("times"))).toEqual([]);
  });

  it("names a sum of words that the program never computes", () => {
    const said = sprite("Owl", "when green flag clicked\nask [Length?] and wait\nset [length v] to (answer)\nask [Width?] and wait\nset [width v] to (answer)\nsay [the size] for (2) seconds");
    expect(uncoveredParts("the Owl asks the length and the width and says the size (length * width)", said, [])).toContain("the size (length * width)");
    const computed = said.replace("say [the size]", "say ((length) * (width))");
    expect(uncoveredParts("the Owl asks the length and the width and says the size (length * width)", computed, []).filter((part) => part.includes("*"))).toEqual([]);
    expect(uncoveredParts("the Owl asks 'hungry? (yes/no)' and says ok", said, []).filter((part) => !part.startsWith('"') && part.includes("/"))).toEqual([]);
  });

  it("names a change every so many of a counted thing that happens on every change", () => {
    const every = sprite("Gem", "when this sprite clicked\nchange [gems v] by (1)\nchange size by (5)");
    expect(uncoveredParts("click the Gem for 1 gem, and every 5 gems the Gem grows by 5", every, [])).toEqual(expect.arrayContaining([expect.stringContaining("every 5 gems")]));
    const checked = sprite("Gem", "when this sprite clicked\nchange [gems v] by (1)\nif <((gems) mod (5)) = (0)> then\n  change size by (5)\nend");
    expect(uncoveredParts("click the Gem for 1 gem, and every 5 gems the Gem grows by 5", checked, []).filter((part) => part.includes("every"))).toEqual([]);
  });
});

describe("a number left out is named with its words", () => {
  it("names the words around the number, up to a mark or a joining word", () => {
    const { words } = readPlanWords("the Bee buzzes, then it flies 35 steps up and lands");
    const at = words.findIndex((word) => word.number === 35);
    expect(numberInItsWords(words, at)).toBe('the number 35 ("it flies 35 steps up")');
    const alone = readPlanWords("7, 8").words;
    expect(numberInItsWords(alone, 0)).toBe("the number 7");
  });
});
