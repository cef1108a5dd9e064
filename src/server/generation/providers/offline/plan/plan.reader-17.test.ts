// Issue 26, decision 1240: a name opening a sentence ("Elsa draws ..."), a picture drawn is no
// sprite, one sprite telling another to act (with brackets that say how, or after a click), several
// sprites clicked for one script, questions asked with no quotes, a jump's two heights, and a
// backdrop named as where the request happens. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { capitalisedNames } from "./plan.names";
import { readPlan } from "./plan.read";

const read = (prompt: string) => {
  const reading = readPlan(prompt);
  return { text: compilePlan(reading.plan).text, leftOut: reading.plan.leftOut, names: reading.plan.characters.map((c) => c.name) };
};

describe("who acts and what is only drawn", () => {
  it("reads a capitalised word that is no English word, opening a sentence before a verb, as a name", () => {
    const english = (w: string) => ["draws", "draw", "dragon", "flies", "fly"].includes(w);
    expect([...capitalisedNames("Workshop 2: Zaria draws a kite", english).values()]).toEqual(["Zaria"]);
    expect(capitalisedNames("Dragon flies.", english).size).toBe(0);
  });

  it("never mends a name into a word of the vocabulary", () => {
    const { names, text } = read("Club day, part 1: Elsa paints a flower: pen down, then 5 times move 40 steps and turn right 72 degrees.");
    expect(names).toEqual(["Elsa"]);
    expect(text).toMatch(/pen down\nrepeat \(5\)\n\s+move \(40\) steps\n\s+turn right \(72\) degrees\nend/);
  });

  it("does not make a sprite of the picture a sprite draws before its steps", () => {
    const { names, leftOut } = read("the Brush draws a sun: pen down, then 9 times move 30 steps, move -30 steps and turn right 40 degrees.");
    expect(names).toEqual(["Brush"]);
    expect(leftOut).toEqual([]);
  });
});

describe("one sprite telling another", () => {
  it("gives the told sprite the blocks the brackets spell", () => {
    const { text, leftOut } = read("when I press t the Wizard says abracadabra and tells the Frog to hop (change y by 40, wait 0.2 seconds, change y by -40)");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when I receive \[hop v\]\nchange y by \(40\)\nwait \(0\.2\) seconds\nchange y by \(-40\)/);
    expect(text.split("sprite: Frog")[0]).not.toContain("change y by (40)");
  });

  it("sends a message when another sprite acts on a click of the first", () => {
    const { text } = read("clicking the Bell rings a sound and makes the Puppy turn 30 degrees");
    expect(text).toMatch(/when this sprite clicked\nplay sound \(.+ v\) until done\nbroadcast \[Bell clicked v\]/);
    expect(text).toMatch(/sprite: Puppy[\s\S]*when I receive \[Bell clicked v\]\nturn right \(30\) degrees/);
    expect(text.split("sprite: Puppy")[0]).not.toContain("turn right");
  });

  it("answers on the child's own message when the click sends one", () => {
    const { text } = read("clicking the Drum broadcasts start, and then the Dancer spins 360 degrees");
    expect(text).not.toContain("Drum clicked");
    expect(text).toMatch(/when I receive \[start v\]\nturn right \(360\) degrees/);
  });
});

describe("several sprites, one script each", () => {
  it("gives each sprite clicked in a list the click script, all of its steps", () => {
    const { text } = read("clicking the Apple, the Pear or the Plum makes it grow by 10 and say boom");
    for (const name of ["Apple", "Pear", "Plum"]) expect(text).toMatch(new RegExp(`sprite: ${name}\\n[^\\n]*\\n\\n[^\\n]*\\nwhen this sprite clicked\\nchange size by \\(10\\)\\nsay \\[Boom\\]`));
  });

  it("gives a sprite joined by 'and' the steps said after the first clause too", () => {
    const { text } = read("the Duck and the Goose say quack and turn 90 degrees");
    expect(text.match(/turn right \(90\) degrees/g)).toHaveLength(2);
  });
});

describe("questions and jumps", () => {
  it("asks a question written with no quotes", () => {
    expect(read("the Parrot asks where do you live and then says my answer").text).toContain("ask [Where do you live?] and wait\nsay (answer)");
    expect(read("the Robot asks what is your pet called, then says it").text).toContain("ask [What is your pet called?] and wait");
  });

  it("reads a wait said between a jump's heights, in brackets or after a colon", () => {
    expect(read("the Rabbit hops (up 45, wait 0.4 seconds, down 45) when I press h").text).toContain("change y by (45)\nwait (0.4) seconds\nchange y by (-45)");
    const { text, leftOut } = read("make the Goat jump when i press g: up 90, wait 0.6 seconds, down 90");
    expect(leftOut).toEqual([]);
    expect(text).toContain("when [g v] key pressed\nchange y by (90)\nwait (0.6) seconds\nchange y by (-90)");
  });

  it("reads 'jumps up N and down N' as one jump", () => {
    const { text, leftOut } = read("when I press u the Kangaroo jumps up 35 and down 35");
    expect(leftOut).toEqual([]);
    expect(text).toContain("change y by (35)\nwait (0.2) seconds\nchange y by (-35)");
  });
});

describe("a backdrop the request happens on", () => {
  it("shows a backdrop named in brackets, and the place they gloss is read", () => {
    const { text, leftOut } = read("At the beach (the backdrop Sand) the Crab walks 3 steps forever.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/\/\/ stage[\s\S]*when green flag clicked\nswitch backdrop to \(Sand v\)[\s\S]*sprite: Crab/);
  });

  it("shows a backdrop named before a colon", () => {
    expect(read("Desert backdrop: the Camel says water please").text).toMatch(/switch backdrop to \(Desert v\)[\s\S]*sprite: Camel/);
  });

  it("reads the backdrop as the one that switches, with the name after 'to' as written", () => {
    const { text, leftOut } = read("the Knight says hello and then the background changes to Castle");
    expect(leftOut).toEqual([]);
    expect(text).toContain("say [Hello] for (2) seconds\nswitch backdrop to (Castle v)");
  });
});

describe("the child's own name, and a sentence about learning", () => {
  it("says the name written after 'my name', or told in a sentence of its own", () => {
    expect(read("when I press k the Parrot says my name Tendai").text).toContain("say [Tendai] for (2) seconds");
    const told = read("can the Lion say my name when I click it. my name is Kofi");
    expect(told.leftOut).toEqual([]);
    expect(told.text).toContain("when this sprite clicked\nsay [Kofi] for (2) seconds");
  });

  it("sets aside what the asker learnt, which asks for nothing", () => {
    const { names, leftOut } = read("we learnt scratch in the computer club zoom!! the Owl says hoot when I press h");
    expect(names).toEqual(["Owl"]);
    expect(leftOut).toEqual([]);
  });
});

describe("reporters whose menu the words choose", () => {
  it("says the costume number, and the backdrop's name after the backdrop goes on to the next", () => {
    expect(read("each time I press c the Flag goes to its next costume and says the costume number").text).toContain("next costume\nsay (costume [number v]) for (2) seconds");
    const { text, leftOut } = read("when I press m the backdrop changes to the next one and the Host says the backdrop name");
    expect(leftOut).toEqual([]);
    expect(text).toContain("next backdrop");
    expect(text).toContain("say (backdrop [name v]) for (2) seconds");
  });
});
