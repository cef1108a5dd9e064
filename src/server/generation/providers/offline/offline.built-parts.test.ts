// Parts named as left out that the program builds under another word (offline.built-parts.ts,
// decision 1400): a count built as a repeat on another character, or said inside a quote the
// program shows; a word supposed a character that the program keeps as a list or a variable, or
// says as the request said it. Each has its opposite: a count or a character really missing stays named.
import { describe, expect, it } from "vitest";
import { leftOutOf } from "./test-support/built-answer";
import { builtUnderAnotherWord } from "./offline.built-parts";

/** A sprite `name` with one script per entry of `scripts` (each a list of block lines). */
const sprite = (name: string, ...scripts: string[][]) => [`// sprite: ${name}`, "// x: 0, y: 0", "", ...scripts.flatMap((lines) => [...lines, ""])].join("\n");

const FROG = [
  sprite("Frog", ["when green flag clicked", "forever", "  move (4) steps", "end"], ["when [up arrow v] key pressed", "repeat (6)", "  change y by (10)", "end"]),
  sprite("Pond"),
].join("\n");

describe("a count built on another character", () => {
  it("drops 'the Pond doing it 6 times' when the hop's 6 times is a repeat of 6", () => {
    const prompt = "the Frog swims 4 forever near the Pond, and up arrow = hop (change y by 10, 6 times)";
    expect(builtUnderAnotherWord(prompt, "the Pond doing it 6 times", FROG)).toBe(true);
  });
  it("keeps a count said twice but built once", () => {
    const prompt = "the Frog hops 6 times when i press up, and the Pond ripples 6 times when the flag is clicked";
    expect(builtUnderAnotherWord(prompt, "the Pond doing it 6 times", FROG)).toBe(false);
  });
  it("keeps a count no repeat builds", () => {
    const prompt = "the Frog swims, and the Pond ripples 3 times";
    expect(builtUnderAnotherWord(prompt, "the Pond doing it 3 times", FROG)).toBe(false);
  });
  it("keeps a count whose repeat only wraps a forever", () => {
    const wrapped = sprite("Fan", ["when green flag clicked", "repeat (12)", "forever", "  turn right (5) degrees", "end", "end"], ["when green flag clicked", "repeat (12)", "  turn left (5) degrees", "end"]);
    const prompt = "forever, the Fan turns right 5, 12 times, then turns left 5, 12 times";
    expect(builtUnderAnotherWord(prompt, "the Fan doing it 12 times", wrapped)).toBe(false);
  });
  it("drops a count said only inside a quote the program shows", () => {
    const quiz = sprite("Owl", ["when green flag clicked", "ask [How much is 6 times 9?] and wait", "say [ok] for (2) seconds"]);
    expect(builtUnderAnotherWord("the Owl asks 'How much is 6 times 9?' and says ok", "the Owl doing it 6 times", quiz)).toBe(true);
    // the same quote, not shown: the count stays
    const other = sprite("Owl", ["when green flag clicked", "say [ok] for (2) seconds"]);
    expect(builtUnderAnotherWord("the Owl asks 'How much is 6 times 9?' and says ok", "the Owl doing it 6 times", other)).toBe(false);
  });
});

describe("a word supposed a character", () => {
  it("drops a list the program keeps under that name", () => {
    const shop = sprite("Clerk", ["when green flag clicked", "ask [What else?] and wait", "add (answer) to [cart v]"]);
    expect(builtUnderAnotherWord("the Clerk asks What else? and puts every answer in a list called cart", "the cart as a sprite of its own", shop)).toBe(true);
  });
  it("drops a word the program says with the words it was said with", () => {
    const wish = sprite("Moon", ["when green flag clicked", "say [My wish is] for (2) seconds", "ask [what is your wish] and wait"]);
    expect(builtUnderAnotherWord("the Moon says my wish is for 2 seconds, then asks what is your wish", "the wish as a sprite of its own", wish)).toBe(true);
  });
  it("keeps a character that only shares a word with a line said", () => {
    const talk = sprite("Cat", ["when green flag clicked", "say [I like the dog] for (2) seconds"]);
    expect(builtUnderAnotherWord("the Cat says i like the dog, then the Dog barks", "the Dog as a sprite of its own", talk)).toBe(false);
  });
  it("keeps a character whose word is only an effect's name", () => {
    const fade = sprite("Lamp", ["when green flag clicked", "repeat (5)", "  change [ghost v] effect by (20)", "end"]);
    expect(builtUnderAnotherWord("the Lamp fades like a ghost, and ghosts pop up you click", "the ghost as a sprite of its own", fade)).toBe(false);
  });
  it("keeps a character the program never names", () => {
    expect(builtUnderAnotherWord("the Cat chases the Mouse", "the Mouse as a sprite of its own", sprite("Cat", ["when green flag clicked", "move (5) steps"]))).toBe(false);
  });
});

describe("answers", () => {
  const leftOut = leftOutOf;
  it("names no count of a jump built as a repeat", () => {
    expect(leftOut("the Kid walks left and right 4 with the arrows, falls 3 when not touching the Floor, and space makes it jump (change y by 10, 9 times)").join(" | ")).not.toMatch(/9 times/);
  });
  it("names no character of a word the program says", () => {
    expect(leftOut("make the Robot say my secret is for 2 seconds and then ask whats your secret and say the answer").join(" | ")).not.toMatch(/secret/);
  });
});
