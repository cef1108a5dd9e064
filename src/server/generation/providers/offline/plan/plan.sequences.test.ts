// Issue 26, priority 2: counts, sequences and elided words read generally by the plan reader.
// Each case fails when the mechanism is missing (the block order or trigger comes out otherwise).
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

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

describe("the comment above a script says how often, as its blocks do", () => {
  const commentOf = (prompt: string) => /^\/\/ (?:When|Every)[^\n]*/m.exec(compilePlan(readPlan(prompt).plan).text)?.[0] ?? "";

  it("says a count or 'over and over' where the script repeats, and nothing where it runs once", () => {
    expect(commentOf("the owl hoots 5 times")).toMatch(/, 5 times$/);
    expect(commentOf("when I press the up arrow the kite spins forever")).toMatch(/, over and over$/);
    expect(commentOf("the owl hoots")).not.toMatch(/times|over and over/);
  });

  it("says no count of its own where a watch or a timer already says how often", () => {
    expect(commentOf("the frog croaks every 3 seconds")).toMatch(/^\/\/ Every 3 seconds: [^,]*$/);
  });
});

describe("a random distance", () => {
  it("moves a random number of steps between the two numbers, never to a random place", () => {
    const { text: moved, leftOut } = text("the tortoise moves a random 2 to 6 steps when I press space");
    expect(moved).toMatch(/when \[space v\] key pressed\nmove \(pick random \(2\) to \(6\)\) steps/);
    expect(moved).not.toMatch(/random position/);
    expect(leftOut).toEqual([]);
    expect(text("the tortoise goes to a random place when I press space").text).toMatch(/go to \(random position v\)/);
  });
});
