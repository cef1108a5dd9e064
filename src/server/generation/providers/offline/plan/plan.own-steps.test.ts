// Issue 26: the child's step for a character's keys, read once for every classic and library program.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";
import { placeOwnSteps, readOwnSteps } from "./plan.own-steps";
import { readWords } from "./plan.words";

const steps = (prompt: string, sprites: string[]) => readOwnSteps(readWords(prompt), sprites);

const PROGRAM = [
  "// sprite: Hedgehog",
  "// x: 0, y: 0",
  "",
  "when green flag clicked",
  "forever",
  "  if <key (left arrow v) pressed?> then",
  "    change x by (-5)",
  "    if <touching color [#000000]?> then",
  "      change x by (5)",
  "    end",
  "  end",
  "  if <key (up arrow v) pressed?> then",
  "    repeat (10)",
  "      change y by (12)",
  "    end",
  "  end",
  "end",
  "",
  "when [d v] key pressed",
  "move (5) steps",
  "",
  "// sprite: Owl",
  "// x: 0, y: 0",
  "",
  "when [right arrow v] key pressed",
  "change x by (5)",
].join("\n");

describe("the child's own steps", () => {
  it("reads a number after the keys, with or without 'steps', in brackets or after a comma", () => {
    expect(steps("the Hedgehog rolls with the arrow keys, 9 steps", ["Hedgehog"])).toEqual([{ mover: "Hedgehog", keys: ["up arrow", "down arrow", "left arrow", "right arrow"], amount: 9, unit: "steps" }]);
    expect(steps("my Hedgehog goes with the arrows (11 steps)", ["Hedgehog"])[0]?.amount).toBe(11);
    expect(steps("the Hedgehog zooms with wasd 13", ["Hedgehog"])[0]).toMatchObject({ keys: ["w", "a", "s", "d"], amount: 13 });
  });

  it("gives each character its own keys and number, and a number before 'with' to its keys", () => {
    const read = steps("the Top bat k and m 7 steps, the Bottom bat up and down arrows 3. Kart2 drives 6 steps with j", ["Top Bat", "Bottom Bat", "Kart2"]);
    expect(read).toEqual([
      { mover: "Top Bat", keys: ["k", "m"], amount: 7, unit: "steps" },
      { mover: "Bottom Bat", keys: ["up arrow", "down arrow"], amount: 3, unit: "steps" },
      { mover: "Kart2", keys: ["j"], amount: 6, unit: "steps" },
    ]);
  });

  it("reads turns in degrees and directions said without 'arrow'", () => {
    expect(steps("the Boat sails with the up arrow 4 steps and steers with left and right 20 degrees", ["Boat"])).toEqual([
      { mover: "Boat", keys: ["up arrow"], amount: 4, unit: "steps" },
      { mover: "Boat", keys: ["left arrow", "a", "right arrow", "d"], amount: 20, unit: "degrees" },
    ]);
  });

  it("takes no time, count or place for a step", () => {
    expect(steps("the Hedgehog moves with the arrows 3 seconds", ["Hedgehog"])).toEqual([]);
    expect(steps("the Hedgehog jumps with the up arrow (repeat 10 change y by 12)", ["Hedgehog"])).toEqual([]);
    expect(steps("the Hedgehog goes to x 40 with the arrows", ["Hedgehog"])).toEqual([]);
  });

  it("puts the child's number in the character's key moves only, signs kept, a jump's loop left alone", () => {
    const text = placeOwnSteps("the Hedgehog rolls with the arrow keys and a and d, 9 steps", PROGRAM);
    expect(text).toContain("change x by (-9)\n    if <touching color [#000000]?> then\n      change x by (9)");
    expect(text).toContain("      change y by (12)");
    expect(text).toContain("when [d v] key pressed\nmove (9) steps");
    // the Owl was given no number
    expect(text).toContain("when [right arrow v] key pressed\nchange x by (5)");
  });

  it("a two-player pong on the child's steps for each paddle", () => {
    const answer = answerRequest("a pong game for two players: the Red paddle goes up and down with w and s, 14 steps, and the Blue paddle with the up and down arrows 9 steps");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text).toContain("if <key (w v) pressed?> then\n    change y by (14)");
    expect(answer.text).toContain("if <key (down arrow v) pressed?> then\n    change y by (-9)");
    expect(answer.text).not.toContain("change y by (8)");
  });
});
