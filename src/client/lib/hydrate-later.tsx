import { Suspense, useLayoutEffect, useState, type ReactElement } from "react";
import { nextTask } from "./next-task";

/**
 * Progressive hydration of a prerendered page (decision 119).
 *
 * Preact adopts a prerendered page in one synchronous pass. On a phone that pass was the longest
 * task of the home page's start (Lighthouse's Total Blocking Time counts every task over 50 ms),
 * although most of what it adopts is below the fold. A part wrapped in `HydrateLater` suspends
 * during that first pass: Preact keeps its prerendered DOM as it is (readable, links working as
 * plain links) and adopts it later, each part in a task of its own, one after another in page
 * order, so the browser can paint and answer input between them.
 *
 * A part met inside a deferred part while that one is adopted waits a turn of its own, after the
 * parts already waiting. Only the first hydration waits: rendered any other time (a client-side
 * visit, the prerender itself), a wrapped part renders at once. The wrapped element must be one
 * DOM element (Preact keeps exactly one node for a suspended part).
 */

type TTurn = { promise: Promise<void>; done: boolean; announced: boolean };

let firstHydration = false;
/**
 * True from a turn's arrival until its part has been adopted (or, if the part is gone, until the
 * next task): the parts met while adopting it wait their own turns.
 */
let adopting = false;
let lastTurn: Promise<void> = Promise.resolve();
let pendingTurns = 0;

function takeTurn(): TTurn {
  pendingTurns++;
  const turn: TTurn = { promise: Promise.resolve(), done: false, announced: false };
  turn.promise = lastTurn.then(nextTask).then(() => {
    turn.done = true;
    pendingTurns--;
    adopting = true;
    void nextTask().then(() => {
      adopting = false;
    });
  });
  lastTurn = turn.promise;
  return turn;
}

/** Runs `hydrate` (the synchronous first pass) with the wrapped parts deferred. */
export function hydrateProgressively(hydrate: () => void): void {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
}

/** True while some deferred part has not been adopted yet. */
export function hydrationPending(): boolean {
  return pendingTurns > 0;
}

const adoptedListeners = new Set<() => void>();

/** Calls `listener` each time a deferred part has just been adopted, in that same task. */
export function onPartAdopted(listener: () => void): () => void {
  adoptedListeners.add(listener);
  return () => adoptedListeners.delete(listener);
}

function WaitForTurn({ children }: { children: ReactElement }) {
  // Kept across the suspension: Preact re-renders the same component once the turn has come.
  // A part inside a deferred part, met while that one is being adopted, waits its own turn.
  const [turn] = useState<TTurn | null>(() => (firstHydration || adopting ? takeTurn() : null));
  useLayoutEffect(() => {
    if (!turn?.done || turn.announced) return;
    turn.announced = true;
    adopting = false;
    for (const listener of adoptedListeners) listener();
  });
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
