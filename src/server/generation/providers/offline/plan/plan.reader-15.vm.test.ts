// Issue 26, decision 1160: the answer kept in a variable, a touch checked by the right sprite, a
// counted loop with its pause, played in scratch-vm. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

describe("reader 15 in scratch-vm", () => {
  it("'asks my name and keeps it in a variable': the variable holds what was typed", async () => {
    const text = await playAnswer("at the start the Parrot asks my name and keeps it in a variable friend", async (vm) => {
      await vm.step(5);
      vm.vm.runtime.emit("ANSWER", "Zoë");
      await vm.step(10);
      expect(vm.stage().variables.friend).toBe("Zoë");
    });
    expect(text).not.toContain("forever");
  });

  it("'touching the X takes 1 from hearts and sends the X back': X, touched by the glider, loses a heart and goes back", async () => {
    await playAnswer("the Owl glides in 1 second to the Bat, forever; touching the Bat takes 1 from hearts and sends the Bat back to x 100 y 50.", async (vm) => {
      await vm.step(60);
      expect(Number(vm.stage().variables.hearts)).toBeLessThan(3);
    });
  });

  it("'next costume every 0.1 sec, 5 times': five costumes, half a second in all", async () => {
    const text = await playAnswer("the Horse switches to the next costume every 0.1 sec, 5 times", async (vm) => {
      await vm.step(60);
    });
    expect(text).toMatch(/repeat \(5\)\n\s+next costume\n\s+wait \(0\.1\) seconds\nend/);
  });
});
