import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "./support/live-page";

/**
 * Issue 28, home first-load JavaScript: code a first visit does not use stays off the first load
 * (every script the home page fetches until the network is quiet, without a touch), and still
 * works once it is wanted.
 */

/** Issue 28's goal for the home page: at most 130 KB gzip, React included. */
const HOME_FIRST_LOAD_BUDGET_KB = 130;

/** React Router: a prerendered page comes alive without it; it comes with the first move to another page. */
const ROUTER = { what: "React Router", signature: /You cannot render a <Router> inside another <Router>/ };

/** Text only these modules' builds carry. */
const NOT_ON_FIRST_LOAD = [
  // zod (even its small build): the public answers are checked by hand-written readers instead.
  { what: "zod", signature: /\$ZodObject/ },
  // the follow-up comparison and its suggestions (src/blocks/diff): nothing to compare yet.
  { what: "the follow-up comparison", signature: /Add a 30 second timer/ },
  ROUTER,
  // TanStack Query (its React binding and its core): the session and the public answers are
  // shared reads of our own; the query cache comes with the router or a signed-in visitor's class.
  { what: "TanStack Query", signature: /No QueryClient set|Missing queryFn/ },
];

/** Every script the page fetches from now on, by address, with its text. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response.text().catch(() => ""));
  });
  return scripts;
}

test("the home page's first load carries neither zod, the follow-up comparison, React Router nor TanStack Query, and stays within its budget", async ({ page }) => {
  const scripts = collectScripts(page);
  // The public answers are still asked for at load (testimonials.spec.ts and purchase.spec.ts show they are read).
  const offer = page.waitForResponse((response) => response.url().endsWith("/api/payments/offer"));
  await page.goto("/", { waitUntil: "networkidle" });
  expect((await offer).ok()).toBe(true);
  expect(scripts.size).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const [url, body] of scripts) {
    const text = await body;
    gzipBytes += gzipSync(text, { level: 9 }).length;
    for (const { what, signature } of NOT_ON_FIRST_LOAD) expect(signature.test(text), `${url} carries ${what}`).toBe(false);
  }
  expect(gzipBytes / 1024, "home first-load JavaScript, KB gzip").toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET_KB);
});

test("the first move to another page brings React Router, and the move happens inside the page", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  // A mark on the window: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const routerBefore = await Promise.all([...scripts.values()]);
  expect(routerBefore.some((text) => ROUTER.signature.test(text))).toBe(false);

  // From the keyboard: the link keeps focus through the move, as it did when the router was there from the start.
  const pricing = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
  await pricing.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pricing");
  await expect(pricing).toBeFocused();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  const routerAfter = await Promise.all([...scripts.values()]);
  expect(routerAfter.some((text) => ROUTER.signature.test(text))).toBe(true);

  // From here on the router moves between pages, Back included.
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("What do you want to make?")).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
});

test("a link to a section of the page itself stays a plain anchor: the page scrolls, the router does not come", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Examples" }).click();
  await expect(page).toHaveURL(/\/#examples$/);
  await expect(page.locator("#examples")).toBeInViewport();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  const loaded = await Promise.all([...scripts.values()]);
  expect(loaded.some((text) => ROUTER.signature.test(text))).toBe(false);
});
