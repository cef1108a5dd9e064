// Issue 26, decision 1160: letters of any script kept whole, the answer kept in a variable, a
// sprite that never checks touching itself, "goals +1" as a change, a loop that stays in its own
// clause, a pause with a count, a walk said before the colon that says how. Wordings of our own,
// never the corpus's.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { capitalisedNames } from "./plan.names";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";
import { readWords } from "./plan.words";

const textOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;
const spritesOf = (prompt: string) => readPlan(prompt).plan.characters.map((c) => c.name);
const sectionOf = (prompt: string, sprite: string) => {
  const text = textOf(prompt);
  const start = text.indexOf(`// sprite: ${sprite}\n`);
  if (start < 0) return "";
  const next = text.indexOf("// sprite: ", start + 1);
  return text.slice(start, next < 0 ? undefined : next);
};

describe("letters of any script", () => {
  it("keeps a word with accents whole, never mended into an English word", () => {
    expect(readWords("the Cat says olá and ñandú").map((w) => w.word)).toEqual(["the", "cat", "says", "olá", "and", "ñandú"]);
  });

  it("reads a capitalised name with accents as one name", () => {
    expect([...capitalisedNames("when you click the green flag then the little Niño waves his hand at his friend Zoë and they go on the swing").values()]).toEqual(["Niño", "Zoë"]);
  });

  it("names sprites with accents as written", () => {
    expect(spritesOf("the Niño moves 10 steps when i press space and the Ñandú says hi when clicked")).toEqual(["Niño", "Ñandú"]);
  });

  it("says the words with accents as written", () => {
    expect(textOf("when i press h the Cat says Olá amigos")).toContain("say [Olá amigos] for (2) seconds");
  });

  it("fills a list with the names as written", () => {
    const answer = answerRequest("Year 2, a name picker: a list team holds Siobhán, Róisín, Eoin and José; clicking the Bowl says a random name from the list for 2 seconds.");
    const text = answer.kind === "program" ? answer.text : "";
    for (const name of ["Siobhán", "Róisín", "José"]) expect(text).toContain(`add [${name}] to [team v]`);
  });

  it("a capitalised word said right after 'says' is speech, not a sprite", () => {
    expect(spritesOf("when i press g the Owl says Bravo and then hides")).toEqual(["Owl"]);
  });
});

describe("the answer kept in a variable", () => {
  it("'keeps it in a variable': set to the answer, no forever loop, said later as that variable", () => {
    const text = textOf("at the start the Parrot asks my name and keeps it in a variable friend, and when i press k it says Ciao and my name");
    expect(text).toMatch(/ask \[What's your name\?\] and wait\nset \[friend v\] to \(answer\)/);
    expect(text).not.toContain("forever");
    expect(text).toContain("say (join [Ciao ] (friend)) for (2) seconds");
  });

  it("'stores the answer in' a variable the request names", () => {
    expect(textOf("the Robot asks my age and stores the answer in a variable years")).toMatch(/ask \[How old are you\?\] and wait\nset \[years v\] to \(answer\)/);
  });
});

describe("a sprite never checks touching itself", () => {
  it("'if it touches the X' after another sprite acted: that sprite checks it, and 'tries +1' is a change", () => {
    const text = textOf("when i press space the Puck glides to the Net in 1 sec and if it touches the net it says YES!! and tries +1");
    const puck = text.slice(text.indexOf("// sprite: Puck"), text.indexOf("// sprite: Net"));
    expect(puck).toMatch(/if <touching \(Net v\)\?> then\n\s+say \[Yes\] for \(2\) seconds\n\s+change \[tries v\] by \(1\)/);
    expect(text).not.toMatch(/sprite: Net[\s\S]*touching \(Net v\)/);
  });

  it("'touching the X ... sends the X back': X checks touching the sprite that acted before", () => {
    const bat = sectionOf("the Owl glides in 2 seconds to the Bat, forever; touching the Bat takes 1 from hearts and sends the Bat back to x 100 y 50.", "Bat");
    expect(bat).toMatch(/if <touching \(Owl v\)\?> then\n\s+change \[hearts v\] by \(-1\)\n\s+go to x: \(100\) y: \(50\)/);
    expect(bat).not.toContain("touching (Bat v)");
  });

  it("'lives -1' on a known variable; places after 'below' stay places", () => {
    expect(textOf("when i press space the Frog moves 10 steps and lives -1")).toMatch(/move \(10\) steps\nchange \[lives v\] by \(-1\)/);
    expect(textOf("the Leaf falls 3 steps at a time and when its y goes below -150 it goes to y 180")).not.toContain("[below v]");
  });
});

describe("positions compared and the game's end", () => {
  it("'when its x is below -200' is the x position, not the X key; 'comes back at x 220' is a place", () => {
    const text = textOf("the Comet moves left 5 steps forever and comes back at x 220 when its x is below -200");
    expect(text).toMatch(/forever\n\s+change x by \(-5\)\n\s+if <\(x position\) < \(-200\)> then\n\s+set x to \(220\)/);
    expect(text).not.toContain("key pressed");
    expect(text).not.toContain("show");
  });

  it("'deletes itself when its y is below -150': each clone checks it", () => {
    const text = textOf("the Cloud makes 6 clones; each clone falls 3 steps at a time and deletes itself when its y is below -150");
    expect(text).toMatch(/when I start as a clone\nforever\n\s+if <\(y position\) < \(-150\)> then\n\s+delete this clone/);
    expect(text).not.toContain("[y v] key");
  });

  it("'touching the X is game over' after X moved: the other sprite checks it and the game ends", () => {
    const text = textOf("the Rocket moves up and down with the arrow keys (8 steps); the Meteor moves left 4 steps forever; touching the Meteor is game over.");
    expect(text).toMatch(/sprite: Rocket[\s\S]*if <touching \(Meteor v\)\?> then\n\s+say \[Game over!\] for \(2\) seconds\n\s+stop \[all v\][\s\S]*sprite: Meteor/);
    expect(text).not.toContain("sprite: Touching");
  });

  it("'touching the X is game over' after another sprite was sent: the sprite that touched before checks it", () => {
    const text = textOf("the Cat moves with the arrow keys (5 steps); touching a Mouse adds 1 to mice and sends the Mouse to a random position; touching the Dog is game over.");
    expect(text).toMatch(/sprite: Cat[\s\S]*if <touching \(Dog v\)\?> then\n\s+say \[Game over!\][\s\S]*sprite: Mouse/);
  });

  it("an effect written with a plus is no variable", () => {
    expect(textOf("the Fish changes colour, ghost effect +10 every 1 second, forever")).not.toContain("[effect v]");
  });
});

describe("loops kept to their clause", () => {
  it("'every N seconds, forever;' then a click: the click runs once, and the going is not a glide", () => {
    const text = textOf("the Beetle goes to a random position every 1.5 seconds, forever; clicking it adds 1 to hits and switches it to costume flat.");
    expect(text).toMatch(/forever\n\s+go to \(random position v\)\n\s+wait \(1\.5\) seconds/);
    expect(text).toMatch(/when this sprite clicked\nchange \[hits v\] by \(1\)\nswitch costume to \(flat v\)/);
    expect(text).not.toContain("glide");
  });

  it("'every 0.2 sec, 25 times': the count with the pause, and a bounce after it goes in the same loop", () => {
    const text = textOf("the Horse moves 8 steps and switches to the next costume every 0.2 sec, 25 times, and bounces at the edge");
    expect(text).toMatch(/repeat \(25\)\n\s+move \(8\) steps\n\s+next costume\n\s+wait \(0\.2\) seconds\n\s+if on edge, bounce\nend/);
    expect(text).not.toContain("forever");
  });

  it("a walk said before a colon that says how: only the how", () => {
    const text = textOf("In our club the Lobster must walk side to side: glide 3 second to x -150 and glide 3 second to x 150, forever.");
    expect(text).toMatch(/forever\n\s+glide \(3\) secs to x: \(-150\)[^\n]*\n\s+glide \(3\) secs to x: \(150\)/);
    expect(text).not.toContain("move (10) steps");
  });
});
