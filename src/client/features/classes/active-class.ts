import { useSyncExternalStore } from "react";

/**
 * The class a pupil is making blocks in (issue 32): chosen on the join page or the home page's
 * class bar, kept per account in this browser (school computers are shared, so it names the
 * account it belongs to). Generation sends it as `classId`. No zod here: the home page loads it.
 */
const KEY = "promptblocks.activeClass";
const listeners = new Set<() => void>();

type TStored = { userId: number; classId: number };

function readStored(): TStored | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<TStored>;
    return Number.isInteger(value.userId) && Number.isInteger(value.classId) ? (value as TStored) : null;
  } catch {
    return null;
  }
}

export function readActiveClassId(userId: number | null | undefined): number | null {
  if (userId === null || userId === undefined) return null;
  const stored = readStored();
  return stored !== null && stored.userId === userId ? stored.classId : null;
}

export function setActiveClassId(userId: number, classId: number | null): void {
  try {
    if (classId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ userId, classId }));
  } catch {
    // Storage refused (private mode): the class simply is not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useActiveClassId(userId: number | null | undefined): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readActiveClassId(userId),
    () => null,
  );
}
