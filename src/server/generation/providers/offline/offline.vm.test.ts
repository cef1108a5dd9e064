// Issue 15: for 60 of the test requests, each behaviour they ask for is run in Scratch's real
// engine (scratch-vm, headless, on a virtual clock). The program is exported with toProjectJson,
// the trigger really happens (green flag, key held down, sprite clicked), and what the child would
// see is compared with a control run where the trigger does not happen: the sprite must really
// move when the key is pressed, the score must really change on the click, and so on.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectToProjectJson } from "../../../../blocks";
import { loadInVm, type TSpriteState, type TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { CORPUS } from "./corpus";
import { parseAnswer } from "./offline.answer-parse";
import { composeRequest } from "./offline.compose";

/**
 * Actions a child can see on the stage, and how to read each from a run, frame by frame. (Size is
 * not here: without a renderer, scratch-vm ignores size changes.)
 */
const SEEN: Record<string, (frames: TFrame[]) => string> = {
  move: (f) => f.map((s) => `${Math.round(s.sprite.x)},${Math.round(s.sprite.y)}`).join(" "),
  random: (f) => f.map((s) => `${Math.round(s.sprite.x)},${Math.round(s.sprite.y)}`).join(" "),
  jump: (f) => String(Math.round(Math.max(...f.map((s) => s.sprite.y)))),
  turn: (f) => f.map((s) => Math.round(s.sprite.direction)).join(" "),
  say: (f) => String(f.at(-1)?.said.filter((t) => !t.startsWith("think:")).length),
  think: (f) => String(f.at(-1)?.said.filter((t) => t.startsWith("think:")).length),
  colour: (f) => f.map((s) => s.sprite.effects.color ?? 0).join(" "),
  ghost: (f) => f.map((s) => s.sprite.effects.ghost ?? 0).join(" "),
  hide: (f) => f.map((s) => (s.sprite.visible ? 1 : 0)).join(""),
  costume: (f) => f.map((s) => s.sprite.costumeIndex).join(""),
  score: (f) => f.map((s) => JSON.stringify(s.sprite.variables)).join(" "),
  clone: (f) => String(Math.max(...f.map((s) => s.clones))),
};

interface TFrame {
  sprite: TSpriteState;
  said: string[];
  clones: number;
}

const KEY_NAMES: Record<string, string> = { space: " ", "up arrow": "ArrowUp", "down arrow": "ArrowDown", "left arrow": "ArrowLeft", "right arrow": "ArrowRight" };

/** The first 60 requests whose every behaviour can be seen (not touching, which needs a renderer). */
const RUNNABLE = CORPUS.filter((request) =>
  !request.noVm && request.expect.every((pair) => {
    const [trigger = "", action = ""] = pair.split(">");
    return (trigger === "flag" || trigger === "click" || trigger.startsWith("key:")) && SEEN[action] !== undefined;
  }),
).slice(0, 60);

// A seeded Math.random for both runs, so "go to a random place" lands in the same spot unless
// the trigger moved it.
const realRandom = Math.random;
function seedRandom(seed: number): void {
  let state = seed;
  Math.random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
beforeEach(() => seedRandom(15));
afterEach(() => {
  Math.random = realRandom;
});

/** Long enough for "after 3 seconds". */
const FRAMES_AFTER = 200;

/** Runs the program; fires the trigger unless `control`; returns the frames after it. */
async function runWith(project: object, trigger: string, control: boolean): Promise<TFrame[]> {
  seedRandom(15);
  const vm: TVmRun = await loadInVm(project, { workMsPerIteration: 7 });
  // away from the sprite, so following or facing the mouse shows
  vm.moveMouse(120, 80);
  try {
    const frame = (): TFrame => ({ sprite: vm.sprite(), said: [...vm.saidTexts], clones: vm.cloneCount() });
    const frames: TFrame[] = [];
    if (trigger === "flag") {
      if (!control) vm.greenFlag();
      for (let i = 0; i < FRAMES_AFTER; i++) {
        await vm.step(1);
        frames.push(frame());
      }
      return frames;
    }
    vm.greenFlag();
    await vm.step(10);
    frames.push(frame());
    if (!control && trigger === "click") {
      const target = vm.vm.runtime.targets.find((t) => !t.isStage && t.isOriginal);
      vm.vm.runtime.startHats("event_whenthisspriteclicked", undefined, target);
    }
    const key = trigger.startsWith("key:") ? trigger.slice(4) : undefined;
    const name = key === undefined ? undefined : (KEY_NAMES[key] ?? key);
    for (let i = 0; i < FRAMES_AFTER; i++) {
      // held for 8 frames, as a child presses a key: a "when key pressed" hat and a forever loop
      // that checks "key pressed?" both see it
      if (name !== undefined && !control && i === 0) vm.vm.runtime.ioDevices.keyboard.postData({ key: name, isDown: true });
      if (name !== undefined && !control && i === 8) vm.vm.runtime.ioDevices.keyboard.postData({ key: name, isDown: false });
      await vm.step(1);
      frames.push(frame());
    }
    return frames;
  } finally {
    vm.dispose();
  }
}

describe("60 test requests, run in Scratch's engine: each behaviour really happens on its trigger", () => {
  it("has 60 requests whose behaviours can be seen", () => {
    expect(RUNNABLE).toHaveLength(60);
  });

  it.each(RUNNABLE.map((request) => [request.prompt, request.expect] as const))("%s", async (prompt, expected) => {
    const answer = composeRequest(prompt);
    if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
    const parsed = parseAnswer(answer.program.text);
    expect(parsed.diagnostics).toEqual([]);
    const project = projectToProjectJson(parsed.project);
    for (const pair of expected) {
      const [trigger = "", action = ""] = pair.split(">");
      const seen = SEEN[action] as (frames: TFrame[]) => string;
      const withTrigger = seen(await runWith(project, trigger, false));
      const without = seen(await runWith(project, trigger, true));
      expect(withTrigger, `${pair}: nothing changed on the stage\n${answer.program.text}`).not.toBe(without);
    }
  });
});
