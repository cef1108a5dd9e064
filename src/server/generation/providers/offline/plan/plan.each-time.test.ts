// Issue 26 (decision 730): "... and plays a sound each time" goes inside the loop the sentence
// built; "a tick sound" names a sound, not a character. Wordings of our own; the clock played in scratch-vm.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { closingEachTime } from "./plan.clause";
import { playAnswer } from "../test-support/answer-in-vm";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("each time round a loop", () => {
  it("'each time' closes a clause only at its end: 'and beeps each time.' yes, 'each time I click it' no", () => {
    expect(closingEachTime(readWords("and beeps each time."))).toEqual({ from: 2, end: 4 });
    expect(closingEachTime(readWords("each time I click it"))).toBeUndefined();
  });

  it("'the Windmill turns 15 degrees every 2 seconds and plays a creak sound each time': the sound in the loop, before its wait; no Creak sprite", () => {
    const { text, leftOut, names } = read("the Windmill turns 15 degrees every 2 seconds and plays a creak sound each time");
    expect(names).toEqual(["Windmill"]);
    expect(text).toMatch(/forever\n\s+turn right \(15\) degrees\n\s+play sound \(Pop v\) until done\n\s+wait \(2\) seconds\nend/);
    expect(text).toContain("for the creak sound");
    expect(leftOut).toEqual([]);
  });

  it("'the Bunny hops forever and squeaks every time': one loop, the squeak after each hop", () => {
    const { text } = read("the Bunny hops forever and squeaks every time");
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
    expect(text).toMatch(/end\n\s+play sound \(Squeak v\) until done\nend/);
  });

  it("played: the Windmill keeps turning with its sound inside the loop", async () => {
    await playAnswer("the Windmill turns 15 degrees every second and plays a creak sound each time", async (vm) => {
      await vm.step(2);
      const start = vm.sprite("Windmill").direction;
      await vm.step(130);
      expect(vm.sprite("Windmill").direction - start).toBeGreaterThanOrEqual(30);
    });
  });
});
