import { useEffect } from "react";

/**
 * Prerendered pages show their text boxes before the JavaScript has arrived, and people start
 * typing. Hydration then puts each controlled box back to its state (React's rule), so what
 * they typed would vanish. main.tsx notes every changed box just before hydrating; once the page
 * is live, ReplayEarlyInput hands the typed text to React as if it were typed then.
 */
type TField = HTMLInputElement | HTMLTextAreaElement;

let typedBeforeHydration = new Map<TField, string>();

/** Remembers the boxes under `root` whose text differs from the prerendered one. */
export function captureEarlyInput(root: HTMLElement): void {
  typedBeforeHydration = new Map();
  for (const field of Array.from(root.querySelectorAll<TField>("textarea, input"))) {
    const isText = field instanceof HTMLTextAreaElement || ["text", "search", "email", "url", "tel", "number", ""].includes(field.type);
    if (isText && field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);
  }
}

function replay(field: TField, value: string): void {
  // React tracks the last value it knows of through the element's own `value` setter, and only
  // reports an input event whose value differs from it. After hydration it knows the typed text
  // (it read the box) while its state still holds the prerendered text, and its next render
  // would put that back. So: tell React the box is empty, put the typed text in through the
  // prototype's setter (around React's tracking), and fire input: React reads it as typing.
  field.value = "";
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Whether React has adopted the element yet. A page inside a Suspense boundary can hydrate a
 * few tasks after the shell; React marks each node it adopts with its own `__reactProps$…` key.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
/** Long enough for the slowest hydration we have seen, short enough never to surprise anyone. */
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Renders nothing; once each box is live, gives back what was typed in it before, and marks the
 * page `<html data-hydrated="true">` once the page itself is live (tests wait for it before
 * they type or click).
 */
export function ReplayEarlyInput(): null {
  useEffect(() => {
    const waiting = typedBeforeHydration;
    typedBeforeHydration = new Map();
    const started = performance.now();
    let frame = 0;
    const step = () => {
      for (const [field, value] of waiting) {
        if (!field.isConnected) waiting.delete(field);
        else if (isHydrated(field)) {
          replay(field, value);
          waiting.delete(field);
        }
      }
      // The page's own heading is inside its boundary: once React has it, the whole page is live.
      const heading = document.querySelector("#root h1");
      const pageLive = heading === null || isHydrated(heading);
      const timedOut = performance.now() - started >= GIVE_UP_AFTER_MS;
      if (pageLive && waiting.size === 0) document.documentElement.dataset.hydrated = "true";
      else if (!timedOut) frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
