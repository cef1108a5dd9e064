// Issue 26, decision 1720: requests framed by where the asker lives, the occasion, or a visitor by
// their role (wordings of our own), played in scratch-vm: only the characters asked for are made,
// and each does what was asked, with nothing named as left out.
import { describe, expect, it } from "vitest";
import { spriteNames } from "./offline.program-sections";
import { playAnswer } from "./test-support/answer-in-vm";

describe("framing that makes no sprite, played", () => {
  it("'My son (9) in Kuwait wants a Bee ...': only the Bee, which flies on", async () => {
    let start = 0;
    const text = await playAnswer(
      "My son (9) in Kuwait wants a Bee that moves 10 steps forever",
      async (vm) => {
        await vm.step(10);
        expect(vm.sprite("Bee").x).toBeGreaterThan(start + 20);
      },
      (vm) => {
        start = vm.sprite("Bee").x;
      },
    );
    expect(spriteNames(text)).toEqual(["Bee"]);
  });

  it("'for Eid my daughter wants a Moon that says ...': the Moon says it, and no Eid sprite", async () => {
    const text = await playAnswer('for Eid my daughter wants a Moon that says "Eid Mubarak!" for 2 seconds', async (vm) => {
      await vm.step(5);
      expect(vm.saidTexts).toContain("Eid Mubarak!");
    });
    expect(spriteNames(text)).toEqual(["Moon"]);
  });

  it("'a boat captain came to teach us coding': the Boat goes forward, and is the only sprite", async () => {
    let start = 0;
    const text = await playAnswer(
      "im 11 from fakarava, a boat captain came to teach us coding!! i want a Boat that goes forward 4 forever",
      async (vm) => {
        await vm.step(10);
        expect(vm.sprite("Boat").x).toBeGreaterThan(start + 10);
      },
      (vm) => {
        start = vm.sprite("Boat").x;
      },
    );
    expect(spriteNames(text)).toEqual(["Boat"]);
  });
});
