import { useSyncExternalStore, type ReactNode } from "react";

/**
 * The toast store (SPEC 9 "Toasts"): one toast visible at a time, a new one replaces the old;
 * a dismissed toast stays mounted for TOAST_REMOVE_DELAY_MS so Radix can play its exit, then
 * is removed. Module-level so that non-React code (the API layer, auth) can call toast().
 */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 10_000;

export type TToastVariant = "default" | "destructive" | "warning";

export type TToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: TToastVariant;
  /** Milliseconds before the toast closes itself; defaults to the provider's 5000 ms. */
  duration?: number;
};

export type TToast = TToastInput & { id: string; open: boolean };

type TToastState = { toasts: TToast[] };

type TAction =
  | { type: "add"; toast: TToast }
  | { type: "update"; id: string; toast: Partial<TToast> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

export function toastReducer(state: TToastState, action: TAction): TToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return { toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t)) };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case "remove":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let state: TToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: TAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all), then removes it from the store 10 s later. */
export function dismissToast(id?: string): void {
  const targets = id === undefined ? state.toasts.map((t) => t.id) : [id];
  for (const target of targets) scheduleRemoval(target);
  dispatch({ type: "dismiss", id });
}

/** Closes the open toasts of one kind, e.g. an error that a later success has made stale. */
export function dismissToastsOf(variant: TToastVariant): void {
  for (const shown of state.toasts) if (shown.open && (shown.variant ?? "default") === variant) dismissToast(shown.id);
}

export function toast(input: TToastInput): { id: string; dismiss: () => void; update: (next: Partial<TToastInput>) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "add", toast: { variant: "default", ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: "update", id, toast: next }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): TToastState => state;

/** The toasts currently in the store, newest first (for code outside React, and tests). */
export function getToasts(): TToast[] {
  return state.toasts;
}

export function useToast(): { toasts: TToast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
