import { performance } from "node:perf_hooks";
import minilog from "minilog";
import VirtualMachine, { type TVmTarget } from "scratch-vm";
import { normalizeBlocksText, parseProject, projectToProjectJson } from "../../../blocks";
import { seededRandom } from "../../../shared/seeded-random";
import { fightingScripts, listenedInputs, withSilentMusic, type TJsonTarget } from "./behaviour.static";
import type { TBehaviourOptions, TBehaviourProblem, TBehaviourReport } from "./behaviour.types";

/**
 * The behaviour check (issue 26): any provider's answer — project text or project.json — is run
 * headless in Scratch's own engine (scratch-vm) for a few simulated seconds, with the inputs it
 * listens to pressed, and comes back with what a child would meet: it stops itself at once, a
 * key or click of its own does nothing, two scripts fight over one sprite.
 *
 * The engine reads the time through Date.now, waits through setTimeout and draws random numbers
 * through Math.random (seeded here, so one answer always gets one report). The check gives it a
 * virtual clock only while its own code runs synchronously (loading aside), and puts the real
 * ones back before anything else can run, so it is safe beside other requests; in a worker
 * thread (issue 29) nothing else shares its globals at all. The CPU budget is wall time per run.
 */

const FRAME_MS = 1000 / 30;
/** Seeds the run's random numbers, so a program that picks at random gets the same report each time. */
const RANDOM_SEED = 1;
const DEFAULT_SECONDS = 3;
const DEFAULT_BUDGET_MS = 2_000;
/** Frames a key is held down, and frames the run waits for a reaction after letting go. */
const HOLD_FRAMES = 8;
const AFTER_FRAMES = 6;

minilog.disable();

/** Scratch's key names as the browser's keyboard reports them, which the engine's keyboard reads. */
const DOM_KEYS: Record<string, string> = { space: " ", "right arrow": "ArrowRight", "left arrow": "ArrowLeft", "up arrow": "ArrowUp", "down arrow": "ArrowDown", enter: "Enter", any: "a" };

interface TProjectJson {
  targets: TJsonTarget[];
}

function projectJsonOf(input: string | object): TProjectJson {
  if (typeof input === "object") return input as TProjectJson;
  const trimmed = input.trim();
  if (trimmed.startsWith("{")) return JSON.parse(trimmed) as TProjectJson;
  const { project } = parseProject(normalizeBlocksText(input));
  return projectToProjectJson(project) as unknown as TProjectJson;
}

interface TClock {
  now: number;
  /** The run's own random numbers (pick random, random positions): one answer, one report, every time. */
  random: () => number;
  timers: { id: number; due: number; run: () => void }[];
  nextId: number;
}

/** Runs `work` with the engine's clock and timers virtual; the real ones are back when it returns. */
function withVirtualClock<T>(clock: TClock, work: () => T): T {
  const realNow = Date.now;
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const realRandom = Math.random;
  Date.now = () => clock.now;
  Math.random = clock.random;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = { id: (clock.nextId += 1), due: clock.now + (ms ?? 0), run: () => callback(...args) };
    clock.timers.push(timer);
    return timer.id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: unknown) => {
    clock.timers = clock.timers.filter((timer) => timer.id !== id);
  }) as typeof clearTimeout;
  try {
    return work();
  } finally {
    Date.now = realNow;
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClearTimeout;
    Math.random = realRandom;
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The engine times every project it loads with performance.mark and performance.measure, and
 * Node keeps every mark and measure on the process's timeline until someone clears it: a server
 * would hold three more entries for every answer it checks, for as long as it runs (issue 25's
 * soak). Nothing reads them, so the engine's own entries go once a load is over.
 */
function forgetEngineTimings(): void {
  const names = new Set([...performance.getEntriesByType("mark"), ...performance.getEntriesByType("measure")].map((entry) => entry.name).filter((name) => name.startsWith("scratch-vm")));
  for (const name of names) {
    performance.clearMarks(name);
    performance.clearMeasures(name);
  }
}

/**
 * The engine warns once per missing translation of an extension's menus: expected, with no editor.
 * One filter, shared by every load running at once, is installed by the first and removed by the
 * last (issue 25). Each load used to put its own wrapper in and the one it found back: when loads
 * overlapped and the first finished first, the second put the first's wrapper back for good, and
 * every later load wrapped it again, each wrapper keeping a whole engine alive.
 */
let loadsRunning = 0;
let warnBeforeLoads: typeof console.warn = console.warn;
const warnWithoutTranslations = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("Translation for ")) return;
  warnBeforeLoads(...args);
};

async function withoutTranslationWarnings<T>(load: () => Promise<T>): Promise<T> {
  if (loadsRunning === 0) {
    warnBeforeLoads = console.warn;
    console.warn = warnWithoutTranslations;
  }
  loadsRunning += 1;
  try {
    return await load();
  } finally {
    loadsRunning -= 1;
    // Someone who replaced console.warn meanwhile keeps their own.
    if (loadsRunning === 0 && console.warn === warnWithoutTranslations) console.warn = warnBeforeLoads;
  }
}

/** What a child sees of every sprite and clone, and every variable: changes here are reactions. */
function snapshot(vm: VirtualMachine): string {
  return JSON.stringify(
    vm.runtime.targets.map((target: TVmTarget) => {
      const bubble = target.getCustomState("Scratch.looks") as { text?: string } | undefined;
      const values = Object.values(target.variables).map((variable) => (Array.isArray(variable.value) ? variable.value.length : variable.value));
      return [target.isStage, Math.round(target.x), Math.round(target.y), Math.round(target.direction), Math.round(target.size), target.visible, target.currentCostume, target.effects, bubble?.text ?? "", values];
    }),
  );
}

/** The sprite methods after which Scratch, drawing the stage, redraws a visible sprite. */
const SEEN_CHANGES = ["setXY", "setDirection", "setSize", "setVisible", "setEffect", "clearEffects", "setCostume"] as const;
const REDRAWS = Symbol("redraws when seen to change");

/**
 * With a renderer, moving or changing a visible sprite asks for a redraw, and a loop then waits
 * for the next frame: a jump (up 14, then falling back) takes frames to play. With no renderer
 * nothing asks, so a frame ran loop after loop and a whole jump came and went inside one frame,
 * as if the key did nothing. The sprites of this engine ask for the redraw as they would on a
 * stage (once per engine: every sprite, clones too, shares these methods).
 */
function redrawWhenSeenToChange(vm: VirtualMachine): void {
  const sprite = vm.runtime.targets.find((target: TVmTarget) => !target.isStage) ?? vm.runtime.targets[0];
  if (!sprite) return;
  const shared = Object.getPrototypeOf(sprite) as Record<string | symbol, unknown>;
  if (shared[REDRAWS]) return;
  shared[REDRAWS] = true;
  for (const name of SEEN_CHANGES) {
    const original = shared[name];
    if (typeof original !== "function") continue;
    shared[name] = function (this: { renderer?: unknown; visible: boolean; runtime: { requestRedraw: () => void } }, ...args: unknown[]) {
      const result: unknown = original.apply(this, args);
      if (!this.renderer && (this.visible || name === "setVisible")) this.runtime.requestRedraw();
      return result;
    };
  }
}

export async function checkBehaviour(input: string | object, options: TBehaviourOptions = {}): Promise<TBehaviourReport> {
  const seconds = options.seconds ?? DEFAULT_SECONDS;
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const started = performance.now();
  let json: TProjectJson;
  try {
    json = projectJsonOf(input);
  } catch (error) {
    return { ran: false, seconds: 0, problems: [{ code: "does-not-load", message: `It could not be read as a project: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const problems: TBehaviourProblem[] = [...fightingScripts(json.targets)];
  const listened = listenedInputs(json.targets);
  const vm = new VirtualMachine();
  try {
    const extensions = ((json as { extensions?: string[] }).extensions ?? []).filter((id) => id !== "music");
    try {
      await withoutTranslationWarnings(() => vm.loadProject({ ...json, extensions, targets: withSilentMusic(json.targets) }));
    } finally {
      forgetEngineTimings();
    }
  } catch (error) {
    return { ran: false, seconds: 0, problems: [...problems, { code: "does-not-load", message: `Scratch could not load it: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const clock: TClock = { now: 0, timers: [], nextId: 0, random: seededRandom(RANDOM_SEED) };
  let stoppedAt: number | undefined;
  // the green flag itself stops everything first: only a stop after it counts
  let flagged = false;
  vm.runtime.on("PROJECT_STOP_ALL", () => {
    if (flagged) stoppedAt ??= clock.now;
  });
  let threadsStarted = 0;
  const startHats = vm.runtime.startHats.bind(vm.runtime);
  vm.runtime.startHats = (opcode, fields, target) => {
    const threads = startHats(opcode, fields, target);
    threadsStarted += threads?.length ?? 0;
    return threads;
  };
  redrawWhenSeenToChange(vm);
  // start() sets the frame length and a real interval; the check steps frames itself
  withVirtualClock(clock, () => vm.start());
  if (vm.runtime._steppingInterval) clearInterval(vm.runtime._steppingInterval);
  vm.runtime._steppingInterval = null;
  let workClock = 0;
  // with no renderer a frame would run loops until its work time is used up: bound it by count instead
  vm.runtime.sequencer.timer.nowObj = { now: () => (workClock += 2) };

  const totalFrames = Math.round((seconds * 1000) / FRAME_MS);
  let frames = 0;
  const outOfBudget = () => performance.now() - started > budgetMs;
  const step = async (count: number) => {
    for (let i = 0; i < count && frames < totalFrames && !outOfBudget(); i++) {
      withVirtualClock(clock, () => {
        clock.now += FRAME_MS;
        for (;;) {
          const due = clock.timers.filter((timer) => timer.due <= clock.now).sort((a, b) => a.due - b.due)[0];
          if (!due) break;
          clock.timers = clock.timers.filter((timer) => timer !== due);
          due.run();
        }
        vm.runtime._step();
      });
      frames++;
      await settle();
    }
  };
  try {
    vm.runtime.ioDevices.mouse.postData({ x: 240, y: 180, canvasWidth: 480, canvasHeight: 360 });
    withVirtualClock(clock, () => vm.greenFlag());
    flagged = true;
    const inputs = listened.keys.length + listened.clickedSprites.length + (listened.stageClicked ? 1 : 0);
    await step(inputs > 0 ? Math.round(totalFrames / 3) : totalFrames);
    if (stoppedAt !== undefined && stoppedAt <= 1000) {
      problems.push({ code: "stops-at-once", message: `It stops everything ${stoppedAt < 100 ? "as soon as it starts" : `after ${(stoppedAt / 1000).toFixed(1)} seconds`}, before anyone could play.` });
    }
    const tryInput = async (what: string, sprite: string | undefined, press: () => void, release: () => void) => {
      if (frames >= totalFrames || outOfBudget()) return;
      if (stoppedAt !== undefined) {
        // it ended (a game over): start it again, so its loops are listening when the input comes
        flagged = false;
        withVirtualClock(clock, () => vm.greenFlag());
        flagged = true;
      }
      const before = snapshot(vm);
      const threadsBefore = threadsStarted;
      withVirtualClock(clock, press);
      await step(HOLD_FRAMES);
      withVirtualClock(clock, release);
      await step(AFTER_FRAMES);
      if (threadsStarted === threadsBefore && snapshot(vm) === before) {
        problems.push({ code: "no-reaction", message: `It listens for ${what}, but nothing happens when you do it.`, ...(sprite ? { sprite } : {}) });
      }
    };
    for (const key of listened.keys) {
      const domKey = DOM_KEYS[key] ?? key;
      const keyboard = vm.runtime.ioDevices.keyboard;
      await tryInput(key === "any" ? "any key" : `the ${key} key`, undefined, () => keyboard.postData({ key: domKey, isDown: true }), () => keyboard.postData({ key: domKey, isDown: false }));
    }
    for (const name of listened.clickedSprites) {
      const target = vm.runtime.getSpriteTargetByName(name);
      if (target) await tryInput(`a click on ${name}`, name, () => vm.runtime.startHats("event_whenthisspriteclicked", undefined, target), () => undefined);
    }
    if (listened.stageClicked) {
      const stage = vm.runtime.getTargetForStage();
      await tryInput("a click on the stage", "Stage", () => vm.runtime.startHats("event_whenstageclicked", undefined, stage), () => undefined);
    }
    await step(totalFrames - frames);
  } finally {
    withVirtualClock(clock, () => {
      vm.stopAll();
      vm.runtime.quit();
    });
  }
  return { ran: true, seconds: Math.round(frames * FRAME_MS) / 1000, problems };
}
