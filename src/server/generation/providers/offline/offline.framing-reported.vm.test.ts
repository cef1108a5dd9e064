// Issue 26, decision 1780: requests framed by a reported opinion, the language of said words, an
// age told in another language or the asker's place before what they did (wordings of our own),
// played in scratch-vm: only the characters asked for are made, and each does what was asked.
import { describe, expect, it } from "vitest";
import { spriteNames } from "./offline.program-sections";
import { playAnswer } from "./test-support/answer-in-vm";

describe("framing that makes and says nothing, played", () => {
  it("'my son (7) thinks robots are the best': the Robot says beep and moves, and says nothing of robots", async () => {
    let start = 0;
    const text = await playAnswer(
      'my son (7) thinks robots are the best. he wants a Robot that says "beep" and moves 10 steps',
      async (vm) => {
        await vm.step(5);
        expect(vm.saidTexts).toContain("beep");
        expect(vm.saidTexts.join(" ")).not.toMatch(/best/i);
        // (it says "beep" for 2 seconds, then moves)
        await vm.step(180);
        expect(vm.sprite("Robot").x).toBeGreaterThan(start + 5);
      },
      (vm) => {
        start = vm.sprite("Robot").x;
      },
    );
    expect(spriteNames(text)).toEqual(["Robot"]);
  });

  it("'... in Spanish when the flag is clicked': the Cat says the words, and no Spanish sprite", async () => {
    const text = await playAnswer("Mi hijo tiene 9 años. He wants the Cat to say 'Hola amigos' in Spanish when the flag is clicked.", async (vm) => {
      await vm.step(5);
      expect(vm.saidTexts).toContain("Hola amigos");
    });
    expect(spriteNames(text)).toEqual(["Cat"]);
  });

  it("'my daughter (9) in Apia joined a code club and wants a Turtle ...': only the Turtle, which moves on", async () => {
    let start = 0;
    const text = await playAnswer(
      "my daughter (9) in Apia joined a code club and wants a Turtle that moves 5 steps forever",
      async (vm) => {
        await vm.step(10);
        expect(vm.sprite("Turtle").x).toBeGreaterThan(start + 10);
      },
      (vm) => {
        start = vm.sprite("Turtle").x;
      },
    );
    expect(spriteNames(text)).toEqual(["Turtle"]);
  });
});
