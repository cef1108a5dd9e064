// Issue 26, priority 2: counts, sequences and elided words read generally by the plan reader.
// Each case fails when the mechanism is missing (the block order or trigger comes out otherwise).
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";

function text(prompt: string): { text: string; leftOut: string[] } {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return { text: answer.text.replace(/ \/\/ [^\n]*/g, ""), leftOut: answer.leftOut };
}

describe("the plan reader: counts, sequences, elided verbs", () => {
  it("a count closing a sentence after a comma repeats the whole sentence", () => {
    const { text: program, leftOut } = text("the cat meows and turns 15 degrees, 4 times");
    expect(program).toMatch(/when green flag clicked\nrepeat \(4\)\n {2}play sound \(Meow v\) until done\n {2}turn right \(15\) degrees\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a sentence that is only a count repeats the next sentence", () => {
    const { text: program } = text("Repeat that 5 times: the sprite jumps and then claps");
    expect(program).toMatch(/when green flag clicked\nrepeat \(5\)\n[\s\S]*change y by \(10\)[\s\S]*play sound \(Clap v\) until done\nend$/);
  });

  it("a direction with its own trigger takes the verb of the clause before", () => {
    expect(text("the bat flies up when i press w and down when i press s").text).toMatch(/when \[w v\] key pressed\nchange y by \(10\)[\s\S]*when \[s v\] key pressed\nchange y by \(-10\)/);
    expect(text("make the sprite get smaller when i press s and bigger when i press b").text).toMatch(/when \[s v\] key pressed\nchange size by \(-10\)[\s\S]*when \[b v\] key pressed\nchange size by \(10\)/);
  });

  it("a clause that is only a click starts the next clause of its sentence", () => {
    const { text: program } = text("click the tree and it says I am 100 years old");
    expect(program).toMatch(/\/\/ sprite: Tree[\s\S]*when this sprite clicked\nsay \[I am 100 years old\]/);
  });

  it("a concept the program shows is not left out, and the program explains it", () => {
    const answer = answerRequest("A loop that draws a hexagon");
    if (answer.kind !== "program") throw new Error("declined");
    expect(answer.leftOut).toEqual([]);
    expect(answer.text).toMatch(/repeat \(6\) \/\/ a loop/);
  });
});

describe("a count closing its sentence ('…, forever.', '…, 6 times.')", () => {
  it("repeats the script its sentence built, never lost and never moved to the next sentence", () => {
    for (const [prompt, loop] of [
      ["The owl flaps its wings and moves 2 steps, forever.", /forever\n\s+.*\n\s+move \(2\) steps/],
      ["The robot points towards the ball and moves 2 steps, forever. The ball says hi.", /forever\n\s+point towards \(Ball v\)\n\s+move \(2\) steps/],
      ["The snail moves 1 steps, forever.", /forever\n\s+move \(1\) steps/],
    ] as const) {
      const { text: program } = text(prompt);
      expect(program, prompt).toMatch(loop);
    }
    // the next sentence's script is not wrapped
    expect(text("The robot points towards the ball and moves 2 steps, forever. The ball says hi.").text).not.toMatch(/forever\n\s+say /);
  });
});
