import { Suspense, useLayoutEffect, useRef, type ReactNode } from "react";

/**
 * Progressive hydration of a prerendered page with React's own means (decision 128).
 *
 * Each part wrapped in `HydrateLater` is a Suspense boundary. In the prerendered HTML React marks
 * it (`<!--$-->…<!--/$-->`); when the browser hydrates, React adopts the page's frame first and
 * leaves each marked part as it is (readable, its links working as plain links), then adopts the
 * parts afterwards in short, interruptible slices of work at the lowest priority, so the browser
 * can paint and answer input between them. A click or a key in a part not adopted yet makes
 * React adopt that part first and then hands it the event. A part met inside a deferred part is
 * deferred in turn.
 *
 * This module also counts the parts not adopted yet, so the page knows when it is wholly live
 * (lib/early-input.tsx gives back what was typed before that). The count is kept by layout
 * effects only, which run once a render is committed: an interrupted render cannot leave it wrong.
 */

let waitingParts = 0;
let adoption: "none" | "frame" | "parts" = "none";
const adoptedListeners = new Set<() => void>();

/** main.tsx: React starts adopting a prerendered page now. */
export function adoptionStarts(): void {
  adoption = "frame";
}

/** The page's frame is committed; the parts still waiting are counted from now on. */
export function frameAdopted(): void {
  if (adoption === "frame") adoption = "parts";
}

/**
 * True while something rendered now may be the adoption of prerendered HTML: from the start of
 * the adoption until the frame and every deferred part are adopted. What such a render shows must
 * be what the HTML shows (lib/shared-read.ts shows no answer yet then).
 */
export function pageIsBeingAdopted(): boolean {
  return adoption === "frame" || (adoption === "parts" && waitingParts > 0);
}

/** True while some part of the prerendered page has not been adopted yet. */
export function hydrationPending(): boolean {
  return waitingParts > 0;
}

/** Calls `listener` each time a deferred part has just been adopted, in that same task. */
export function onPartAdopted(listener: () => void): () => void {
  adoptedListeners.add(listener);
  return () => adoptedListeners.delete(listener);
}

type TPartState = { adopted: boolean; waiting: boolean };

function Adopted({ part, children }: { part: TPartState; children: ReactNode }) {
  // Children's layout effects run before their parents': when the part is adopted with the frame
  // (or rendered on a visit inside the app), this runs before HydrateLater's own and nothing waits.
  useLayoutEffect(() => {
    part.adopted = true;
    if (!part.waiting) return;
    part.waiting = false;
    waitingParts--;
    for (const listener of adoptedListeners) listener();
  }, [part]);
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const part = useRef<TPartState>({ adopted: false, waiting: false }).current;
  useLayoutEffect(() => {
    if (!part.adopted) {
      // The frame is committed and this part is still the prerendered HTML.
      part.waiting = true;
      waitingParts++;
    }
    return () => {
      // Gone before it was adopted (a visit to another page while the page was coming alive).
      if (part.waiting) waitingParts--;
      part.waiting = false;
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      <Adopted part={part}>{children}</Adopted>
    </Suspense>
  );
}
