// Issue 26: several characters in one request, each in a sprite of its own, run in scratch-vm:
// a second character's control said without its verb ("and the dog with w a s d"), a
// conversation whose turns go back and forth, a line said without a verb of its own, and a
// character that appears on its turn (hidden until then).
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const hold = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });

async function holdFor(vm: TVmRun, key: string, frames: number): Promise<void> {
  hold(vm, key, true);
  await vm.step(frames);
  hold(vm, key, false);
  await vm.step(1);
}

describe("each character its own sprite, played", () => {
  it.each([
    ["the cat moves with the arrow keys and the dog with w a s d", "Cat", "ArrowRight", "Dog", "d"],
    ["a race: the bat flies with WASD and the owl using the arrow keys", "Bat", "d", "Owl", "ArrowRight"],
    ["2 player game: the red car moves with the arrow keys, the blue car with w, a, s and d", "Red Car", "ArrowRight", "Blue Car", "d"],
  ])("%j: each character moves with its own keys only", async (prompt, first, firstKey, second, secondKey) => {
    await playAnswer(prompt, async (vm) => {
      await vm.step(2);
      const a = vm.sprite(first).x;
      const b = vm.sprite(second).x;
      await holdFor(vm, firstKey, 10);
      expect(vm.sprite(first).x).toBeGreaterThan(a + 20);
      expect(vm.sprite(second).x).toBe(b);
      await holdFor(vm, secondKey, 10);
      expect(vm.sprite(second).x).toBeGreaterThan(b + 20);
      expect(vm.sprite(first).x).toBeGreaterThan(a + 20);
    });
  });

  it("a conversation that goes back and forth: every line in order, each by its own character, one at a time", async () => {
    const text = await playAnswer('the pirate says "Who stole my map?" and then the parrot says "Not me!" and then the pirate says "Then who?" and then the parrot says "The crab!"', async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Pirate").bubble?.text).toBe("Who stole my map?");
      expect(vm.sprite("Parrot").bubble).toBeFalsy();
      await vm.step(60 * 3);
      expect(vm.sprite("Parrot").bubble?.text).toBe("Not me!");
      await vm.step(60 * 7);
      expect(vm.saidTexts).toEqual(["Who stole my map?", "Not me!", "Then who?", "The crab!"]);
    });
    // the pirate's second line waits for its turn: only the first line starts with the green flag
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });

  it("a story of two characters talking: the child's characters are the two speakers, who take turns", async () => {
    await playAnswer("make a story where a hedgehog and an owl talk to each other", async (vm) => {
      await vm.step(30);
      expect(vm.sprite("Hedgehog").bubble?.text).toBeTruthy();
      expect(vm.sprite("Owl").bubble).toBeFalsy();
      await vm.step(60 * 3);
      expect(vm.sprite("Owl").bubble?.text).toBeTruthy();
      await vm.step(60 * 4);
      expect(vm.saidTexts.length).toBeGreaterThanOrEqual(3);
    });
  });

  it("'Owl joke:' is a title, and 'and then' before a quoted line says it next, nothing between", async () => {
    await playAnswer("Owl joke: the owl says 'Who?' and then 'Who are you?'", async (vm) => {
      await vm.step(60 * 5);
      expect(vm.saidTexts).toEqual(["Who?", "Who are you?"]);
    });
  });

  it("a line with no verb of its own is said after the one before, and what appears on its turn is hidden until then", async () => {
    await playAnswer('we are making a project about my cousin Mia. Mia says "Hello!" then "Watch this" and then a balloon appears and flies up', async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Balloon").visible).toBe(false);
      const y = vm.sprite("Balloon").y;
      await vm.step(60 * 3);
      expect(vm.sprite("Balloon").visible).toBe(false);
      await vm.step(60 * 2);
      expect(vm.saidTexts).toEqual(["Hello!", "Watch this"]);
      expect(vm.sprite("Balloon").visible).toBe(true);
      expect(vm.sprite("Balloon").y).toBeGreaterThan(y);
    });
  });
});
