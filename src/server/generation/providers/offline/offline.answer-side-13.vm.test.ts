// Issue 26, decision 1040: the mended programs played in scratch-vm (wordings of our own): a glide
// to a character is seen on its way, and the mirror key's walk changes costume. Decision 1100: a
// click of the stage moves the sprite, and a program told "no green flag" waits for its key.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm, type TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { goingTakesTime } from "./offline.going-to";
import { walksBothWays } from "./offline.walk-costumes";
import { stageClicksAsMessages } from "./offline.stage-clicks";
import { startOnTheOnlyKey } from "./offline.flag-free";

async function play(text: string, drive: (vm: TVmRun) => Promise<void>): Promise<void> {
  const { project, diagnostics } = parseProject(normalizeBlocksText(text));
  expect(diagnostics, text).toEqual([]);
  const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
  try {
    vm.greenFlag();
    await drive(vm);
  } finally {
    vm.dispose();
  }
}

describe("answer-side mends, played", () => {
  it("'the Dog runs to the Kennel when I press k': half way there after half the time", async () => {
    const before = "// stage\n\n// sprite: Dog\n// x: -200, y: 0\n\nwhen [k v] key pressed\ngo to (Kennel v)\n\n// sprite: Kennel\n// x: 200, y: 0\n";
    const text = goingTakesTime("the Dog runs to the Kennel when I press k", before);
    expect(text).toContain("glide (1) secs to (Kennel v)");
    await play(text, async (vm) => {
      await vm.step(2);
      await vm.pressKey("k");
      await vm.step(15);
      const x = vm.sprite("Dog").x;
      expect(x).toBeGreaterThan(-200);
      expect(x).toBeLessThan(200);
    });
  });

  it("'d walks the Robot right with next costume, a walks it left': both keys change costume", async () => {
    const before = "// stage\n\n// sprite: Robot\n// x: 0, y: 0\n// costumes: one, two, three\n\nwhen [d v] key pressed\nchange x by (5)\nnext costume\n\nwhen [a v] key pressed\nchange x by (-5)\n";
    const text = walksBothWays("d walks the Robot right with next costume, a walks it left", before);
    await play(text, async (vm) => {
      await vm.step(2);
      const first = vm.sprite("Robot").costumeName;
      await vm.pressKey("a");
      await vm.step(3);
      expect(vm.sprite("Robot").x).toBe(-5);
      expect(vm.sprite("Robot").costumeName).not.toBe(first);
    });
  });
});

describe("answer-side builds, played", () => {
  it("'when the stage is clicked the Boat goes to the mouse': a click on the stage moves it", async () => {
    const before = "// stage\n\n// sprite: Boat\n// x: 0, y: 0\n\n// When you click it: goes to the mouse\nwhen this sprite clicked\ngo to (mouse-pointer v)\n";
    const text = stageClicksAsMessages("when the stage is clicked the Boat goes to the mouse", before);
    await play(text, async (vm) => {
      await vm.step(2);
      vm.moveMouse(120, 80);
      const stage = vm.vm.runtime.getTargetForStage();
      vm.vm.runtime.startHats("event_whenstageclicked", undefined, stage ?? undefined);
      await vm.step(5);
      expect(vm.sprite("Boat").x).toBe(120);
      expect(vm.sprite("Boat").y).toBe(80);
    });
  });

  it("'no green flag, only the x key': the flag does nothing, the key moves and speaks", async () => {
    const before = "// stage\n\n// sprite: Crab\n// x: 0, y: 0\n\nwhen green flag clicked\nmove (15) steps\n\nwhen [x v] key pressed\nsay [Snap] for (1) seconds\n";
    const text = startOnTheOnlyKey("the Crab moves 15 steps and says Snap each time I press x; no green flag", before);
    await play(text, async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Crab").x).toBe(0);
      await vm.pressKey("x");
      await vm.step(3);
      expect(vm.sprite("Crab").x).toBe(15);
      expect(vm.saidTexts).toContain("Snap");
    });
  });
});
