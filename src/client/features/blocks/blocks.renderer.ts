import type { Scratchblocks } from "scratchblocks";
import { DEFAULT_BLOCK_LANGUAGE, isBlockLanguage, localeFileFor } from "./blocks.languages";
import { translateBlocksDoc, type TBlocksSyntax } from "./blocks.translate";

/** The two looks a person can pick (SPEC 9: themes normal and high-contrast). */
export type TBlockStyle = "scratch3" | "scratch3-high-contrast";

export const DEFAULT_BLOCK_STYLE: TBlockStyle = "scratch3";

export const BLOCK_STYLES: ReadonlyArray<{ value: TBlockStyle; label: string }> = [
  { value: "scratch3", label: "Normal colours" },
  { value: "scratch3-high-contrast", label: "High contrast" },
];

export const RENDERER_UNAVAILABLE_MESSAGE =
  "PromptBlocks: the block renderer (scratchblocks) is unavailable, so block pictures cannot be drawn.";

let loading: Promise<Scratchblocks | null> | null = null;

/**
 * Loads scratchblocks on first use. The import is dynamic so the renderer (and the <style>
 * elements it appends on import) reaches only pages that show blocks. A failed load is logged
 * (SPEC 8 "Renderer") and forgotten, so the next render tries again.
 */
export function loadScratchblocks(): Promise<Scratchblocks | null> {
  loading ??= import("scratchblocks")
    .then((module) => module.default)
    .catch((error: unknown) => {
      console.error(RENDERER_UNAVAILABLE_MESSAGE, error);
      loading = null;
      return null;
    });
  return loading;
}

// One lazy chunk per locale: choosing Arabic downloads only ar.json.
const LOCALE_DIR = "../../../../node_modules/scratchblocks/locales/";
const localeLoaders = import.meta.glob<Record<string, unknown>>(
  "../../../../node_modules/scratchblocks/locales/*.json",
  { import: "default" },
);

/** Makes `code` available to scratchblocks; false when it ships no such language. */
export async function ensureBlockLanguage(scratchblocks: Scratchblocks, code: string): Promise<boolean> {
  if (code === DEFAULT_BLOCK_LANGUAGE || scratchblocks.allLanguages[code]) return true;
  if (!isBlockLanguage(code)) return false;
  const loader = localeLoaders[`${LOCALE_DIR}${localeFileFor(code)}.json`];
  if (!loader) return false;
  scratchblocks.loadLanguages({ [code]: await loader() });
  return true;
}

/**
 * Text → SVG through scratchblocks' own parser and renderer: labels become SVG text nodes
 * (textContent), never markup, so block text from a person or an LLM cannot inject HTML.
 * Programs are written in English; another language is shown by translating the parsed
 * blocks, which also lays them out right-to-left for ar, ckb, fa and he.
 */
export function renderBlocksSvg(
  scratchblocks: Scratchblocks,
  text: string,
  options: { style: TBlockStyle; language: string },
): SVGSVGElement {
  const translated = translateBlocksDoc(scratchblocks as unknown as TBlocksSyntax, text, options.language);
  const doc = (translated as ReturnType<Scratchblocks["parse"]> | undefined) ?? scratchblocks.parse(text, { languages: [DEFAULT_BLOCK_LANGUAGE] });
  return scratchblocks.render(doc, { style: options.style });
}
