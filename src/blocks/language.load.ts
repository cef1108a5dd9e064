// Block text in other languages. English is built into scratchblocks; other locales are
// loaded only when asked, so the default path stays small and DOM-free.

import { allLanguages, loadLanguages, type SbLanguage } from "scratchblocks/syntax/index.js";

/** Right-to-left rendering languages scratchblocks ships. */
export const rtlBlockLanguages: readonly string[] = ["ar", "ckb", "fa", "he"];

export function isBlocksLanguageLoaded(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(allLanguages, code);
}

/** Registers a scratchblocks locale (the JSON of `scratchblocks/locales/<code>.json`). */
export function registerBlocksLanguage(code: string, locale: Partial<SbLanguage>): void {
  if (isBlocksLanguageLoaded(code)) return;
  loadLanguages({ [code]: locale });
}

/**
 * Loads a scratchblocks locale by code (`de`, `zh_tw`; files are named `zh-tw.json`) in Node
 * and tests. Browsers pass the locale they already fetched to registerBlocksLanguage.
 */
export async function loadBlocksLanguage(code: string): Promise<void> {
  if (isBlocksLanguageLoaded(code)) return;
  if (!/^[a-z]{2,3}(?:[_-][a-z0-9]{2,4})?$/i.test(code)) throw new Error(`Not a block language code: "${code}"`);
  const file = code.toLowerCase().replace(/_/g, "-");
  const mod = (await import(/* @vite-ignore */ `scratchblocks/locales/${file}.json`, { with: { type: "json" } })) as {
    default: Partial<SbLanguage>;
  };
  registerBlocksLanguage(code, mod.default);
}
