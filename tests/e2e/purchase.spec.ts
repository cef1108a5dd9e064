import { expect, test, type Page } from "./support/live-page";
import { saveScreenshot } from "./support/screenshots";
import { defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 10, "What must show it", end to end in Chromium on the embedded defaults (offline
 * generator, test login, no Gumroad configured, so the local test checkout stands in): a free
 * user at the limit presses "Upgrade to Generate", the test checkout opens in a new tab with
 * SPEC 7's parameters, pays, the first tab shows "Purchase Successful!", /account shows the
 * purchase and the balance, and the next generation spends tokens.
 */

/** The test login and the birth-date step every first sign-in goes through (issue 16). */
async function signIn(page: Page, email: string): Promise<{ token: string; id: number }> {
  const { token, user } = await testSignIn(defaultBaseURL(), email);
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
  return { token, id: user.id };
}

async function sessionUser(page: Page, token: string) {
  const answer = await page.request.get("/api/auth/session", { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { user: { availableTokens: number; tokensPurchased: number; isSubscribed: boolean } }).user;
}

test("pricing: two plans with working buttons and FAQ cards; a visitor's Buy tokens goes to sign in", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Pricing", level: 1 })).toBeVisible();
  await expect(page.getByTestId("plan-premium")).toContainText("$5");
  await expect(page.getByTestId("plan-premium")).toContainText("1,000,000 tokens per purchase");
  await expect(page.getByTestId("pricing-faq")).toHaveCount(6);
  await saveScreenshot(page, "purchase-pricing");
  await page.getByTestId("buy-tokens").click();
  await page.waitForURL(/\/login$/);
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Start for free" }).click();
  await page.waitForURL(/\/#generator$/);
  // The home page's pricing section has the same working buttons.
  await page.goto("/");
  await page.getByTestId("plan-premium").getByRole("button", { name: "Buy tokens" }).click();
  await page.waitForURL(/\/login$/);
});

test("a free user at the limit buys tokens through the test checkout and the next generation spends them", async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = `buyer-${Date.now()}@example.com`;
  const { token, id } = await signIn(page, email);
  // The three free generations, through the real API and the offline generator.
  for (let n = 0; n < 3; n++) {
    const answer = await page.request.post("/api/blocks/generate", { headers: { Authorization: `Bearer ${token}` }, data: { prompt: "make the cat say hello" } });
    expect(answer.status()).toBe(200);
  }

  await page.goto("/#generator");
  const section = page.locator("#generator");
  const generate = section.getByTestId("generate-button");
  await expect(generate).toHaveText("Upgrade to Generate");
  // Issue 12: at the limit one message with one action, not four.
  await expect(section.getByTestId("free-limit-banner")).toContainText("You've used all your free generations. Upgrade to premium to continue!");
  await expect(section.getByTestId("free-limit-alert")).toHaveCount(0);
  await expect(section.getByTestId("usage-status")).toHaveCount(0);
  await expect(page.getByTestId("toasts").locator("li")).toHaveCount(0);

  const checkoutOpened = context.waitForEvent("page");
  await generate.click();
  const checkout = await checkoutOpened;
  await checkout.waitForLoadState();
  const url = new URL(checkout.url());
  expect(url.pathname).toBe("/test-checkout");
  expect(url.searchParams.get("email")).toBe(email);
  expect(url.searchParams.get("custom_user_id")).toBe(String(id));
  expect(url.searchParams.get("custom_fields[custom_user_id]")).toBe(String(id));
  expect(url.searchParams.get("variant")).toBe(`user_${id}`);
  expect(Number(url.searchParams.get("timestamp"))).toBeGreaterThan(Date.now() - 60_000);
  // The first tab stays where it was.
  expect(new URL(page.url()).pathname).toBe("/");

  await expect(checkout.getByRole("heading", { name: "PromptBlocks tokens" })).toBeVisible();
  await expect(checkout.getByText("One pack: $5.00 for 1,000,000 tokens.")).toBeVisible();
  await expect(checkout.getByTestId("test-checkout-total")).toHaveText("$5.00");
  await expect(checkout.getByLabel("E-mail")).toHaveValue(email);
  await saveScreenshot(checkout, "purchase-checkout");
  await checkout.getByRole("button", { name: "Pay (test)" }).click();
  await expect(checkout.getByTestId("test-checkout-done")).toContainText("1,000,000 tokens were added to the account.");
  await saveScreenshot(checkout, "purchase-checkout-done");
  await checkout.close();

  // Back on the first tab: the purchase is noticed (focus, or the poll while a checkout is open).
  await page.bringToFront();
  const toast = page.getByTestId("toasts");
  await expect(toast.getByText("Purchase Successful!")).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText("1,000,000 tokens were added to your account.");
  await expect(section.getByTestId("generate-button")).toHaveText("Generate Code & Blocks");
  await expect(section.getByTestId("usage-status")).toContainText("Premium user: More tokens, more creations!");
  await expect(section.getByTestId("usage-status")).toContainText("Available tokens: 1.00M");
  expect(await sessionUser(page, token)).toMatchObject({ availableTokens: 1_000_000, tokensPurchased: 1_000_000, isSubscribed: true });

  // The header menu and the dashboard show the balance in SPEC 9's K/M format.
  await page.getByTestId("user-menu-trigger").click();
  await expect(page.getByTestId("menu-available-tokens")).toHaveText("1.00M");
  await page.keyboard.press("Escape");
  await page.goto("/dashboard");
  await expect(page.getByTestId("subscription-status")).toContainText("Premium · 1.00M tokens available");
  await expect(page.getByTestId("subscription-status").getByRole("button", { name: "Buy more tokens" })).toBeVisible();

  await page.goto("/account");
  await expect(page.getByTestId("account-type")).toHaveText("Premium");
  await expect(page.getByTestId("account-available")).toHaveText("1.00M");
  await expect(page.getByTestId("account-purchased")).toHaveText("1.00M");
  await expect(page.getByTestId("account-free-usages")).toHaveText("3 of 3 used");
  await expect(page.getByTestId("pack-price")).toHaveText("$5 = 1,000,000 tokens");
  const purchaseRow = page.getByTestId("purchase-row");
  await expect(purchaseRow).toHaveCount(1);
  await expect(purchaseRow).toContainText("$5.00");
  await expect(purchaseRow).toContainText("1.00M");
  await expect(purchaseRow.locator("td").nth(3)).toHaveText(/^[0-9]{9}$/);
  await expect(page.getByTestId("usage-row")).toHaveCount(3);
  await saveScreenshot(page, "purchase-account");

  // The next generation spends tokens from the balance.
  await page.goto("/#generator");
  await section.getByLabel("What do you want to make?").fill("Draw a star with the pen");
  await section.getByTestId("generate-button").click();
  await expect(section.getByTestId("tokens-used")).toBeVisible({ timeout: 30_000 });
  const after = await sessionUser(page, token);
  expect(after.availableTokens).toBeLessThan(1_000_000);
  expect(after.availableTokens).toBeGreaterThan(990_000);
  await page.goto("/account");
  await expect(page.getByTestId("usage-row").first()).toContainText("Generation (tokens)");
  await expect(page.getByTestId("account-used")).not.toHaveText("0");
});

test("on a phone the free-limit banner keeps its text readable and clear of its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { token } = await signIn(page, `phone-${Date.now()}@example.com`);
  for (let n = 0; n < 3; n++) {
    await page.request.post("/api/blocks/generate", { headers: { Authorization: `Bearer ${token}` }, data: { prompt: "make the cat say hello" } });
  }
  await page.goto("/#generator");
  const banner = page.getByTestId("free-limit-banner");
  await expect(banner).toBeVisible();
  // Both boxes in one read: the page may still be scrolling to #generator.
  const { text, button } = await banner.evaluate((element) => {
    const box = (node: Element | null) => {
      const rect = node?.getBoundingClientRect();
      return rect ? { y: rect.y, width: rect.width, height: rect.height } : null;
    };
    const upgrade = [...element.querySelectorAll("button")].find((node) => node.textContent?.includes("Upgrade Now")) ?? null;
    return { text: box(element.querySelector("p")), button: box(upgrade) };
  });
  expect(text && button).toBeTruthy();
  // The text gets most of the width (not a word a line) and the buttons sit below it.
  expect(text!.width).toBeGreaterThan(250);
  expect(button!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
  await saveScreenshot(page, "purchase-phone-limit-banner");
});
