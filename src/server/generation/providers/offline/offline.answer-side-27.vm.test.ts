// Issue 26, decision 1730: "back to costume1" played in scratch-vm (a wording of our own): the
// block switches to the costume of that name, and the sprite wears it again.
import { describe, expect, it } from "vitest";
import { playAnswer } from "./test-support/answer-in-vm";

describe("a costume named as Scratch names it, played", () => {
  it("'clicking the Hat switches it to its next costume; pressing r switches it back to costume1'", async () => {
    const text = await playAnswer(
      "a dress up game for grade 1: clicking the Hat switches it to its next costume; pressing r switches it back to costume1",
      async (vm) => {
        await vm.step(5);
        const hat = vm.vm.runtime.targets.find((target) => !target.isStage && target.getName() === "Hat");
        if (hat) hat.currentCostume = 1;
        expect(vm.sprite("Hat").costumeName).toBe("costume2");
        await vm.pressKey("r");
        await vm.step(5);
        expect(vm.sprite("Hat").costumeName).toBe("costume1");
      },
    );
    expect(text).toContain("switch costume to (costume1 v)");
  });
});
