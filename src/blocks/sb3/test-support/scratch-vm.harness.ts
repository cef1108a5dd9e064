// Test-only: runs a project in the real Scratch engine (scratch-vm 4.8.115, BSD) headless in
// Node, with a clock the test controls, and reads back what a child would see on the stage.
// First: scratch-vm keeps the fetch it finds when it loads (see offline-fetch.ts).
import { offlineFetch } from "./offline-fetch";
import VirtualMachine, { type TVmTarget, type TVmVariable } from "scratch-vm";
import ScratchStorage from "scratch-storage";
import minilog from "minilog";
import { seededRandom } from "../../../shared/seeded-random";

// The engine logs a warning per missing translation and per asset it cannot render; with no
// renderer in Node those are expected and would bury real test output.
minilog.disable();
const realWarn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("Translation for ")) return;
  realWarn(...args);
};

/** Frame length of Scratch's default (60 fps) mode, in milliseconds. */
export const FRAME_MS = 1000 / 60;

export interface TSpriteState {
  name: string;
  x: number;
  y: number;
  direction: number;
  size: number;
  visible: boolean;
  costumeName: string;
  costumeIndex: number;
  rotationStyle: string;
  /** Variables visible to this sprite (its own and the stage's), by name. */
  variables: Record<string, unknown>;
  /** Lists visible to this sprite (its own and the stage's), by name. */
  lists: Record<string, unknown[]>;
  /** The say/think bubble currently shown, or null. */
  bubble: { type: string; text: string } | null;
  isPenDown: boolean;
  penColor: number | null;
  penSize: number | null;
  effects: Record<string, number>;
  volume: number;
}

export interface TVmRun {
  vm: VirtualMachine;
  /** Virtual milliseconds since the harness started. */
  now(): number;
  greenFlag(): void;
  /**
   * Steps `count` frames, advancing the virtual clock by one frame each, firing the engine's
   * timers that fall due and letting its promises (ask, say-for-secs) settle in between.
   */
  step(count?: number): Promise<void>;
  /** Steps until no thread is running (or `maxFrames` is reached); returns frames stepped. */
  runUntilIdle(maxFrames?: number): Promise<number>;
  pressKey(key: string): Promise<void>;
  /** Puts the mouse-pointer at stage coordinates (it starts at the centre). */
  moveMouse(x: number, y: number): void;
  sprite(name?: string): TSpriteState;
  stage(): { variables: Record<string, unknown>; lists: Record<string, unknown[]>; backdropName: string };
  cloneCount(name?: string): number;
  /** Every say/think event in order, as "text" (think bubbles as "think:text"). */
  saidTexts: string[];
  /** Names of broadcasts whose "when I receive" hats were started, in order. */
  broadcastsReceived: string[];
  /** Unhandled rejections the engine raised that the harness swallowed (Music's audio). */
  swallowed: string[];
  dispose(): void;
}

// Blocks that wait (wait, glide, timer, music rests) read Date.now() directly, so the virtual
// clock replaces it for the whole run; the harness puts the real one back on dispose.
const realDateNow = Date.now;
// "say for secs" and "think for secs" wait on setTimeout; the harness runs those timers on the
// virtual clock too. The test runner keeps its own references to the real timers.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

// The Music extension decodes its samples on load; with no audio engine in Node it rejects
// with "No Audio Context Detected" and nobody catches it. Only that message is swallowed.
const AUDIO_REJECTION = /No Audio Context/;
const swallowedSink: string[][] = [];
function onUnhandledRejection(reason: unknown): void {
  const text = reason instanceof Error ? reason.message : String(reason);
  // Anything else is left to the test runner's own handler, which fails the test run.
  if (!AUDIO_REJECTION.test(text)) return;
  for (const sink of swallowedSink) sink.push(text);
}
// Installed once for the test file's process: Music's rejection can surface after a run ends.
process.on("unhandledRejection", onUnhandledRejection);

function readData(target: TVmTarget, into: { variables: Record<string, unknown>; lists: Record<string, unknown[]> }): void {
  for (const variable of Object.values(target.variables) as TVmVariable[]) {
    if (variable.type === "list") into.lists[variable.name] = [...(variable.value as unknown[])];
    else if (variable.type === "") into.variables[variable.name] = variable.value;
  }
}

export interface TLoadOptions {
  /** Steps the engine takes per read of the work timer; bounds how much runs in one frame. */
  workMsPerIteration?: number;
  /**
   * Seeds Math.random for the run (pick random, random positions), so two runs can be compared.
   * Every run is seeded (1 unless told): a test that passes on one random draw and fails on
   * another is a flaky test, and a flaky test in CI stops a whole session's work from landing.
   */
  seed?: number;
}

// One seeded generator for the whole project (src/shared/seeded-random.ts).
export { seededRandom };
const realRandom = Math.random;
const DEFAULT_SEED = 1;

/**
 * Loads a project (a .sb3 archive or project.json text/object) into a fresh VM. The costume
 * assets inside a .sb3 are read through scratch-storage, as Scratch's own loader does.
 */
// Node 20 has no navigator; Translate asks it for the viewer's language, as a browser answers.
if (typeof globalThis.navigator === "undefined") Object.defineProperty(globalThis, "navigator", { value: { language: "en" }, configurable: true });
// scratch-vm's fetch (Text to Speech, Translate) reads window.AbortController, which every browser
// has. Only that is given: the engine's other window checks (performance, atob) still see Node.
if (typeof (globalThis as { window?: unknown }).window === "undefined") Object.defineProperty(globalThis, "window", { value: { AbortController }, configurable: true });

/**
 * Video Sensing measures motion in the picture Scratch's renderer draws, which Scratch always has
 * and Node does not: such a project loads here but is not stepped.
 */
export const runsHeadless = (extensions: readonly string[]): boolean => !extensions.includes("videoSensing");

function offlineStorage(): ScratchStorage {
  const storage = new ScratchStorage() as ScratchStorage & { scratchFetch: Record<string, unknown> };
  Object.defineProperty(storage, "scratchFetch", { value: { ...storage.scratchFetch, scratchFetch: offlineFetch } });
  return storage;
}

export async function loadInVm(project: Uint8Array | string | object, options: TLoadOptions = {}): Promise<TVmRun> {
  let virtualNow = 0;
  let disposed = false;
  Date.now = () => virtualNow;
  Math.random = seededRandom(options.seed ?? DEFAULT_SEED);
  const swallowed: string[] = [];
  swallowedSink.push(swallowed);

  const vm = new VirtualMachine();
  // An archive carries its costumes, which Scratch reads through its storage module. For bare
  // JSON there is nothing to read, and with storage attached the VM would try the network and
  // then a renderer we do not have.
  // Scratch hands the storage's fetch to its extensions too, so that one is kept offline as well.
  if (project instanceof Uint8Array) vm.attachStorage(offlineStorage());
  const saidTexts: string[] = [];
  const broadcastsReceived: string[] = [];
  vm.runtime.on("SAY", (...args: unknown[]) => {
    const [, type, text] = args as [TVmTarget, string, string];
    if (text === "") return;
    saidTexts.push(type === "think" ? `think:${text}` : String(text));
  });
  const startHats = vm.runtime.startHats.bind(vm.runtime);
  vm.runtime.startHats = (opcode, matchFields, target) => {
    const started = startHats(opcode, matchFields, target);
    if (opcode === "event_whenbroadcastreceived" && started && started.length > 0) {
      // The engine matches hats on the upper-cased name; report the name as the project declares it.
      const matched = String(matchFields?.BROADCAST_OPTION ?? "");
      const declared = Object.values(vm.runtime.getTargetForStage()?.variables ?? {}).find(
        (variable) => variable.type === "broadcast_msg" && variable.name.toUpperCase() === matched,
      );
      broadcastsReceived.push(declared?.name ?? matched);
    }
    return started;
  };

  try {
    const input = project instanceof Uint8Array ? project.slice().buffer : project;
    await vm.loadProject(input as ArrayBuffer | string | object);
  } catch (error) {
    disposeClock();
    throw error;
  }
  interface TVirtualTimer {
    id: number;
    due: number;
    run: () => void;
  }
  let timers: TVirtualTimer[] = [];
  let timerIds = 0;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = { id: (timerIds += 1), due: virtualNow + (ms ?? 0), run: () => callback(...args) };
    timers.push(timer);
    return timer.id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: unknown) => {
    timers = timers.filter((timer) => timer.id !== id);
  }) as typeof clearTimeout;
  const fireDueTimers = () => {
    for (;;) {
      const due = timers.filter((timer) => timer.due <= virtualNow).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!due) return;
      timers = timers.filter((timer) => timer !== due);
      due.run();
    }
  };
  // Scratch's mouse starts undefined until the page posts a position; put it at the centre.
  const moveMouse = (x: number, y: number) =>
    vm.runtime.ioDevices.mouse.postData({ x: x + 240, y: 180 - y, canvasWidth: 480, canvasHeight: 360 });
  moveMouse(0, 0);

  // start() sets the frame length; its interval would step on the real clock, so clear it.
  vm.start();
  if (vm.runtime._steppingInterval) clearInterval(vm.runtime._steppingInterval);
  vm.runtime._steppingInterval = null;
  // With no renderer nothing requests a redraw, so a frame would run loops until the work
  // timer expires; each read of this timer costs `workMsPerIteration`, which bounds a frame
  // to a fixed number of loop iterations instead of depending on the machine's speed.
  const perIteration = options.workMsPerIteration ?? 1;
  let workClock = 0;
  vm.runtime.sequencer.timer.nowObj = { now: () => (workClock += perIteration) };

  function disposeClock(): void {
    if (disposed) return;
    disposed = true;
    Date.now = realDateNow;
    Math.random = realRandom;
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClearTimeout;
    swallowedSink.splice(swallowedSink.indexOf(swallowed), 1);
  }

  function findSprite(name?: string): TVmTarget {
    const sprite = vm.runtime.targets.find((t) => !t.isStage && t.isOriginal && (name === undefined || t.getName() === name));
    if (!sprite) throw new Error(`No sprite ${name ?? ""} in the project`);
    return sprite;
  }

  const run: TVmRun = {
    vm,
    now: () => virtualNow,
    saidTexts,
    broadcastsReceived,
    swallowed,
    greenFlag: () => vm.greenFlag(),
    async step(count = 1) {
      for (let i = 0; i < count; i += 1) {
        virtualNow += FRAME_MS;
        fireDueTimers();
        await settle();
        vm.runtime._step();
        await settle();
      }
    },
    async runUntilIdle(maxFrames = 600) {
      let frames = 0;
      while (frames < maxFrames && (vm.runtime.threads.length > 0 || timers.length > 0)) {
        await run.step();
        frames += 1;
      }
      return frames;
    },
    async pressKey(key: string) {
      vm.runtime.ioDevices.keyboard.postData({ key, isDown: true });
      await run.step();
      vm.runtime.ioDevices.keyboard.postData({ key, isDown: false });
    },
    moveMouse,
    sprite(name?: string): TSpriteState {
      const target = findSprite(name);
      const data = { variables: {} as Record<string, unknown>, lists: {} as Record<string, unknown[]> };
      const stage = vm.runtime.getTargetForStage();
      if (stage) readData(stage, data);
      readData(target, data);
      const bubble = target.getCustomState("Scratch.looks") as { type: string; text: string } | undefined;
      const pen = target.getCustomState("Scratch.pen") as { penDown: boolean; color: number; penAttributes: { diameter: number } } | undefined;
      const costume = target.getCostumes()[target.currentCostume];
      return {
        name: target.getName(),
        x: target.x,
        y: target.y,
        direction: target.direction,
        size: target.size,
        visible: target.visible,
        costumeName: costume?.name ?? "",
        costumeIndex: target.currentCostume,
        rotationStyle: target.rotationStyle,
        variables: data.variables,
        lists: data.lists,
        bubble: bubble && bubble.text !== "" ? { type: bubble.type, text: String(bubble.text) } : null,
        isPenDown: pen?.penDown ?? false,
        penColor: pen ? pen.color : null,
        penSize: pen ? pen.penAttributes.diameter : null,
        effects: { ...target.effects },
        volume: target.volume,
      };
    },
    stage() {
      const stage = vm.runtime.getTargetForStage();
      if (!stage) throw new Error("The project has no stage");
      const data = { variables: {} as Record<string, unknown>, lists: {} as Record<string, unknown[]> };
      readData(stage, data);
      return { ...data, backdropName: stage.getCostumes()[stage.currentCostume]?.name ?? "" };
    },
    cloneCount(name?: string) {
      return vm.runtime.targets.filter((t) => !t.isStage && !t.isOriginal && (name === undefined || t.getName() === name)).length;
    },
    dispose() {
      vm.stopAll();
      vm.runtime.quit();
      disposeClock();
    },
  };
  return run;
}
