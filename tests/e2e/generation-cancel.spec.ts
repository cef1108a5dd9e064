import { expect, test } from "./support/live-page";
import { fencedProgram, startFakeProviderApp, type TFakeProviderApp } from "./support/fake-provider-app";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOT_DIR } from "./support/screenshots";
import { testSignIn } from "./support/test-sign-in";

/**
 * Issue 31 point 9: a slow generation shows how long it has taken and a Cancel button. Cancel
 * aborts the request, the server aborts the provider call (the fake provider sees its caller hang
 * up before it answers), and nothing is used: no free generation, no history item. The next
 * request is answered and counted as usual.
 */

const PROGRAM = ["when flag clicked", "say [Hello!] for (2) seconds"];

test.describe("cancelling a slow generation", () => {
  test.describe.configure({ timeout: 150_000 });
  let app: TFakeProviderApp;

  test.beforeAll(async () => {
    app = await startFakeProviderApp({
      port: Number(process.env.E2E_PORT ?? 3100) + 1,
      fallback: () => ({ text: fencedProgram(PROGRAM), promptTokens: 300, completionTokens: 60 }),
    });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("shows the time so far, Cancel aborts the provider call, and nothing is used", async ({ page }) => {
    const { token } = await testSignIn(app.baseURL, `cancel-${Date.now()}@example.com`);
    const session = async () => {
      const response = await fetch(`${app.baseURL}/api/auth/session`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { user: { freeUsagesUsed: number } }).user;
    };
    const historyTotal = async () => {
      const response = await fetch(`${app.baseURL}/api/user/history`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { total: number }).total;
    };
    await page.goto(`${app.baseURL}/`);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.goto(`${app.baseURL}/#generator`);
    await page.reload();

    // A provider far slower than the test waits: only an abort ends this call early.
    app.fake.enqueue({ text: fencedProgram(PROGRAM), delayMs: 60_000 });
    const section = page.locator("#generator");
    await section.getByLabel("What do you want to make?").fill("Make the cat say hello");
    await section.getByTestId("generate-button").click();

    const progress = section.getByTestId("generation-progress");
    await expect(progress).toBeVisible();
    // Not slow yet (that note comes at 20 s): the status line is empty.
    await expect(progress.getByRole("status")).toHaveText("");
    // The time so far counts up while the child waits.
    await expect(progress.getByTestId("generation-elapsed")).toHaveText(/^Time so far: [2-9] seconds$/, { timeout: 15_000 });
    await expect.poll(() => app.fake.requests.length).toBe(1);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.mouse.move(0, 0);
    await section.locator("form").screenshot({ path: join(SCREENSHOT_DIR, "generation-cancel-1280.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await progress.scrollIntoViewIfNeeded();
    await section.locator("form").screenshot({ path: join(SCREENSHOT_DIR, "generation-cancel-390.png") });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await progress.getByRole("button", { name: "Cancel" }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByTestId("toasts").getByText("Nothing was used. You can change your idea and try again.")).toBeVisible();
    await expect(section.getByTestId("generate-button")).toBeEnabled();
    await expect(section.getByTestId("generation-error")).toHaveCount(0);
    // The provider call itself was aborted: its caller hung up long before the 60 s answer.
    await expect.poll(() => app.fake.abandoned, { timeout: 10_000 }).toBe(1);
    expect(await session()).toMatchObject({ freeUsagesUsed: 0 });
    expect(await historyTotal()).toBe(0);

    // The next request is answered as usual, and that one is counted.
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.getByTestId("generate-button").click();
    await expect(section.getByTestId("block-panel").locator("svg").first()).toBeVisible({ timeout: 30_000 });
    await expect(progress).toBeHidden();
    expect(await session()).toMatchObject({ freeUsagesUsed: 1 });
    expect(await historyTotal()).toBe(1);
  });
});
