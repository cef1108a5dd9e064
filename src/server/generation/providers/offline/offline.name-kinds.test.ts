import { describe, expect, it } from "vitest";
import { leftOutOf as leftOut } from "./test-support/built-answer";
import { kindsAndPathsDone } from "./offline.name-kinds";
import { readWords } from "./plan/plan.words";
import { openingSettingLength } from "./offline.opening";


const MOVER = `// sprite: Canoe
when green flag clicked
forever
  move (4) steps
end`;

describe("a character's kind and a move's path", () => {
  it("are done with the character and the move", () => {
    expect(kindsAndPathsDone("make the Canoe boat go right 4 steps forever", ["boat"], MOVER)).toEqual(["boat"]);
    expect(kindsAndPathsDone("a bamboo Canoe moves 4 steps forever", ["bamboo"], MOVER)).toEqual(["bamboo"]);
    expect(kindsAndPathsDone("the Canoe moves 4 steps through the jungle forever", ["through"], MOVER)).toEqual(["through"]);
  });

  it("are not the sentence's verbs, a sprite's size or a word of how", () => {
    expect(kindsAndPathsDone("a fish the Canoe touches adds 1 to fish", ["touches"], MOVER)).toEqual([]);
    expect(kindsAndPathsDone("the Canoe's size goes up by 10", ["size"], MOVER)).toEqual([]);
    expect(kindsAndPathsDone("the Canoe already moves, and it sings", ["already"], MOVER)).toEqual([]);
    expect(kindsAndPathsDone("the Canoe waits through the night", ["through"], "// sprite: Canoe\nwhen green flag clicked\nwait (1) seconds")).toEqual([]);
  });
});

describe("a block's words in brackets", () => {
  it("are done when a block line says them", () => {
    expect(leftOut("the Owl faces down (direction 180) when the down arrow is pressed")).not.toContain("direction 180");
  });
});

describe("the opening setting", () => {
  const opening = (prompt: string, sprites: string[]) => {
    const words = readWords(prompt);
    return words.slice(0, openingSettingLength(words, sprites)).filter((word) => word.mark === undefined).map((word) => word.raw).join(" ");
  };

  it("reads a place three words after its 'in', languages the quotes carry, an age before 'and'", () => {
    expect(opening("Coding club in a New Delhi school, ages 10-12: the Tiger moves 5 steps and says hi", ["tiger"])).toBe("coding club in a new delhi school ages 10 to 12");
    expect(opening('Code club, in Welsh and English: the Dragon asks "Welsh or English?" and says the answer', ["dragon"])).toBe("code club in welsh and english");
    expect(opening("im 10 and went to a robotics camp in leeds, i loved it! make the Robot spin 90 degrees", ["robot"])).toBe("im 10 and went to a robotics camp in leeds i loved it");
  });

  it("keeps a sprite made of the place: it may do what the child's character should", () => {
    expect(opening("Holiday camp in Porto, a game of our own: the Fox moves 5 steps and says hi", ["porto", "fox"])).toBe("");
  });
});
