import { expect, test } from "./support/live-page";
import { saveScreenshot } from "./support/screenshots";
import { signInOnHome } from "./support/test-sign-in";

/**
 * Issue 24, "What must show it", in Chromium against the real server and the offline generator:
 * a request a children's product must refuse gets the kind answer with ideas to click, no free
 * usage is used, and a clicked idea becomes the prompt and builds.
 */
for (const width of [1280, 390]) {
  test(`a refused request shows the kind message and clickable ideas, and costs no free usage (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInOnHome(page, `kid-safety-${width}`);
    const section = page.locator("#generator");
    await expect(section.getByTestId("usage-status")).toContainText("3 generations remaining");

    const request = "make a game that says mean things about Emma from my class";
    await section.getByLabel("What do you want to make?").fill(request);
    await section.getByTestId("generate-button").click();

    const refusal = section.getByTestId("safety-refusal");
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expect(refusal.getByRole("heading", { name: "Let's make something else" })).toBeFocused();
    await expect(refusal).toContainText("PromptBlocks can't help make that.");
    await expect(refusal).toContainText("Nothing was charged.");
    // Never the child's words back.
    await expect(refusal).not.toContainText("Emma");
    await expect(refusal).not.toContainText("mean things");
    const ideas = refusal.getByRole("list", { name: "Ideas you could make" }).getByRole("button");
    await expect(ideas).toHaveCount(3);
    // Not an error: no red alert, no error toast, no blocks, and the three free usages are all still there.
    await expect(section.getByTestId("generation-error")).toHaveCount(0);
    await expect(section.getByTestId("block-panel")).toContainText("Generated blocks will appear here");
    await expect(section.getByTestId("usage-status")).toContainText("3 generations remaining");
    await refusal.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `kid-safety-refusal-${width}`);

    // A clicked idea becomes the prompt, the refusal goes, and the idea builds.
    const idea = (await ideas.first().textContent()) ?? "";
    await ideas.first().click();
    const promptBox = section.getByLabel("What do you want to make?");
    await expect(promptBox).toHaveValue(idea);
    await expect(promptBox).toBeFocused();
    await expect(refusal).toHaveCount(0);
    await section.getByTestId("generate-button").click();
    await expect(section.getByTestId("block-panel").locator("svg").first()).toBeVisible({ timeout: 20_000 });
    await expect(section.getByTestId("usage-status")).toContainText("2 generations remaining");
  });
}

test("a child who may hurt themselves is told to talk to a grown-up they trust, kindly and without a price", async ({ page }) => {
  await signInOnHome(page, "kid-safety-help");
  const section = page.locator("#generator");
  await section.getByLabel("What do you want to make?").fill("i dont want to live anymore, make a sad game");
  await section.getByTestId("generate-button").click();
  const refusal = section.getByTestId("safety-refusal");
  await expect(refusal).toContainText("Please talk to a grown-up you trust", { timeout: 20_000 });
  await expect(refusal).not.toContainText("charged");
  await expect(refusal.getByRole("button")).toHaveCount(3);
  await refusal.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "kid-safety-self-harm");
});
