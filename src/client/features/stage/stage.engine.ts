// The stage's engine: Scratch's own virtual machine, WebGL renderer, audio engine and asset
// storage (the BSD-licensed line, docs/decisions/250-the-stage-in-the-page.md), wired to one
// canvas. This module is the only one that imports them, and only through a dynamic import
// from the stage panel, so their megabytes load when someone presses Run and never before.
import { strFromU8, unzipSync } from "fflate";
import VirtualMachine from "scratch-vm";
import RenderWebGL from "scratch-render";
import ScratchStorage from "scratch-storage";
import type AudioEngine from "scratch-audio";
import { StageBitmapAdapter } from "./stage.bitmap-adapter";
import { guardExtensions, switchOffCloud } from "./stage.safety";
import type { TStageMonitorMap, TStageThread, TStageVm } from "./stage.engine.types";
import { readMonitors, type TStageMonitor } from "./stage.monitors";
import { readEngineScripts, scriptKey, STAGE_OWNER, type TVmScript } from "./stage.scripts";
import { sanitiseProjectSvgs } from "./stage.svg-sanitiser";
import { attachSound } from "./stage.late-sound";
import { markStagePhase } from "./stage.phases";
import { hasScreenSize, sizeCanvasToScreen } from "./stage.canvas-size";

export type TStageEngineEvents = {
  /** Every frame's running scripts (sprite name or "Stage", and the script's first block). */
  onRunningScripts?: (keys: ReadonlySet<string>) => void;
  onMonitors?: (monitors: TStageMonitor[]) => void;
  /** A question to answer: its text ("" when a visible sprite asks it in a bubble), or null when no question waits. */
  onQuestion?: (question: string | null) => void;
  /** Whether any script runs (the green flag's lit state). */
  onRunning?: (isRunning: boolean) => void;
  onRefusedExtension?: (id: string) => void;
  /** The first picture the renderer draws of the loaded project. */
  onFirstFrame?: () => void;
};

export type TStageEngine = {
  vm: TStageVm;
  greenFlag(): void;
  stop(): void;
  setMuted(muted: boolean): void;
  /** Resizes the drawing buffer to the canvas's size on screen (the stage stays 480×360 inside). */
  fitToCanvas(): void;
  key(key: string, isDown: boolean): void;
  pointer(data: { x: number; y: number; width: number; height: number; isDown?: boolean }): void;
  answer(text: string): void;
  /** Runs one script, or stops it when it runs (a click on it in the picture). */
  toggleScript(owner: string, topBlockId: string): void;
  /** Every script of the project, for finding them in the block pictures. */
  scripts(): TVmScript[];
  /** The stage's next frame as a PNG data URL, read from the renderer's own drawing. */
  snapshot(): Promise<string>;
  dispose(): void;
};

/** The part of JSZip's interface the engine's asset loader reads, over fflate's unzipped files. */
function zipOf(files: Record<string, Uint8Array>) {
  const entry = (name: string) => ({ async: () => Promise.resolve(files[name]!) });
  return {
    file(name: string | RegExp) {
      if (typeof name === "string") return name in files ? entry(name) : null;
      return Object.keys(files)
        .filter((candidate) => name.test(candidate))
        .map(entry);
    },
  };
}

/**
 * vm.loadProject first checks the project against Scratch's JSON schema with ajv, which compiles
 * the schema into code with `new Function`: the page's CSP forbids that, rightly. The projects
 * here come from PromptBlocks' own exporter (whose output the tests check with that same schema),
 * so the stage hands them straight to the engine's deserializer, as loadProject does after its
 * check, and tells it the project is loaded.
 */
function readProject(projectBytes: Uint8Array): { json: Record<string, unknown>; files: Record<string, Uint8Array> } {
  // An opened project's SVG costumes are anyone's markup: cleaned before the engine sees them.
  const files = sanitiseProjectSvgs(unzipSync(projectBytes));
  const projectJson = files["project.json"];
  if (!projectJson) throw new Error("The project has no project.json");
  const json = JSON.parse(strFromU8(projectJson)) as Record<string, unknown>;
  // What the schema check would have said: a Scratch 3 project.
  json.projectVersion = 3;
  return { json, files };
}

async function loadWithoutSchemaCheck(vm: TStageVm, project: ReturnType<typeof readProject>): Promise<void> {
  await vm.deserializeProject(project.json, zipOf(project.files));
  vm.runtime.handleProjectLoaded();
}

/**
 * The music extension decodes its instruments once, when the project loading it is loaded, and
 * only if a sound engine is there: such a project gets its sound engine before it loads.
 */
const usesMusic = (json: Record<string, unknown>) => Array.isArray(json.extensions) && json.extensions.includes("music");

/** After the browser has shown the next frame (a timer after an animation frame). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function ownerOf(thread: TStageThread): string {
  return thread.target.isStage ? STAGE_OWNER : thread.target.sprite.name;
}

/**
 * twgl (inside scratch-render) enables every WebGL extension it knows of on the context it makes,
 * one getExtension call each: about forty synchronous round trips to the GPU process, the largest
 * single cost of a cold start in the profile (docs/decisions/410-stage-cold-start.md). The
 * renderer uses none of them (it draws plain RGBA textures, no instancing, no vertex arrays), so
 * while it is being made the context answers "not available" to twgl's sweep; the context's own
 * getExtension is back as soon as the renderer exists.
 */
function makeRenderer(canvas: HTMLCanvasElement): RenderWebGL {
  // Free when the context is not made yet; when it was made on intent, the canvas has this size.
  sizeCanvasToScreen(canvas);
  const getContext = canvas.getContext.bind(canvas) as (type: string, attributes?: unknown) => RenderingContext | null;
  const quieted: WebGLRenderingContext[] = [];
  Object.defineProperty(canvas, "getContext", {
    configurable: true,
    value: (type: string, attributes?: unknown) => {
      const context = getContext(type, attributes);
      if (context && "getExtension" in context && !quieted.includes(context as WebGLRenderingContext)) {
        Object.defineProperty(context, "getExtension", { configurable: true, value: () => null });
        quieted.push(context as WebGLRenderingContext);
      }
      return context;
    },
  });
  // The canvas already has its size on screen (stage.canvas-size.ts); the renderer's constructor
  // would set it back to 480×360, and the first fit to the panel set it again: each a reallocation
  // of the drawing buffer and a wait on the GPU process. The constructor's resize keeps the size.
  const resize = Object.getOwnPropertyDescriptor(RenderWebGL.prototype, "resize");
  if (resize?.configurable) Object.defineProperty(RenderWebGL.prototype, "resize", { ...resize, value: () => undefined });
  try {
    return new RenderWebGL(canvas);
  } finally {
    if (resize?.configurable) Object.defineProperty(RenderWebGL.prototype, "resize", resize);
    delete (canvas as { getContext?: unknown }).getContext;
    for (const context of quieted) delete (context as { getExtension?: unknown }).getExtension;
  }
}

/**
 * An SVG costume is drawn on a 2D canvas and read back at once (getImageData) to make its texture
 * and the outline used for touching. The renderer's canvas for that is an ordinary one, which
 * Chromium may keep on the GPU, making every read a round trip there (Chromium says so in the
 * console: "Multiple readback operations using getImageData are faster with the
 * willReadFrequently attribute"). Each new SVG skin gets a canvas kept in memory instead.
 */
function readCostumesFromMemory(renderer: RenderWebGL): void {
  const createSVGSkin = renderer.createSVGSkin.bind(renderer);
  renderer.createSVGSkin = (svgData, rotationCenter) => {
    const id = createSVGSkin(svgData, rotationCenter);
    const skin = renderer._allSkins[id];
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    // Only a skin drawn through a canvas of its own is changed (the version this was written for).
    if (skin && context && skin._canvas instanceof HTMLCanvasElement && skin._context) {
      skin._canvas = canvas;
      skin._context = context;
    }
    return id;
  };
}

export type TPreparedStage = {
  /** Loads one project (.sb3 bytes) into the prepared engine and starts it; once per prepared stage. */
  load(projectBytes: Uint8Array, events?: TStageEngineEvents): Promise<TStageEngine>;
  /** Frees a prepared stage that was never loaded. */
  dispose(): void;
};

/**
 * The part of a start that needs no project: the virtual machine, the WebGL renderer on this
 * canvas and the asset storage. The stage panel makes it as soon as someone shows the intent to
 * run (Run hovered, focused or pressed), so the click finds it made, and otherwise in parallel
 * with building the project's bytes. Nothing runs and nothing is drawn until load().
 */
export function prepareStageEngine(canvas: HTMLCanvasElement): TPreparedStage {
  const vm = new VirtualMachine() as unknown as TStageVm;
  let onRefused: (id: string) => void = () => undefined;
  guardExtensions(vm, (id) => onRefused(id));
  switchOffCloud(vm);

  const renderer = makeRenderer(canvas);
  readCostumesFromMemory(renderer);
  vm.attachRenderer(renderer);
  // No web stores are added: every asset comes from the project file, nothing from a server.
  vm.attachStorage(new ScratchStorage());
  vm.attachV2BitmapAdapter(new StageBitmapAdapter());
  // No sound engine yet: it is made after the first frame (stage.late-sound.ts).
  // Scratch's own 30 frames a second: projects are made for that speed.
  vm.setCompatibilityMode(true);
  let isUsed = false;
  const freeRenderer = () => renderer.gl.getExtension("WEBGL_lose_context")?.loseContext();

  return {
    load: (projectBytes, events = {}) => {
      if (isUsed) throw new Error("A prepared stage loads one project");
      isUsed = true;
      onRefused = (id) => events.onRefusedExtension?.(id);
      return loadPreparedStage({ vm, renderer, canvas, projectBytes, events, freeRenderer });
    },
    dispose: () => {
      if (isUsed) return;
      isUsed = true;
      vm.quit();
      freeRenderer();
    },
  };
}

/**
 * Makes the engine for one canvas and loads one project (.sb3 bytes: the project's own costumes
 * and sounds travel inside). Resolves when the project is loaded and the engine started.
 */
export function createStageEngine(canvas: HTMLCanvasElement, projectBytes: Uint8Array, events: TStageEngineEvents = {}): Promise<TStageEngine> {
  return prepareStageEngine(canvas).load(projectBytes, events);
}

async function loadPreparedStage(options: {
  vm: TStageVm;
  renderer: RenderWebGL;
  canvas: HTMLCanvasElement;
  projectBytes: Uint8Array;
  events: TStageEngineEvents;
  freeRenderer: () => void;
}): Promise<TStageEngine> {
  const { vm, renderer, canvas, projectBytes, events, freeRenderer } = options;
  const project = readProject(projectBytes);
  let audio: AudioEngine | null = null;
  let isMuted = false;
  let isDisposed = false;
  const useSound = (engine: AudioEngine) => {
    audio = engine;
    // Run was a click (or Enter on the button): the browser lets the sound start now.
    void engine.audioContext.resume().catch(() => undefined);
    engine.inputNode.gain.value = isMuted ? 0 : 1;
    if (isDisposed) void engine.audioContext.close().catch(() => undefined);
  };
  const soundFirst = usesMusic(project.json) ? attachSound(vm).then(useSound) : null;
  if (soundFirst) await soundFirst;

  const runtime = vm.runtime;
  // The engine lights only the scripts of the sprite open in an editor; there is no editor here,
  // so every script that ran in a frame is reported, as Scratch would light it.
  const updateGlows = runtime._updateGlows.bind(runtime);
  let lastRunning = "";
  runtime._updateGlows = (extraThreads?: TStageThread[]) => {
    updateGlows(extraThreads);
    if (!events.onRunningScripts) return;
    const running = new Set<string>();
    for (const thread of [...runtime.threads, ...(extraThreads ?? [])]) {
      if (thread.updateMonitor) continue;
      if (thread.requestScriptGlowInFrame || thread.stackClick) running.add(scriptKey(ownerOf(thread), thread.topBlock));
    }
    const signature = [...running].sort().join("\n");
    if (signature === lastRunning) return;
    lastRunning = signature;
    events.onRunningScripts(running);
  };

  const draw = renderer.draw.bind(renderer);
  let hasDrawn = false;
  renderer.draw = () => {
    draw();
    if (hasDrawn || !isLoaded) return;
    hasDrawn = true;
    events.onFirstFrame?.();
  };
  let isLoaded = false;

  const onMonitors = (monitors: TStageMonitorMap) => events.onMonitors?.(readMonitors(monitors));
  const onQuestion = (question: string | null) => events.onQuestion?.(question);
  const onStarted = () => events.onRunning?.(true);
  const onStopped = () => events.onRunning?.(false);
  runtime.on("MONITORS_UPDATE", onMonitors);
  runtime.on("QUESTION", onQuestion);
  vm.on("PROJECT_RUN_START", onStarted);
  vm.on("PROJECT_RUN_STOP", onStopped);

  await loadWithoutSchemaCheck(vm, project);
  markStagePhase("projectLoaded");
  isLoaded = true;
  vm.start();

  const fitToCanvas = () => {
    if (hasScreenSize(canvas)) return;
    // As the renderer's own resize, in whole device pixels (its own can leave a fraction, and
    // then every later fit would reallocate again). A resized canvas is cleared: drawn again.
    sizeCanvasToScreen(canvas);
    renderer.draw();
  };
  fitToCanvas();
  // The first frame now, rather than at the engine's next step (a resize draws, but the canvas
  // usually has its size already).
  if (!hasDrawn) renderer.draw();

  // The first frame is drawn: the sound engine comes once the browser has shown it. A sound that
  // fails leaves the stage silent, never stopped.
  const soundReady = (soundFirst ?? afterNextPaint().then(() => (isDisposed ? undefined : attachSound(vm).then(useSound)))).catch(
    (error: unknown) => console.warn("PromptBlocks: the stage has no sound.", error),
  );

  return {
    vm,
    // A program that plays a sound as it starts is heard from its start.
    greenFlag: () => void soundReady.then(() => isDisposed || vm.greenFlag()),
    stop: () => vm.stopAll(),
    setMuted: (muted) => {
      isMuted = muted;
      if (audio) audio.inputNode.gain.value = muted ? 0 : 1;
    },
    fitToCanvas,
    key: (key, isDown) => vm.postIOData("keyboard", { key, isDown }),
    pointer: ({ x, y, width, height, isDown }) =>
      vm.postIOData("mouse", { x, y, canvasWidth: width, canvasHeight: height, ...(isDown === undefined ? {} : { isDown }) }),
    answer: (text) => runtime.emit("ANSWER", text),
    toggleScript: (owner, topBlockId) => {
      const target = owner === STAGE_OWNER ? runtime.getTargetForStage() : runtime.getSpriteTargetByName(owner);
      // As a click on a script in Scratch's editor: it runs once, or stops if it runs.
      if (target) runtime.toggleScript(topBlockId, { target, stackClick: true });
    },
    scripts: () => readEngineScripts(runtime.targets),
    snapshot: () => new Promise((resolve) => renderer.requestSnapshot(resolve)),
    dispose: () => {
      runtime.off("MONITORS_UPDATE", onMonitors);
      runtime.off("QUESTION", onQuestion);
      vm.off("PROJECT_RUN_START", onStarted);
      vm.off("PROJECT_RUN_STOP", onStopped);
      isDisposed = true;
      vm.stopAll();
      vm.quit();
      void (audio as AudioEngine | null)?.audioContext.close().catch(() => undefined);
      // Frees the GPU memory now rather than when the page's garbage is next collected.
      freeRenderer();
    },
  };
}
