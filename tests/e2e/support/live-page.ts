import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Download, Locator, Page } from "@playwright/test";

/**
 * Prerendered pages show their text, boxes and buttons before the JavaScript runs, and a click
 * before hydration does nothing (a person would click again; a test would fail). The app marks
 * `<html data-hydrated="true">` once React has the page (src/client/lib/early-input.tsx). After
 * every navigation that lands on one of our pages, the tests' `page` waits for that mark, unless
 * the test asks for the page as it arrives (`waitUntil: "commit"`).
 */
async function untilLive(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (waitUntil === "commit" || !(response?.headers()["content-type"] ?? "").includes("text/html")) return;
  if ((await page.locator("#root").count()) === 0) return;
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 30_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilLive(page, response, options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilLive(page, response, options?.waitUntil);
      return response;
    };
    await use(page);
  },
});
