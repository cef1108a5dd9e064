// Issue 26 (decision 730): the mouse as a character called Mouse or as the pointer. Wordings of
// our own; the chase played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { mouseIsCharacter } from "./plan.mouse";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("the mouse: a character or the pointer (plan.mouse.ts)", () => {
  it.each(["the mouse hides in its hole", "I am a mouse looking for cheese", "catch the mouse before it escapes"])("'%s': the mouse is a character", (prompt) => {
    expect(mouseIsCharacter(readWords(prompt))).toBe(true);
  });

  it.each(["the owl follows the mouse", "the dot goes to the mouse pointer", "when the mouse is down the pen draws", "move it with the mouse", "the mouse button"])("'%s': the mouse is the pointer", (prompt) => {
    expect(mouseIsCharacter(readWords(prompt))).toBe(false);
  });

  it("'the Owl hunts... the Owl chases the Mouse': a capital makes the chase a chase of the Mouse sprite", () => {
    const { text, names } = read("the Owl chases the Mouse and the Mouse hides every 3 seconds");
    expect(names).toEqual(["Owl", "Mouse"]);
    expect(text).toContain("point towards (Mouse v)");
    expect(text).not.toContain("mouse-pointer");
  });

  it("'the fox chases the mouse and the mouse jumps': a mouse that acts is a character, chased as one", () => {
    const { text, names } = read("the fox chases the mouse and the mouse jumps");
    expect(names).toEqual(["Fox", "Mouse"]);
    expect(text).toContain("point towards (Mouse v)");
  });

  it("'the owl follows the mouse' and 'when it touches the mouse say boo' are the pointer still", () => {
    expect(read("the owl follows the mouse").text).toContain("go to (mouse-pointer v)");
    expect(read("when it touches the mouse say boo").text).toContain("touching (mouse-pointer v)?");
  });

  it("played: 'the Owl chases the Mouse' brings the Owl closer to the Mouse sprite", async () => {
    await playAnswer("the Owl chases the Mouse and the Mouse hides every 3 seconds", async (vm) => {
      await vm.step(1);
      const gap = () => Math.hypot(vm.sprite("Owl").x - vm.sprite("Mouse").x, vm.sprite("Owl").y - vm.sprite("Mouse").y);
      const before = gap();
      await vm.step(10);
      expect(gap()).toBeLessThan(before - 20);
    });
  });
});
