// Issue 26, decision 580: clauses written as Scratch block text, brackets that say which block a
// phrase means, a loop that lasts until a sensed value, played in scratch-vm.
import { describe, expect, it } from "vitest";
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { playAnswer } from "../test-support/answer-in-vm";

const click = (vm: TVmRun, sprite: string) => vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, vm.vm.runtime.getSpriteTargetByName(sprite));
const press = async (vm: TVmRun, key: string) => {
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
  await vm.step(2);
  vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
  await vm.step(2);
};

describe("block words", () => {
  it("a variable the request names, changed in a loop and set by a key: the sprite falls, and the key throws it up", async () => {
    const text = await playAnswer("Create a variable called fallspeed. Forever: change fallspeed by -2, then change y by fallspeed. When the b key is pressed set fallspeed to 14.", async (vm) => {
      await vm.step(5);
      expect(vm.sprite("Sprite1").y).toBeLessThan(-10);
      expect(Number(vm.stage().variables.fallspeed)).toBeLessThan(0);
      const low = vm.sprite("Sprite1").y;
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "b", isDown: true });
      await vm.step(1);
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "b", isDown: false });
      await vm.step(3);
      expect(vm.sprite("Sprite1").y).toBeGreaterThan(low);
    });
    expect(text).toMatch(/change \[fallspeed v\] by \(-2\)/);
    expect(text).toMatch(/change y by \(fallspeed\)/);
    expect(text).toMatch(/set \[fallspeed v\] to \(14\)/);
  });

  it("'set y to -100, wait 2 seconds, change color effect by 50' on a key: each block with its own numbers", async () => {
    const text = await playAnswer("When I press the k key set y to -100, wait 2 seconds, then change color effect by 50", async (vm) => {
      await vm.step(2);
      await press(vm, "k");
      expect(vm.sprite("Sprite1").y).toBe(-100);
    });
    expect(text).toMatch(/set y to \(-100\)\nwait \(2\) seconds\nchange \[color v\] effect by \(50\)/);
  });
});

describe("brackets that say which block a phrase means", () => {
  it("'make the frog tiny (size 30)': the size is set to 30, never made 30 smaller", async () => {
    // (scratch-vm changes a size only with a renderer, so the block is checked as written)
    const text = await playAnswer("make the frog tiny (size 30)", async (vm) => {
      await vm.step(3);
    });
    expect(text).toMatch(/set size to \(30\) %/);
    expect(text).not.toMatch(/change size/);
  });

  it("'the frog hops over to the right (x 150)' on a key: the frog is at x 150", async () => {
    await playAnswer("when I press the r key the frog hops over to the right (x 150)", async (vm) => {
      await vm.step(2);
      await press(vm, "r");
      expect(vm.sprite("Frog").x).toBe(150);
    });
  });

  it("'it vanishes (hide)' when clicked: the click hides it", async () => {
    await playAnswer("when I click the bubble it vanishes (hide)", async (vm) => {
      await vm.step(2);
      expect(vm.sprite("Bubble").visible).toBe(true);
      click(vm, "Bubble");
      await vm.step(2);
      expect(vm.sprite("Bubble").visible).toBe(false);
    });
  });
});

describe("until a sensed value", () => {
  it("'moves 6 steps at a time until its x position is more than 150, then says ...': it stops past 150 and speaks", async () => {
    await playAnswer("the snail moves 6 steps at a time until its x position is more than 150, then it says \"Finish!\"", async (vm) => {
      await vm.step(40);
      const x = vm.sprite("Snail").x;
      expect(x).toBeGreaterThan(150);
      expect(x).toBeLessThan(160);
      expect(vm.saidTexts).toContain("Finish!");
    });
  });

  it("', again and again, until it touches the fox': the hen walks towards the fox in one loop that ends at the touch", async () => {
    // (touching needs a renderer, which the headless engine has not: the loop's end is checked as written)
    const text = await playAnswer("the hen points towards the fox and moves 5 steps, again and again, until it touches the fox", async (vm) => {
      await vm.step(2);
      const { x } = vm.sprite("Hen");
      await vm.step(10);
      expect(vm.sprite("Hen").x).toBeGreaterThan(x + 20);
    });
    expect(text).toMatch(/repeat until <touching \(Fox v\)\?>\n {2}point towards \(Fox v\)\n {2}move \(5\) steps\nend/);
  });
});

describe("a variable described in prose", () => {
  it("'a variable called fuel which starts at 3 ... when fuel is 0 it says ... and everything stops': the line is said at 0, then all stops", async () => {
    const text = await playAnswer("a variable called fuel which starts at 3 and goes down by 1 every 1 seconds. When it reaches zero the boat says \"Empty!\" and everything stops.", async (vm) => {
      await vm.step(2);
      // (it goes down once at the start, then every second)
      expect(Number(vm.stage().variables.fuel)).toBe(2);
      expect(vm.saidTexts).toEqual([]);
      await vm.step(130);
      expect(vm.saidTexts).toContain("Empty!");
      // (the line is said for 2 seconds, then everything stops: the fuel no longer goes down)
      await vm.step(100);
      const fuel = Number(vm.stage().variables.fuel);
      await vm.step(90);
      expect(Number(vm.stage().variables.fuel)).toBe(fuel);
    });
    expect(text).not.toMatch(/sprite: Everything/);
  });

  it("'when ticks is 4' after 'a variable called ticks that starts at 1, ...': the start is 1, and 4 is the condition", async () => {
    const text = await playAnswer("the robot has a variable called ticks that starts at 1, when ticks is 4 the robot says \"Ding\"", async (vm) => {
      await vm.step(2);
      expect(Number(vm.stage().variables.ticks)).toBe(1);
      expect(vm.saidTexts).toEqual([]);
    });
    expect(text).toMatch(/if <\(ticks\) = \(4\)> then\n {4}say \[Ding\]/);
  });
});

describe("keys checked in a loop when the request asks for 'if key pressed'", () => {
  it("'... use forever and if key pressed, not the when key pressed block': a held key keeps moving it, with no key hat", async () => {
    const text = await playAnswer("When the d key is pressed change x by 4. When the a key is pressed change x by -4. Use forever and if key pressed, not the when key pressed block.", async (vm) => {
      await vm.step(2);
      const { x } = vm.sprite("Sprite1");
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "d", isDown: true });
      await vm.step(10);
      vm.vm.runtime.ioDevices.keyboard.postData({ key: "d", isDown: false });
      await vm.step(2);
      expect(vm.sprite("Sprite1").x).toBeGreaterThanOrEqual(x + 36);
    });
    expect(text).not.toMatch(/key pressed\n/);
    expect(text).toMatch(/if <key \(a v\) pressed\?> then\n {4}change x by \(-4\)/);
  });
});
