import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "./support/live-page";
import type { CannedReply } from "../../src/server/generation/test-support/fake-openai-server";
import { fencedProgram, lastUserText, startFakeProviderApp, type TFakeProviderApp } from "./support/fake-provider-app";
import { completeBirthDateStep, testSignIn } from "./support/test-sign-in";
import { SCREENSHOT_DIR } from "./support/screenshots";

/**
 * Issue 4, "What must show it", the generator in Chromium: a visitor is sent to sign in; a
 * signed-in free user generates three times through the real server and a provider the test
 * controls, sees the blocks, the tokens line and the remaining count, then hits the limit alert
 * and banner.
 */

/** The generator section only: the page around it is other tests' business. */
async function shootSection(page: Page, section: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await section.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

test("a visitor pressing Generate is told to log in, sent to /login?redirect=generator, and comes back to their idea", async ({ page }) => {
  await page.goto("/#generator");
  const section = page.locator("#generator");
  await expect(section.getByTestId("usage-status")).toHaveText("Login to save your generated blocks");
  const generate = section.getByTestId("generate-button");
  await expect(generate).toHaveText("Login to Generate");
  // SPEC 5: disabled while the prompt is blank; Clear too.
  await expect(generate).toBeDisabled();
  await expect(section.getByRole("button", { name: "Clear" })).toBeDisabled();
  await expect(section.getByTestId("block-panel")).toContainText("Generated blocks will appear here");

  // The Examples toggle offers eight ideas; picking one fills the prompt box.
  await section.getByRole("button", { name: "Examples" }).click();
  const examples = section.getByRole("list", { name: "Example ideas" }).getByRole("button");
  await expect(examples).toHaveCount(8);
  await section.getByRole("button", { name: "Draw a star with the pen" }).click();
  const promptBox = section.getByLabel("What do you want to make?");
  await expect(promptBox).toHaveValue("Draw a star with the pen");
  await expect(promptBox).toHaveAttribute("rows", "4");
  await expect(generate).toBeEnabled();
  await shootSection(page, section, "generator-visitor");

  const pressedAt = Date.now();
  await generate.click();
  await expect(page.getByTestId("toasts").getByText("Please log in to generate")).toBeVisible();
  await page.waitForURL(/\/login\?redirect=generator$/);
  // SPEC 9: the redirect waits 1.5 s so the toast can be read.
  expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(1_400);

  // Signing in brings the person back to the generator with the idea they typed.
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Test login" });
  await dialog.getByLabel("E-mail").fill(`visitor-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  // First sign-in: the birth-date step (issue 16), then back to the generator.
  await completeBirthDateStep(page);
  await page.waitForURL(/\/#generator$/);
  const back = page.locator("#generator");
  await expect(back.getByLabel("What do you want to make?")).toHaveValue("Draw a star with the pen");
  await expect(back.getByTestId("usage-status")).toHaveText("Free user: 3 generations remaining");
  await expect(back.getByTestId("generate-button")).toHaveText("Generate Code & Blocks");
});

const JUMP = [
  "// When you press space, the sprite jumps up and falls back down.",
  "when [space v] key pressed",
  "repeat (10)",
  "change y by (10)",
  "end",
  "repeat (10)",
  "change y by (-10)",
  "end",
];
const STAR = [
  "// When the green flag is clicked, the pen draws a star.",
  "when flag clicked",
  "erase all",
  "pen down",
  "repeat (5)",
  "move (100) steps",
  "turn right (144) degrees",
  "end",
  "pen up",
];
const ARROWS = [
  "// The right arrow moves the cat to the right.",
  "when [right arrow v] key pressed",
  "change x by (10)",
  "",
  "// The left arrow moves the cat to the left.",
  "when [left arrow v] key pressed",
  "change x by (-10)",
];
const COMPLEXITY =
  "```complexity\n" +
  JSON.stringify({
    message: "A whole platformer with ten levels is a big project for one go.",
    suggestions: ["Make the cat jump with the space key", "Add a score that counts coins"],
    tip: "Build one part at a time and put the parts together in Scratch.",
  }) +
  "\n```";

/** Tokens the fake provider reports per call: 520 + 130. */
const TOKENS_PER_CALL = 650;

/** What the fake provider answers, chosen from the words of the request. */
function fakeReply(body: unknown): CannedReply {
  const prompt = lastUserText(body).toLowerCase();
  // A little delay so the 'Generating...' state is on screen long enough to see.
  const base = { promptTokens: 520, completionTokens: 130, delayMs: 400 };
  if (prompt.includes("platformer")) return { ...base, text: COMPLEXITY };
  if (prompt.includes("broken")) return { status: 500 };
  if (prompt.includes("star")) return { ...base, text: fencedProgram(STAR) };
  if (prompt.includes("arrow")) return { ...base, text: fencedProgram(ARROWS) };
  return { ...base, text: fencedProgram(JUMP) };
}

test.describe("through a real server with a provider the test controls", () => {
  test.describe.configure({ timeout: 150_000 });
  let app: TFakeProviderApp;

  test.beforeAll(async () => {
    app = await startFakeProviderApp({ port: Number(process.env.E2E_PORT ?? 3100) + 1, fallback: fakeReply });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("a free user generates three times, sees blocks, tokens and the count, then hits the limit alert and banner", async ({ page }) => {
    const email = `free-${Date.now()}@example.com`;
    const { token } = await testSignIn(app.baseURL, email);
    await page.goto(`${app.baseURL}/`);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    // A hash-only goto does not reload the page; reload so the app starts signed in.
    await page.goto(`${app.baseURL}/#generator`);
    await page.reload();

    const section = page.locator("#generator");
    const status = section.getByTestId("usage-status");
    const generate = section.getByTestId("generate-button");
    const promptBox = section.getByLabel("What do you want to make?");
    const panel = section.getByTestId("block-panel");
    const tokensLine = section.getByTestId("tokens-used");
    const toasts = page.getByTestId("toasts");

    await expect(status).toHaveText("Free user: 3 generations remaining");
    await expect(generate).toHaveText("Generate Code & Blocks");

    // 1st generation, from the Examples list.
    await section.getByRole("button", { name: "Examples" }).click();
    await section.getByRole("button", { name: "Make the sprite jump when I press the space key" }).click();
    await generate.click();
    await expect(generate).toHaveText("Generating...");
    await expect(generate).toBeDisabled();
    await expect(panel.getByTestId("blocks-loading")).toBeVisible();
    await expect(panel.locator("svg").first()).toBeVisible();
    await expect(generate).toHaveText("Generate Code & Blocks");
    await expect(tokensLine).toHaveText(`Tokens used for this generation: ${TOKENS_PER_CALL}`);
    await expect(section.getByTestId("build-guide")).toHaveText(/^You will need: 2 Motion blocks, 1 Events block, 2 Control blocks/);
    await expect(section.getByTestId("explanation")).toContainText("the sprite jumps up and falls back down");
    await expect(status).toHaveText("Free user: 2 generations remaining");
    await expect(panel.locator(".sb3-obsolete")).toHaveCount(0);
    await shootSection(page, section, "generator-first-result");

    // Too big a request: the complexity warning (10 s, numbered suggestions, tip), no usage spent.
    await promptBox.fill("Make a whole platformer with ten levels and bosses");
    await generate.click();
    await expect(toasts.getByText("Complex Game Request Detected")).toBeVisible();
    const details = toasts.getByTestId("complexity-details");
    await expect(details.locator("ol > li")).toHaveText(["Make the cat jump with the space key", "Add a score that counts coins"]);
    await expect(details).toContainText("Tip: Build one part at a time");
    await expect(status).toHaveText("Free user: 2 generations remaining");
    await shootSection(page, page.locator("body"), "generator-complexity");

    // A provider failure: a clear message, nothing spent.
    await promptBox.fill("a broken provider answer");
    await generate.click();
    await expect(section.getByTestId("generation-error")).toBeVisible();
    await expect(section.getByTestId("generation-error")).not.toHaveText("");
    await expect(status).toHaveText("Free user: 2 generations remaining");

    // 2nd and 3rd generations, typed as new ideas: after a result the next request changes that
    // program unless "Start something new" is chosen (issue 30).
    const startNew = section.getByRole("radio", { name: "Start something new" });
    await startNew.check();
    await promptBox.fill("Draw a star with the pen");
    await generate.click();
    await expect(section.getByTestId("build-guide")).toContainText("Pen blocks");
    await expect(section.getByTestId("generation-error")).toHaveCount(0);
    await expect(status).toHaveText("Free user: 1 generation remaining");

    await startNew.check();
    await promptBox.fill("Move the cat with the arrow keys");
    await generate.click();
    await expect(section.getByTestId("explanation")).toContainText("The left arrow moves the cat to the left.");
    await expect(tokensLine).toHaveText(`Tokens used for this generation: ${TOKENS_PER_CALL}`);

    // The free limit (issue 12): one message with its action, the alert with its two buttons,
    // in place of the status line; no top banner, no toast saying it again; the button label.
    const alert = section.getByTestId("free-limit-alert");
    await expect(alert.getByRole("heading", { name: "Free usage limit reached" })).toBeVisible();
    await expect(alert).toContainText("You have used 3 of your 3 free generations. Upgrade to continue generating Scratch blocks.");
    await expect(alert.getByRole("button", { name: "Upgrade Now" })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(section.getByTestId("free-limit-banner")).toHaveCount(0);
    await expect(generate).toHaveText("Upgrade to Generate");
    await section.getByRole("button", { name: "Clear" }).click();
    await expect(generate).toBeEnabled(); // at the limit it stays usable: it opens the payment page
    await shootSection(page, section, "generator-free-limit");

    // The provider was asked exactly once per press (no repair round was needed).
    expect(app.fake.requests).toHaveLength(5);
    // The server agrees: a fourth generation is refused with SPEC's error body.
    const refused = await page.request.post(`${app.baseURL}/api/blocks/generate`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { prompt: "Make the sprite jump" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ freeLimitReached: true, limitExceeded: true, currentUsage: 3, allowedUsage: 3 });

    // Put away, the alert leaves SPEC's status line; a later visit at the limit gets the top
    // banner instead, again as the only notice. Upgrade opens the (local test) checkout in a new tab.
    await alert.getByRole("button", { name: "I'll upgrade later" }).click();
    await expect(alert).toHaveCount(0);
    await expect(status).toHaveText("Free limit reached. Please subscribe to continue.");
    await page.reload();
    const banner = page.locator("#generator").getByTestId("free-limit-banner");
    await expect(banner).toContainText("You've used all your free generations. Upgrade to premium to continue!");
    await expect(page.locator("#generator").getByTestId("free-limit-alert")).toHaveCount(0);
    await expect(page.locator("#generator").getByTestId("usage-status")).toHaveCount(0);
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator("#generator").getByTestId("usage-status")).toHaveText("Free limit reached. Please subscribe to continue.");
    const checkoutOpened = page.context().waitForEvent("page");
    await page.locator("#generator").getByTestId("generate-button").click();
    const checkout = await checkoutOpened;
    expect(new URL(checkout.url()).pathname).toBe("/test-checkout");
    await checkout.close();
  });
});
