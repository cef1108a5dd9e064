import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/live-page";
import { fencedProgram, startFakeProviderApp, type TFakeProviderApp } from "./support/fake-provider-app";
import { SCREENSHOT_DIR } from "./support/screenshots";
import { testSignIn } from "./support/test-sign-in";

/**
 * Issue 13: a model answer that only needs deterministic rewrites is delivered from one provider
 * call, and the generator says so under the picture: "We tidied 3 small things", with the list
 * one click away.
 */

/** Three harmless spellings: the flag hat, `if <…>` without `then`, a menu in square brackets. */
const SLOPPY = ["when flag is clicked", "forever", "if <touching [edge v]?>", "turn right (180) degrees", "end", "move (10) steps", "end"];

test.describe("tidied spellings", () => {
  test.describe.configure({ timeout: 150_000 });
  let app: TFakeProviderApp;

  test.beforeAll(async () => {
    app = await startFakeProviderApp({
      port: Number(process.env.E2E_PORT ?? 3100) + 3,
      fallback: () => ({ text: fencedProgram(SLOPPY), promptTokens: 400, completionTokens: 80 }),
    });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("the generator lists what was tidied, and the blocks are the Scratch 3 spelling", async ({ page }) => {
    // The test login and the birth-date step every first sign-in goes through (issue 16).
    const { token } = await testSignIn(app.baseURL, `tidy-${Date.now()}@example.com`);
    await page.goto(`${app.baseURL}/`);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.goto(`${app.baseURL}/#generator`);
    await page.reload();

    const section = page.locator("#generator");
    await section.getByLabel("What do you want to make?").fill("Make the cat bounce around the stage");
    await section.getByTestId("generate-button").click();
    const tidied = section.getByTestId("rewrites");
    await expect(tidied.locator("summary")).toHaveText("We tidied 3 small things");
    // The list is there but folded away until asked for.
    await expect(tidied.getByRole("listitem").first()).toBeHidden();
    await tidied.locator("summary").click();
    const items = tidied.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Line 1:");
    await expect(items.nth(0)).toContainText("when flag is clicked → when green flag clicked");
    await expect(items.nth(1)).toContainText("if <touching [edge ▾]?> → if <touching [edge ▾]?> then");
    await expect(items.nth(2)).toContainText("[edge ▾] → (edge ▾)");
    await expect(section.getByTestId("block-panel").locator(".sb3-obsolete")).toHaveCount(0);
    expect(app.fake.requests).toHaveLength(1);

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    await section.screenshot({ path: join(SCREENSHOT_DIR, "generator-tidied.png") });
  });
});
