// Issue 26, decision 1720: requests framed by where the asker lives, the occasion, or a visitor by
// their role (wordings of our own), played in scratch-vm: only the characters asked for are made,
// and each does what was asked, with nothing named as left out.
import { describe, expect, it } from "vitest";
import { spriteNames } from "./offline.program-sections";
import { playAnswer } from "./test-support/answer-in-vm";

/** Plays the request and checks the one sprite `name` moved right by more than `by`; returns the program's sprites. */
async function movesOn(prompt: string, name: string, by: number): Promise<string[]> {
  let start = 0;
  const text = await playAnswer(
    prompt,
    async (vm) => {
      await vm.step(10);
      expect(vm.sprite(name).x).toBeGreaterThan(start + by);
    },
    (vm) => {
      start = vm.sprite(name).x;
    },
  );
  return spriteNames(text);
}

describe("framing that makes no sprite, played", () => {
  it("'My son (9) in Kuwait wants a Bee ...': only the Bee, which flies on", async () => {
    expect(await movesOn("My son (9) in Kuwait wants a Bee that moves 10 steps forever", "Bee", 20)).toEqual(["Bee"]);
  });

  it("'for Eid my daughter wants a Moon that says ...': the Moon says it, and no Eid sprite", async () => {
    const text = await playAnswer('for Eid my daughter wants a Moon that says "Eid Mubarak!" for 2 seconds', async (vm) => {
      await vm.step(5);
      expect(vm.saidTexts).toContain("Eid Mubarak!");
    });
    expect(spriteNames(text)).toEqual(["Moon"]);
  });

  it("'a boat captain came to teach us coding': the Boat goes forward, and is the only sprite", async () => {
    expect(await movesOn("im 11 from fakarava, a boat captain came to teach us coding!! i want a Boat that goes forward 4 forever", "Boat", 10)).toEqual(["Boat"]);
  });
});
