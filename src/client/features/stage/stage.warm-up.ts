// Starting the stage before the click (issue 29: Run → first frame under 1.5 s). The engine's
// chunk is megabytes of Scratch; fetching and evaluating it, then making the WebGL renderer, is
// most of a cold start. So the stage panel fetches the chunk once an answer's stage is on screen
// and the page is idle, and makes the renderer as soon as someone shows the intent to run (Run
// hovered, focused or pressed). No page's first load carries any of it: the panel itself only
// shows with an answer.
import { sizeCanvasToScreen } from "./stage.canvas-size";

type TEngineModule = typeof import("./stage.engine");

let engineModule: Promise<TEngineModule> | null = null;

/** The engine's module, fetched and evaluated once per page; a failed fetch is tried again next time. */
export function loadStageEngineModule(): Promise<TEngineModule> {
  engineModule ??= import("./stage.engine").catch((error: unknown) => {
    engineModule = null;
    throw error;
  });
  return engineModule;
}

/**
 * The WebGL context scratch-render makes for itself (RenderWebGL._getContext in scratch-render
 * 1.2: WebGL 1, these attributes). A canvas keeps the first context made on it, so the renderer
 * gets this one back when it asks with the same attributes.
 */
const RENDERER_CONTEXT_ATTRIBUTES: WebGLContextAttributes = { alpha: false, stencil: true, antialias: false };

/**
 * Makes the stage canvas's WebGL context now. Making one is slow (the GPU process sets it up:
 * 230-1070 ms measured here under load with SwiftShader) and needs nothing of the engine, so the
 * intent to run makes it while the engine's chunk is still on its way. The canvas gets its size
 * on screen first, so its drawing buffer is made once, at that size (stage.canvas-size.ts).
 */
export function makeRendererContextEarly(canvas: HTMLCanvasElement): void {
  sizeCanvasToScreen(canvas);
  try {
    canvas.getContext("webgl", RENDERER_CONTEXT_ATTRIBUTES);
  } catch {
    // The renderer tries again, and the stage says so if it cannot draw.
  }
}

/** Whoever asked their browser to save data gets the engine only when they press Run. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

/**
 * Fetches the engine's module once the element is on screen and the page is idle. Returns the
 * clean-up for an effect.
 */
export function prefetchEngineWhenSeen(element: Element): () => void {
  if (savesData() || typeof IntersectionObserver === "undefined") return () => undefined;
  let cancelIdle: (() => void) | null = null;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    cancelIdle = whenIdle(() => void loadStageEngineModule().catch(() => undefined));
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}
