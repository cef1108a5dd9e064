// Issue 26 (decision 1590): a classic's goal and rounds as the child spelled them, played in
// scratch-vm (headless, on a virtual clock): the platformer's Fox reaching the Gate says the line
// and the stage switches to the child's backdrop; hide and seek's Owl plays the child's rounds and a
// click counts in the child's variable.
import { describe, expect, it } from "vitest";
import { FRAME_MS, type TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";
import { touchByDistance } from "../test-support/touch-by-distance";

const play = async (prompt: string, drive: (vm: TVmRun) => Promise<void>) => void (await playAnswer(prompt, drive, touchByDistance));
const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const target = (vm: TVmRun, sprite: string) => vm.vm.runtime.getSpriteTargetByName(sprite) as unknown as { setXY: (x: number, y: number) => void };

describe("a classic's goal and rounds, played", () => {
  it("platformer: the Fox reaching the Gate says Next world! and the backdrop becomes Forest", async () => {
    await play('a platformer: the Fox walks with the arrows 4; falls 2 while not touching the Grass; the up arrow jumps (change y by 9, 6 times); when it touches the Gate it says "Next world!" and switches the backdrop to Forest.', async (vm) => {
      await vm.step(2);
      // (the stage shown on another backdrop first, so the switch is seen)
      const stage = vm.vm.runtime.getTargetForStage() as unknown as { getCostumes: () => { name: string }[]; setCostume: (index: number) => void };
      stage.setCostume(stage.getCostumes().findIndex((costume) => costume.name !== "Forest"));
      expect(vm.stage().backdropName).not.toBe("Forest");
      expect(vm.sprite("Fox").bubble).toBeNull();
      const gate = vm.sprite("Gate");
      target(vm, "Fox").setXY(gate.x, gate.y);
      await vm.step(2);
      expect(vm.sprite("Fox").bubble?.text).toBe("Next world!");
      expect(vm.stage().backdropName).toBe("Forest");
    });
  });

  it("hide and seek: the Owl hides and shows each round, and two clicks make spotted 2", async () => {
    await play('hide and seek for year 2: 3 rounds: the Owl hides, waits 4 seconds, goes to a random position, shows and waits 2 seconds; clicking it makes it say "Spotted!" and adds 1 to spotted.', async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Owl").visible).toBe(false);
      await vm.step(Math.ceil(4500 / FRAME_MS));
      expect(vm.sprite("Owl").visible).toBe(true);
      click(vm, "Owl");
      await vm.step(2);
      expect(vm.sprite("Owl").bubble?.text).toBe("Spotted!");
      click(vm, "Owl");
      await vm.step(2);
      expect(Number(vm.stage().variables.spotted)).toBe(2);
      // after the third round (3 × 6 seconds) the Owl stays shown
      await vm.step(Math.ceil(14000 / FRAME_MS));
      expect(vm.sprite("Owl").visible).toBe(true);
    });
  });

  it("hide and seek: the Fox says 3, 2, 1 a second each while the Rabbit plays its 4 rounds", async () => {
    await play('hide and seek for my nephew: the Fox says 3, 2 and 1, each for 1 second; the Rabbit hides, goes to a random position, waits 1 second and shows, 4 times; clicking the Rabbit makes it say "Got you!".', async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Rabbit").visible).toBe(false);
      await vm.step(Math.ceil(3200 / FRAME_MS));
      expect(vm.saidTexts.slice(0, 3)).toEqual(["3", "2", "1"]);
      await vm.step(Math.ceil(2000 / FRAME_MS));
      expect(vm.sprite("Rabbit").visible).toBe(true);
    });
  });

  it("two dice: pressing r sets a1 and a2 from 1 to 6 and the Table says their sum", async () => {
    await play("a dice game with two dice: when I press r, the Table sets a1 and a2 to random numbers from 1 to 6 and says a1 + a2 for 3 seconds.", async (vm) => {
      await vm.step(2);
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "r", isDown: true });
      await vm.step(2);
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "r", isDown: false });
      const [a1, a2] = [Number(vm.stage().variables.a1), Number(vm.stage().variables.a2)];
      expect(a1).toBeGreaterThanOrEqual(1);
      expect(a2).toBeLessThanOrEqual(6);
      expect(vm.sprite("Table").bubble?.text).toBe(String(a1 + a2));
    });
  });
});
