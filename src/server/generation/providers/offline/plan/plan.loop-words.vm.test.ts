// Issue 26 (decision 1710): loops and messages said in words, played in scratch-vm (headless, on a
// virtual clock). Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

/** Puts the Bulb in its Off costume, so a switch to On shows. */
const switchOff = (vm: TVmRun) => {
  const bulb = vm.vm.runtime.getSpriteTargetByName("Bulb") as unknown as { setCostume: (index: number) => void; getCostumeIndexByName: (name: string) => number };
  bulb.setCostume(bulb.getCostumeIndexByName("Off"));
};

/** Every line the engine's speech bubbles said, in order (the engine's SAY event: target, "say" or "think", then the text). */
const listen = (vm: TVmRun): string[] => {
  const said: string[] = [];
  vm.vm.runtime.on("SAY", (...args: unknown[]) => {
    const text = String(args[2] ?? "");
    if (text) said.push(text);
  });
  return said;
};

describe("loops said in words, played", () => {
  it("'then 5 times says count and changes count by 1': says 1, 2, 3, 4, 5", async () => {
    await playAnswer("the Teacher sets count to 1, then 5 times says count for 1 second and changes count by 1", async (vm) => {
      const said = listen(vm);
      await vm.step(60 * 7);
      expect(said).toEqual(["1", "2", "3", "4", "5"]);
      expect(Number(vm.sprite("Teacher").variables.count)).toBe(6);
    });
  });

  it("'and, 4 times, says n times n': says the squares 1, 4, 9, 16", async () => {
    await playAnswer("the Robot sets n to 1 and, 4 times, says n times n for 1 second and changes n by 1", async (vm) => {
      const said = listen(vm);
      await vm.step(60 * 6);
      expect(said).toEqual(["1", "4", "9", "16"]);
    });
  });

  it("', then ... 3 times': the line said first is said once, the counted part three times", async () => {
    await playAnswer('the Owl says "Ready" at the start, then says "Hoot" for 1 second and waits 0.5 seconds, 3 times', async (vm) => {
      const said = listen(vm);
      await vm.step(60 * 8);
      expect(said).toEqual(["Ready", "Hoot", "Hoot", "Hoot"]);
    });
  });

  it("'y up 50, wait 0.5, y down 50' on space: up, then back where it was", async () => {
    await playAnswer("the Frog jumps when I press space: y up 50, wait 0.5 seconds, y down 50", async (vm) => {
      await vm.step(5);
      const start = vm.sprite("Frog").y;
      vm.vm.runtime.startHats("event_whenkeypressed", { KEY_OPTION: "space" });
      await vm.step(10);
      expect(vm.sprite("Frog").y).toBe(start + 50);
      await vm.step(40);
      expect(vm.sprite("Frog").y).toBe(start);
    });
  });
});

describe("a message said in words, played", () => {
  it("a click on the Button lights the Bulb, which goes off a second later", async () => {
    await playAnswer("when the Button is clicked it broadcasts a message; the Bulb then switches costume to On, waits 1 second and switches to Off.", async (vm) => {
      await vm.step(5);
      switchOff(vm);
      expect(vm.sprite("Bulb").costumeName).toBe("Off");
      vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName("Button"));
      await vm.step(10);
      expect(vm.sprite("Bulb").costumeName).toBe("On");
      await vm.step(60);
      expect(vm.sprite("Bulb").costumeName).toBe("Off");
    });
  });

  it("a click on the Bulb itself does nothing", async () => {
    await playAnswer("when the Button is clicked it broadcasts a message; the Bulb then switches costume to On, waits 1 second and switches to Off.", async (vm) => {
      await vm.step(5);
      switchOff(vm);
      vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName("Bulb"));
      await vm.step(10);
      expect(vm.sprite("Bulb").costumeName).toBe("Off");
    });
  });

  it("'when the Phone receives signal': the Phone speaks only after the Dish is clicked", async () => {
    await playAnswer('when the Dish is clicked it turns 15 degrees and broadcasts signal; when the Phone receives signal it says "Hello!".', async (vm) => {
      const said = listen(vm);
      await vm.step(30);
      expect(said).toEqual([]);
      vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName("Dish"));
      await vm.step(10);
      expect(said).toEqual(["Hello!"]);
    });
  });
});
