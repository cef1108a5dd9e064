// Issue 26 (decision 1110): notes given by number played in scratch-vm on its virtual clock: each note lasts
// its beats at the tempo set, and each listed key plays its own note. Wordings of our own.
import { describe, expect, it } from "vitest";
import { playAnswer } from "../test-support/answer-in-vm";

const tempoOf = (vm: { vm: { runtime: { getTargetForStage: () => unknown } } }) => (vm.vm.runtime.getTargetForStage() as { tempo?: number }).tempo;

describe("notes by number, played", () => {
  it("'at tempo 120 the Harp plays notes 60, 62, 64 and 65, each for 1 beat, then says Done': 4 beats at 120 are 2 seconds", async () => {
    const text = await playAnswer("At tempo 120 the Harp plays notes 60, 62, 64 and 65, each for 1 beat, then says Done", async (vm) => {
      // (60 frames a second: 1.5 seconds in, the fourth note still sounds)
      await vm.step(90);
      expect(tempoOf(vm)).toBe(120);
      expect(vm.saidTexts).not.toContain("Done");
      await vm.step(60);
      expect(vm.saidTexts).toContain("Done");
    });
    expect(text.match(/play note/g)?.length).toBe(4);
  });

  it("'the keys q and w play notes 67 and 69 for 2 beats': each key plays its note alone", async () => {
    await playAnswer("the keys q and w play notes 67 and 69 for 2 beats", async (vm) => {
      await vm.runUntilIdle(60);
      const start = vm.now();
      await vm.pressKey("q");
      // (2 beats at the usual tempo of 60 are 2 seconds; one note, not both in a row)
      const frames = await vm.runUntilIdle(600);
      expect(vm.now() - start).toBeGreaterThan(1500);
      expect(frames).toBeLessThan(60 * 3);
    });
  });
});

describe("one length for each, played (decision 1760)", () => {
  it("'... each for 1 beat; space plays drum 1, 2 and 3 in a loop, 2 times': the loop lasts 6 beats", async () => {
    await playAnswer("a beat maker: key q plays drum 1, key w plays drum 2, each for 1 beat; space plays drum 1, 2 and 3 in a loop, 2 times.", async (vm) => {
      await vm.runUntilIdle(60);
      const start = vm.now();
      await vm.pressKey(" ");
      // (6 drums of 1 beat at tempo 60 are 6 seconds; at the usual 0.25 it would be 1.5)
      await vm.runUntilIdle(60 * 10);
      expect(vm.now() - start).toBeGreaterThan(5500);
    });
  });
});
