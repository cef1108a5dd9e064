import { expect, test } from "./support/live-page";

/**
 * Issue 28, home first-load JavaScript: code a first visit does not use stays off the first load
 * (every script the home page fetches until the network is quiet, without a touch), and still
 * works once it is wanted.
 */

/** Text only these modules' builds carry. */
const NOT_ON_FIRST_LOAD = [
  // zod (even its small build): the public answers are checked by hand-written readers instead.
  { what: "zod", signature: /\$ZodObject/ },
  // the follow-up comparison and its suggestions (src/blocks/diff): nothing to compare yet.
  { what: "the follow-up comparison", signature: /Add a 30 second timer/ },
];

test("the home page's first load carries neither zod nor the follow-up comparison", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response.text().catch(() => ""));
  });
  // The public answers are still asked for at load (testimonials.spec.ts and purchase.spec.ts show they are read).
  const offer = page.waitForResponse((response) => response.url().endsWith("/api/payments/offer"));
  await page.goto("/", { waitUntil: "networkidle" });
  expect((await offer).ok()).toBe(true);
  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, body] of scripts) {
    const text = await body;
    for (const { what, signature } of NOT_ON_FIRST_LOAD) expect(signature.test(text), `${url} carries ${what}`).toBe(false);
  }
});
