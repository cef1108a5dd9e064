import { useSyncExternalStore } from "react";

/**
 * The visitor's answer to the analytics banner, remembered in localStorage on this browser.
 * "unset" shows the banner; nothing is sent until the answer is "granted".
 */
export type TConsentChoice = "granted" | "denied" | "unset";

export const CONSENT_STORAGE_KEY = "promptblocks.analytics-consent";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): TConsentChoice {
  const value = storage()?.getItem(CONSENT_STORAGE_KEY);
  return value === "granted" || value === "denied" ? value : "unset";
}

const listeners = new Set<() => void>();

export function getConsentChoice(): TConsentChoice {
  return read();
}

export function setConsentChoice(choice: Exclude<TConsentChoice, "unset">): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Blocked storage: the answer holds for this page only, and the banner asks again next time.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server (prerender) and the first client render see "unset" with no banner: see the consent component. */
export function useConsentChoice(): TConsentChoice {
  return useSyncExternalStore(subscribe, getConsentChoice, () => "unset");
}

/**
 * SPEC 1 and DESIGN: no analytics for children, none for anyone before consent. A signed-in user
 * counts only when their account says they are an adult (`ageStatus`, set by the age gate);
 * an account without that answer is treated as a child's.
 */
export function isAnalyticsPermitted(
  choice: TConsentChoice,
  auth: { status: "loading" | "authenticated" | "unauthenticated"; user: object | null },
): boolean {
  if (choice !== "granted" || auth.status === "loading") return false;
  // Read loosely: the field arrives with the age gate (issue 16); until then no account qualifies.
  return auth.user === null || ("ageStatus" in auth.user && auth.user.ageStatus === "adult");
}
