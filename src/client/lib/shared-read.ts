import { startTransition, useEffect, useState } from "react";
import { pageIsBeingAdopted } from "./hydrate-later";

/**
 * One answer every view shares, read once and kept (SPEC 9's defaults: no retry, no refetch on
 * focus, never stale): the session and the public answers a prerendered page shows (decision 600).
 * They live here rather than in TanStack Query's cache so that a page comes alive without that
 * library, and because of how an answer reaches the page:
 *
 * - It is fetched at the first use after a commit, never during a render, so the prerender and
 *   the adoption of the HTML both see "pending", as the HTML was written.
 * - It is handed to the views inside a transition. An answer delivered as an urgent update (as
 *   `useSyncExternalStore` does) makes React adopt at once, in one task, every not yet adopted part
 *   it reaches: the session answer alone cost the home page a 600 ms task on a slow phone.
 */

export type TReadState<T> = { status: "pending" } | { status: "success"; data: T } | { status: "error"; error: unknown };

export type TReadView<T> = { data: T | undefined; isPending: boolean; isError: boolean };

export type TSharedRead<T> = {
  /** Calls `listener` with each new state; reads the answer if none was read (or it was invalidated). */
  watch: (listener: (state: TReadState<T>) => void) => () => void;
  state: () => TReadState<T>;
  /** The answer now, if there is one. */
  current: () => T | undefined;
  /** Puts an answer in place (a sign-in, a new count); a read under way is no longer wanted. */
  set: (next: T | ((current: T | undefined) => T)) => void;
  /** Reads again: at once if a view shows it, else at its next use. The answer shown stays until then. */
  invalidate: () => Promise<void>;
};

const PENDING = { status: "pending" } as const;
const everyRead = new Set<{ invalidate: () => Promise<void> }>();

function viewOf<T>(state: TReadState<T>): TReadView<T> {
  return {
    data: state.status === "success" ? state.data : undefined,
    isPending: state.status === "pending",
    isError: state.status === "error",
  };
}

export function sharedRead<T>(fetcher: () => Promise<T>): TSharedRead<T> {
  let state: TReadState<T> = PENDING;
  let stale = true;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<(state: TReadState<T>) => void>();

  const publish = (next: TReadState<T>) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  const load = (): Promise<void> => {
    stale = false;
    const request: Promise<void> = fetcher().then(
      (data) => {
        if (inFlight === request) publish({ status: "success", data });
      },
      (error: unknown) => {
        if (inFlight === request) publish({ status: "error", error });
      },
    );
    inFlight = request;
    void request.finally(() => {
      if (inFlight === request) inFlight = null;
    });
    return request;
  };

  const read: TSharedRead<T> = {
    watch(listener) {
      listeners.add(listener);
      if (stale && inFlight === null) void load();
      else listener(state);
      return () => void listeners.delete(listener);
    },
    state: () => state,
    current: () => (state.status === "success" ? state.data : undefined),
    set(next) {
      inFlight = null;
      stale = false;
      publish({ status: "success", data: typeof next === "function" ? (next as (current: T | undefined) => T)(read.current()) : next });
    },
    invalidate() {
      stale = true;
      return listeners.size > 0 ? load() : Promise.resolve();
    },
  };
  everyRead.add(read);
  return read;
}

/** The answer for a view, fetched at its first use if needed; pending until it arrives. */
export function useSharedRead<T>(read: TSharedRead<T>): TReadView<T> {
  // A part of a prerendered page being adopted renders what the HTML shows: nothing read yet.
  const [shown, setShown] = useState<TReadState<T>>(() => (pageIsBeingAdopted() ? PENDING : read.state()));
  useEffect(() => read.watch((next) => startTransition(() => setShown(next))), [read]);
  return viewOf(shown);
}

/** After a sign-in or a sign-out: every shared answer but `except` is read again. */
export async function invalidateSharedReads({ except }: { except: { invalidate: () => Promise<void> } }): Promise<void> {
  await Promise.all([...everyRead].filter((read) => read !== except).map((read) => read.invalidate()));
}
