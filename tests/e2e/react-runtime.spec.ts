import { expect, test, type Page } from "./support/live-page";
import { SITE_ROUTES } from "./support/site-routes";

/**
 * Issue 28: the pages run on React 19 itself (decision 128), adopt their prerendered HTML without
 * a hydration error, and an unknown address answers HTTP 404 with the friendly not-found page.
 */

const VISITOR_ROUTES = SITE_ROUTES.filter((route) => route.who === "visitor");

/**
 * A stand-in for React DevTools' hook, installed before any script runs: React DOM announces
 * itself to it (its package name and version), as it does to the real DevTools. Another runtime
 * dressed as React would not.
 */
async function watchRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { name: string; version: string }[] = [];
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName?: string; version?: string }) {
          renderers.push({ name: renderer.rendererPackageName ?? "?", version: renderer.version ?? "?" });
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      },
    });
  });
}

/** Text that only another runtime's build carries (Preact's compat layer and its renderers). */
const OTHER_RUNTIMES = [/__preactattr_/, /preact/i, /\bh\.Fragment\b/, /__reactstandin/];

test("every page runs on React 19's own react-dom, and its scripts carry no other runtime", async ({ page }) => {
  test.setTimeout(180_000);
  await watchRenderers(page);
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response.text().catch(() => ""));
  });
  for (const route of VISITOR_ROUTES) {
    await page.goto(route.path);
    const renderers = await page.evaluate(() => (window as unknown as { __renderers: { name: string; version: string }[] }).__renderers);
    expect(renderers, route.path).toHaveLength(1);
    expect(renderers[0]?.name, route.path).toBe("react-dom");
    expect(renderers[0]?.version, route.path).toMatch(/^19\./);
    // React's own mark on the element it renders into.
    expect(await page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer$"))), route.path).toBe(true);
  }
  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, body] of scripts) {
    const text = await body;
    for (const signature of OTHER_RUNTIMES) expect(signature.test(text), `${url} matches ${signature}`).toBe(false);
  }
});

/** React's hydration reports in production builds: #418 (text or element mismatch), #419/#421-#425 (a part given up on). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

test("no page logs a hydration error or any other error while it comes alive, on a phone's slow CPU too", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    for (const route of VISITOR_ROUTES.filter((candidate) => candidate.prerendered)) {
      await page.goto(route.path);
      // Every deferred part is adopted once the page is marked live; a little more for effects.
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test("an unknown address answers HTTP 404 with the friendly not-found page, to a browser and to a plain request", async ({ page, request }) => {
  for (const path of ["/no-such-page", "/pricing/nothing-here", "/blocks.php"]) {
    const plain = await request.get(path);
    expect(plain.status(), path).toBe(404);
    expect(plain.headers()["content-type"]).toMatch(/text\/html/);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  }
  // The app's own pages still answer 200, static and client-rendered alike.
  for (const path of ["/", "/pricing", "/login", "/consent/some-token"]) expect((await request.get(path)).status(), path).toBe(200);
});
