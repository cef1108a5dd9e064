// Issue 26 (decision 850): a named costume and a second key's own amount, played in scratch-vm.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("named costumes and key amounts, played", () => {
  it("'the Frog changes to the puffed costume when I press p' and to the flat one on f: each key its costume", async () => {
    await playAnswer("the Frog changes to the puffed costume when I press p. The Frog changes to the flat costume when I press f.", async (vm) => {
      await vm.step(2);
      await vm.pressKey("f");
      await vm.step(3);
      expect(vm.sprite("Frog").costumeName).toBe("flat");
      await vm.pressKey("p");
      await vm.step(3);
      expect(vm.sprite("Frog").costumeName).toBe("puffed");
    });
  });

  it("'the Crab moves 8 with the right arrow and -8 with the left arrow': the left arrow takes it back", async () => {
    await playAnswer("the Crab moves 8 with the right arrow and -8 with the left arrow", async (vm) => {
      await vm.step(2);
      const home = vm.sprite("Crab").x;
      await vm.pressKey("ArrowLeft");
      await vm.step(3);
      expect(vm.sprite("Crab").x).toBe(home - 8);
    });
  });
});
