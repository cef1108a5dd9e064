import { nextTask } from "./next-task";

/** The id of the list of a prerendered page's own chunks, written by scripts/build.mjs. */
const PAGE_CHUNKS_ID = "page-chunks";
/** Each link costs a slow phone about a millisecond of main thread (decision 119). */
const LINKS_PER_TASK = 6;

function listedChunks(): string[] {
  const listed: unknown = JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent || "[]");
  return Array.isArray(listed) ? listed.filter((file): file is string => typeof file === "string" && file.startsWith("/assets/")) : [];
}

/**
 * The prerendered page's own module: the build lists it first (scripts/build.mjs). main.tsx
 * imports it by this address, so the first load needs no table of every page (decision 550).
 */
export function prerenderedPageModule(): string | undefined {
  return listedChunks()[0];
}

/**
 * Announces the chunks a prerendered page needs, listed by the build, as modulepreload links a
 * few per task. Vite's loader would add the same links all at once when the page is imported, in
 * one long task; it adds none that are already there.
 */
export async function preloadPageChunks(): Promise<void> {
  const present = new Set(Array.from(document.querySelectorAll("link"), (link) => link.href));
  const wanted = listedChunks()
    .map((file) => new URL(file, location.href).href)
    .filter((href) => !present.has(href));
  for (let start = 0; start < wanted.length; start += LINKS_PER_TASK) {
    for (const href of wanted.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
}
