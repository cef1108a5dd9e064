import { useEffect } from "react";
import { hydrationPending, onPartAdopted } from "./hydrate-later";

/**
 * Prerendered pages show their text boxes before the JavaScript has arrived, and people start
 * typing. The first render after hydration puts each controlled box back to its state, so what
 * they typed would vanish. main.tsx notes every changed box just before hydrating; once the page
 * is live, ReplayEarlyInput hands the typed text to the page as if it were typed then.
 */
type TField = HTMLInputElement | HTMLTextAreaElement;

let typedBeforeHydration = new Map<TField, string>();
let stopNotingTyping = () => {};
/** True while a replayed input event is on its way: it is no typing to note. */
let replaying = false;

function isTextField(target: EventTarget | null): target is TField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && ["text", "search", "email", "url", "tel", "number", ""].includes(target.type);
}

/**
 * Remembers the boxes under `root` whose text differs from the prerendered one, and, until the
 * page is live, what is typed in any box: the parts adopted later (lib/hydrate-later.tsx) stay
 * plain HTML a little longer, and adopting a box puts its prerendered text back, so the typed
 * text is given back in the same task, before another key can land in the emptied box.
 */
export function captureEarlyInput(root: HTMLElement): void {
  typedBeforeHydration = new Map();
  for (const field of Array.from(root.querySelectorAll("textarea, input"))) {
    if (isTextField(field) && field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);
  }
  const note = (event: Event) => {
    if (!replaying && isTextField(event.target)) typedBeforeHydration.set(event.target, event.target.value);
  };
  root.addEventListener("input", note, true);
  // A part just adopted is live, whatever the rest of the page is doing.
  const stopReplayingOnAdoption = onPartAdopted(replayTyped);
  stopNotingTyping = () => {
    root.removeEventListener("input", note, true);
    stopReplayingOnAdoption();
  };
}

function replay(field: TField, value: string): void {
  // The box's state still holds the prerendered text, and its next render would put that back.
  // Firing input with the typed text in place makes the page read it as typing. (The value goes
  // in through the prototype's setter after an empty one, so a renderer that tracks the last
  // value through the element's own setter, as React does, also sees a change.)
  field.value = "";
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * True once React holds the box: it keeps the box's props on the element from the moment its part
 * is adopted. (An event sent to a box React has not adopted yet would make React adopt its whole
 * part at once, in the middle of adopting another: no help to anyone.)
 */
function isLive(field: TField): boolean {
  return Object.keys(field).some((key) => key.startsWith("__reactProps$"));
}

/** Gives each live box still on the page what was last typed in it, as typing; the others wait. */
function replayTyped(): void {
  // A copy: the replayed input events pass the listener that notes typing, which would add the
  // box back to the map while it is walked.
  for (const [field, value] of [...typedBeforeHydration]) {
    if (!field.isConnected || !isLive(field)) continue;
    typedBeforeHydration.delete(field);
    replaying = true;
    try {
      replay(field, value);
    } finally {
      replaying = false;
    }
  }
}

let pageLive = false;
/**
 * Called by each page once it is live (PageMeta's effect, which runs when the page's own part of
 * the tree has been adopted): its text boxes answer from then on.
 */
export function notePageLive(): void {
  pageLive = true;
}

/**
 * Renders nothing; once each box is live, gives back what was typed in it before, and marks the
 * page `<html data-hydrated="true">` once the page itself is live (tests wait for it before
 * they type or click).
 */
export function ReplayEarlyInput(): null {
  useEffect(() => {
    let frame = 0;
    const step = () => {
      // Live once the page has been adopted, including the parts hydrated later.
      const live = pageLive && !hydrationPending();
      if (live) {
        stopNotingTyping();
        replayTyped();
        typedBeforeHydration.clear();
        document.documentElement.dataset.hydrated = "true";
        return;
      }
      // React adopts the last parts at idle priority, which on a busy phone can take a while:
      // however long, the page is marked live when it is.
      frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
