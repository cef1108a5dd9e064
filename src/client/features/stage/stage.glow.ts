// The blocks light up as they run (issue 29, point 2): the scripts the engine ran in a frame get
// a glow in every block picture near the stage, as Scratch's editor lights them, and a click on a
// script in a picture runs it (or stops it), as a click on a script in Scratch does.
import type { Scratchblocks } from "scratchblocks";
import type { TBlocksModule } from "../blocks/blocks.module";
import { pictureSourceOf } from "../blocks/blocks.picture-source";
import type { TStageEngine } from "./stage.engine";
import { pictureScripts } from "./stage.picture";
import { matchScripts, scriptKey, STAGE_OWNER } from "./stage.scripts";

/** How long a script stays lit after its last frame: one that runs in a single frame still shows. */
export const GLOW_LINGER_MS = 500;
export const SCRIPT_CLASS = "stage-script";
export const RUNNING_CLASS = "stage-script-running";
const KEY_ATTRIBUTE = "data-stage-script";

export type TGlowController = {
  setRunning(keys: ReadonlySet<string>): void;
  dispose(): void;
};

/** Whose scripts a per-sprite panel shows ("Sprite: Cat", "Stage"); null for a whole text. */
function panelOwner(svg: SVGSVGElement): string | null {
  const title = svg.closest('[data-testid="block-panel"]')?.getAttribute("aria-label") ?? "";
  if (title === STAGE_OWNER) return STAGE_OWNER;
  const sprite = /^Sprite: (.+)$/.exec(title);
  return sprite ? sprite[1]! : null;
}

/** The SVG group of each script, in the order scratchblocks drew them (DocumentView.render). */
function scriptGroups(svg: SVGSVGElement): Element[] {
  const layer = svg.lastElementChild;
  return layer && layer.tagName.toLowerCase() === "g" ? [...layer.children] : [];
}

export function createGlowController(scope: HTMLElement, engine: TStageEngine, scratchblocks: Scratchblocks, blocks: TBlocksModule): TGlowController {
  const engineScripts = engine.scripts();
  const marked = new WeakSet<SVGSVGElement>();
  const litUntil = new Map<string, number>();
  let running: ReadonlySet<string> = new Set();
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;

  const markPictures = () => {
    for (const svg of scope.querySelectorAll<SVGSVGElement>('[data-testid="blocks-container"] > svg')) {
      if (marked.has(svg)) continue;
      const source = pictureSourceOf(svg);
      if (source === undefined) continue;
      marked.add(svg);
      const groups = scriptGroups(svg);
      for (const [index, script] of matchScripts(pictureScripts(scratchblocks, blocks, source, panelOwner(svg)), engineScripts)) {
        const group = groups[index];
        if (!group) continue;
        group.setAttribute(KEY_ATTRIBUTE, scriptKey(script.owner, script.topBlockId));
        group.classList.add(SCRIPT_CLASS);
      }
    }
    paint();
  };

  const paint = () => {
    const now = performance.now();
    let nextExpiry = Infinity;
    for (const [key, until] of litUntil) {
      if (running.has(key)) continue;
      if (until <= now) litUntil.delete(key);
      else nextExpiry = Math.min(nextExpiry, until);
    }
    for (const group of scope.querySelectorAll(`[${KEY_ATTRIBUTE}]`)) {
      const key = group.getAttribute(KEY_ATTRIBUTE) ?? "";
      group.classList.toggle(RUNNING_CLASS, running.has(key) || litUntil.has(key));
    }
    clearTimeout(lingerTimer);
    if (nextExpiry !== Infinity) lingerTimer = setTimeout(paint, nextExpiry - now + 5);
  };

  // Pictures come and go (a tab of another sprite, a new rendering): mark each new one.
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      markPictures();
    });
  });
  observer.observe(scope, { childList: true, subtree: true });

  const onClick = (event: MouseEvent) => {
    const group = (event.target as Element | null)?.closest?.(`[${KEY_ATTRIBUTE}]`);
    if (!group || !scope.contains(group)) return;
    const [owner, topBlockId] = (group.getAttribute(KEY_ATTRIBUTE) ?? "").split("\u0000");
    if (owner && topBlockId) engine.toggleScript(owner, topBlockId);
  };
  scope.addEventListener("click", onClick);
  markPictures();

  return {
    setRunning(keys) {
      const now = performance.now();
      for (const key of running) if (!keys.has(key)) litUntil.set(key, now + GLOW_LINGER_MS);
      for (const key of keys) litUntil.set(key, now + GLOW_LINGER_MS);
      running = keys;
      paint();
    },
    dispose() {
      observer.disconnect();
      scope.removeEventListener("click", onClick);
      clearTimeout(lingerTimer);
      for (const group of scope.querySelectorAll(`[${KEY_ATTRIBUTE}]`)) {
        group.classList.remove(SCRIPT_CLASS, RUNNING_CLASS);
        group.removeAttribute(KEY_ATTRIBUTE);
      }
    },
  };
}
