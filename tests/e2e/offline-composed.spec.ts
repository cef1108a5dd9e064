import { expect, test } from "@playwright/test";
import { saveScreenshot } from "./support/screenshots";
import { defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 15, "What must show it": on the home page, with the offline generator (no provider
 * configured), a request of several parts gives one script per part, in the request's order,
 * and the explanation says what each does and names the part it could not build.
 */
test("a multi-part request on the home page shows all its scripts and the explanation", async ({ page }) => {
  // The test login and the birth-date step every first sign-in goes through (issue 16).
  const { token } = await testSignIn(defaultBaseURL(), `composed-${Date.now()}@example.com`);
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.reload();

  const section = page.locator("#generator");
  await section
    .getByLabel("What do you want to make?")
    .fill("make the cat jump when i press space, say hello when i click it, change colour every 2 seconds and make it explode into confetti");
  await section.getByTestId("generate-button").click();

  const panel = section.getByTestId("block-panel");
  await expect(panel.locator("svg").first()).toBeVisible({ timeout: 20_000 });
  // scratchblocks draws each word as its own SVG text, so the words of a block run together
  await expect(panel).toContainText("whenspacekeypressed");
  await expect(panel).toContainText("whenthisspriteclicked");
  await expect(panel).toContainText("sayHello!for2seconds");
  await expect(panel).toContainText("foreverwait2seconds");
  await expect(panel).toContainText("changecoloreffectby");
  await expect(panel.locator(".sb3-obsolete")).toHaveCount(0);

  const explanation = section.getByTestId("explanation");
  await expect(explanation).toContainText("When you press the space key, the sprite jumps 100 steps up and lands again.");
  await expect(explanation).toContainText('When you click the sprite, it says "Hello!" for 2 seconds.');
  await expect(explanation).toContainText("Every 2 seconds, the sprite changes colour.");
  await expect(explanation).toContainText('I couldn\'t make "make it explode into confetti"');
  // one sentence per script, in the order the request asked for them
  const text = (await explanation.textContent()) ?? "";
  const order = ["space key", "click the sprite", "Every 2 seconds", "explode"].map((words) => text.indexOf(words));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "offline-composed-multipart");
});
