// Issue 26's one contract, request by request: everything asked is built with the request's own
// numbers, names and words, or the part is named as left out; a lesson's framing is understood.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject } from "../../../../blocks";
import { answerRequest } from "./offline.answer";

function program(prompt: string) {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
  expect(diagnostics, answer.text).toEqual([]);
  return { ...answer, sprites: project.sprites.map((sprite) => sprite.name) };
}

describe("the offline generator's contract", () => {
  it("keeps every number, key, duration and quoted text the request gave", () => {
    expect(program("Y3 coordinates: the sprite glides to x 100 y -50 in 2 seconds").text).toContain("glide (2) secs to x: (100) y: (-50)");
    expect(program("i want that the cat is moving to right 20 steps when i press the key right").text).toMatch(/when \[right arrow v\] key pressed\nchange x by \(20\)/);
    expect(program("make the cat say 'I'm hungry!' when you click it").text).toContain("say [I'm hungry!]");
    expect(program("the frog jumps 3 times when i press space").text).toMatch(/when \[space v\] key pressed\nrepeat \(3\)/);
  });

  it("makes each character its own sprite, named as the child named it, and sends messages between them", () => {
    const answer = program("Introduce broadcasting: when the cat is clicked it tells the dog to bark");
    expect(answer.sprites).toEqual(["Cat", "Dog"]);
    expect(answer.text).toMatch(/\/\/ sprite: Cat[\s\S]*when this sprite clicked\nbroadcast \[bark v\][\s\S]*\/\/ sprite: Dog[\s\S]*when I receive \[bark v\]/);
    expect(program("a bat called Bob that follows the mouse").sprites).toEqual(["Bob"]);
  });

  it("reads conditions with else, counts and sequences", () => {
    const answer = program("the cat is asking 'how are you?' and if answer is good he say 'nice!' else he say 'oh no'");
    expect(answer.text).toMatch(/ask \[how are you\?\] and wait\nif <\(answer\) = \[good\]> then\n {2}say \[nice!\] for \(2\) seconds\nelse\n {2}say \[oh no\] for \(2\) seconds\nend/);
    expect(program("Lesson on selection: if the score is over 10 say well done").text).toContain("if <(score) > (10)> then");
    expect(program("the ghost should disapear when i click it and come back after 3 seconds").text).toMatch(/when this sprite clicked\nhide\nwait \(3\) seconds\nshow/);
  });

  it("names what it could not build, in the explanation and in leftOut, and never says it as text", () => {
    const answer = program("make the dog bark when i click it and then breathe fire");
    expect(answer.leftOut).toEqual(["breathe fire"]);
    expect(answer.explanation).toContain('"breathe fire"');
    expect(answer.text).not.toMatch(/say \[.*fire/i);
    expect(answer.text).toContain("play sound (Dog v) until done");
  });

  it("understands a lesson's framing and gives a short commented program for a concept alone", () => {
    const coordinates = program("Year 3 lesson on coordinates: move to x -120 y 80");
    expect(coordinates.leftOut).toEqual([]);
    expect(coordinates.text).toContain("go to x: (-120) y: (80)");
    const variable = program("Show how a variable works");
    expect(variable.leftOut).toEqual([]);
    expect(variable.text).toContain("// the variable counter now holds 0");
    expect(variable.text).toContain("change [counter v] by (1) // adds 1 to the variable counter");
  });

  it("names the words a whole program from the library does not do, even when one word of the part is its kind", () => {
    // "countdown" picks the countdown; "to lunch" is something it does not do, and is said
    const answer = program("Countdown from 15 to lunch");
    expect(answer.text).toContain("(15)");
    expect(answer.leftOut.join(" ")).toContain("lunch");
    expect(answer.explanation).toContain("lunch");
  });

  it("gives a title's character the scripts the rest of the request describes", () => {
    const answer = program("Make the penguin dance: switch costume and wait 1 second, 4 times");
    expect(answer.sprites).toEqual(["Penguin"]);
    expect(answer.leftOut).toEqual([]);
    expect(answer.text).toMatch(/\/\/ sprite: Penguin[\s\S]*repeat \(4\)\n {2}next costume\n {2}wait \(1\) seconds/);
  });

  it("makes no character of a label said with its number, and still names a character with no sprite", () => {
    const labelled = program("Maze, day 4: a harder maze. When the Bug touches the red exit colour, the backdrop switches to Level 3.");
    expect(labelled.leftOut.filter((part) => /as a sprite of its own/.test(part))).toEqual([]);
    expect(labelled.text).toMatch(/\/\/ sprite: Bug/);
  });

  it("switches to a backdrop by the name the request gives it, and makes no character of it", () => {
    const pressed = program("go to the desert backdrop when i press d");
    expect(pressed.sprites).not.toContain("Desert");
    expect(pressed.text).toMatch(/when \[d v\] key pressed\nswitch backdrop to \(Desert v\)/);
    const scored = program("when the score reaches 5 the background changes to the moon");
    expect(scored.sprites).not.toContain("Moon");
    expect(scored.text).toContain("switch backdrop to (Moon v)");
  });

  it("keeps a number with what it counts: seconds are timed, or named as left out", () => {
    const answer = program("the bus drives for 4 seconds and then stops");
    const timed = /(?:wait|glide) \(4\)|for \(4\) seconds|timer/.test(answer.text);
    expect(timed || answer.leftOut.includes("4 seconds"), answer.text).toBe(true);
  });

  it("changes the variable a sentence is about, even when the sentence does not name it again", () => {
    const answer = program("a variable called stars starts at 10 and goes down by 2 when you press space");
    expect(answer.text).toMatch(/when \[space v\] key pressed\nchange \[stars v\] by \(-2\)/);
    expect(answer.text).not.toContain("change y by");
  });

  it("never builds 'turns on' or 'turns off' as turning round", () => {
    const answer = answerRequest("the torch turns on when i press t");
    if (answer.kind === "program") expect(answer.text).not.toMatch(/turn (?:right|left)/);
  });

  it("gives each character of a joined subject the script, in a sprite of its own", () => {
    const answer = program("the duck and the frog jump when i press j");
    expect(answer.sprites).toEqual(["Duck", "Frog"]);
    expect(answer.text).toMatch(/\/\/ sprite: Duck[\s\S]*when \[j v\] key pressed[\s\S]*\/\/ sprite: Frog[\s\S]*when \[j v\] key pressed/);
  });

  it("adds no script nobody asked for", () => {
    const answer = program("make the dragon grow bigger each time i press g");
    expect(answer.text.match(/^when /gm)).toHaveLength(1);
    expect(answer.text).not.toContain("stop [all v]");
  });
});

describe("a key the child gave its own script", () => {
  it("is named as left out when the chosen project never listens to it, though the project has the same blocks under other keys", () => {
    const answer = program("make a drum machine: press 4 for a kick drum, 5 for a clap, 6 for a cymbal, and g plays a beat on repeat forever");
    const listensToG = answer.text.includes("when [g v] key pressed") || answer.text.includes("key (g v) pressed?");
    expect(listensToG || answer.leftOut.some((part) => /\bg key\b/.test(part)), answer.text).toBe(true);
  });
});
