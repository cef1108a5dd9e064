import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until it is live. Prerendered pages show their text and buttons before
 * the JavaScript runs; a click before hydration does nothing, so tests wait for the mark the app
 * sets once React has the page (src/client/lib/early-input.tsx).
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}
