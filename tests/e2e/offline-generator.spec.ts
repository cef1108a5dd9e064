import { expect, test } from "./support/live-page";
import { saveScreenshot } from "./support/screenshots";
import { defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 5, "What must show it": the default server (tests/e2e/support/start-e2e-server.ts) starts
 * with no provider variables, so the offline generator answers. A signed-in user asks for a star
 * drawn with the pen and sees pen blocks, none of them red (unknown to Scratch).
 */
test("with no provider configured, 'draw a star with the pen' gives pen blocks and no red block", async ({ page }) => {
  const health = await page.request.get("/api/health");
  expect(((await health.json()) as { provider: { name: string } }).provider.name).toBe("offline");

  const { token } = await testSignIn(defaultBaseURL(), `offline-${Date.now()}@example.com`);
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.reload();

  const section = page.locator("#generator");
  await expect(section.getByTestId("usage-status")).toHaveText("Free user: 3 generations remaining");
  await section.getByLabel("What do you want to make?").fill("draw a star with the pen");
  await section.getByTestId("generate-button").click();

  const panel = section.getByTestId("block-panel");
  // scratchblocks draws Pen blocks with its extension class (the green-teal extension colour).
  await expect(panel.locator(".sb3-extension").first()).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator(".sb3-obsolete")).toHaveCount(0);
  // SVG labels are separate text nodes, so the words run together in textContent.
  await expect(panel).toContainText("pendown");
  await expect(section.getByTestId("usage-status")).toHaveText("Free user: 2 generations remaining");
  await expect(section.getByTestId("tokens-used")).toContainText("Tokens used for this generation");
  // The same program opens in Scratch: the panel's Download .sb3 saves a project file.
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download .sb3" }).click();
  expect((await download).suggestedFilename()).toBe("promptblocks-project.sb3");

  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "offline-generator-star");
});
