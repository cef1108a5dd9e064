import { useSyncExternalStore } from "react";

/**
 * The prompt box's text, kept outside the component so other parts of the home page (the
 * example-project cards) can fill it, and in sessionStorage so a visitor who is sent to sign in
 * comes back to the idea they typed instead of an empty box.
 */

export const GENERATOR_SECTION_ID = "generator";
export const GENERATOR_PROMPT_ID = "generator-prompt";
const STORAGE_KEY = "promptblocks.generator.prompt";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

let prompt = storage()?.getItem(STORAGE_KEY) ?? "";
const listeners = new Set<() => void>();

export function getGeneratorPrompt(): string {
  return prompt;
}

export function setGeneratorPrompt(next: string): void {
  if (next === prompt) return;
  prompt = next;
  try {
    if (next === "") storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, next);
  } catch {
    // A full or blocked storage only loses the "remember my idea" nicety.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGeneratorPrompt(): [string, (next: string) => void] {
  // The prerendered page has an empty box; a remembered idea fills it right after hydration.
  return [useSyncExternalStore(subscribe, getGeneratorPrompt, () => ""), setGeneratorPrompt];
}

/** 'Try This Example': put the idea in the prompt box, scroll the generator into view and focus the box. */
export function fillGeneratorPrompt(text: string): void {
  setGeneratorPrompt(text);
  if (typeof document === "undefined") return;
  document.getElementById(GENERATOR_SECTION_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  const box = document.getElementById(GENERATOR_PROMPT_ID);
  if (box instanceof HTMLTextAreaElement) box.focus({ preventScroll: true });
}
