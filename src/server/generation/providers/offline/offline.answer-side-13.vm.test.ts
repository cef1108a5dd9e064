// Issue 26, decision 1040: the mended programs played in scratch-vm (wordings of our own): a glide
// to a character is seen on its way, and the mirror key's walk changes costume.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm, type TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { goingTakesTime } from "./offline.going-to";
import { walksBothWays } from "./offline.walk-costumes";

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
