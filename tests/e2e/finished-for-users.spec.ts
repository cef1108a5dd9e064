import { expect, test, type Locator, type Page } from "./support/live-page";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOT_DIR, saveScreenshot } from "./support/screenshots";
import { defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 31 "Finished for the people who use it", on the real server (offline generator) and its
 * database: someone to contact on every page that refers to them, no empty testimonials box, and
 * a plan that follows the balance after an admin adds and removes tokens. Screenshots at 390 and
 * 1280 px.
 */

const ADMIN_EMAIL = "e2e-admin@example.com";
const run = Date.now().toString(36);
const WIDTHS = [390, 1280] as const;

// Two widths per test on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function signInPage(page: Page, email: string): Promise<{ token: string; id: number }> {
  const { token, user } = await testSignIn(defaultBaseURL(), email);
  await page.goto("/about");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  return { token, id: user.id };
}

async function adminToken(): Promise<string> {
  return (await testSignIn(defaultBaseURL(), ADMIN_EMAIL)).token;
}

test.describe("someone to contact (point 1)", () => {
  const PAGES = [
    { path: "/doc", section: "Getting help" },
    { path: "/about", section: "Who we are" },
    { path: "/for-schools", section: "Get in touch" },
    { path: "/for-parents", section: "Questions" },
    { path: "/privacy-policy", section: "1. Who we are and what this policy covers" },
  ];

  for (const { path, section } of PAGES) {
    test(`${path} names the operator with e-mail and postal address under "${section}", and so does the footer`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const main = page.locator("main");
        await expect(main).not.toContainText("published by the operator of this site");
        // The contact block belongs to that section (a region named by its heading).
        const region = main.getByRole("region", { name: section, exact: true });
        await expect(region).toBeVisible();
        const contact = region.getByTestId("operator-contact").first();
        await expect(contact).toContainText("Example operator (local example: set OPERATOR_NAME)");
        await expect(contact).toContainText("1 Example Street, Exampletown");
        // The e2e build sets no OPERATOR_*: the example says plainly that it is one.
        await expect(contact.getByTestId("operator-example")).toHaveText("Local example: not a real contact");
        await expect(contact.locator('a[href^="mailto:operator@example.com"]')).toHaveText("operator@example.com");
        const footer = page.getByRole("contentinfo").getByTestId("operator-contact");
        await expect(footer).toContainText("1 Example Street, Exampletown");
        await contact.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `issue31-contact${path.replace(/\//g, "-")}-${width}`);
      }
    });
  }
});

test("with no testimonials published, /, /for-schools and /for-parents show no testimonials section at all (point 5)", async ({ page, request }) => {
  // Another spec may have left one published on this server: this one hides every published one first.
  const token = await adminToken();
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get("/api/admin/testimonials", { headers });
  expect(list.status()).toBe(200);
  const all = ((await list.json()) as { testimonials: Array<{ id: number; isPublished: boolean }> }).testimonials;
  for (const item of all.filter((testimonial) => testimonial.isPublished)) {
    expect((await request.patch(`/api/admin/testimonials/${item.id}`, { headers, data: { isPublished: false } })).ok()).toBe(true);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/for-schools", "/for-parents"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("testimonials")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText("No testimonials yet");
    }
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await saveScreenshot(page, `issue31-no-testimonials-for-parents-${width}`);
  }
});

test("after an admin adds then removes 1,000,000 tokens, the user is Free with 3 generations and can generate (point 6)", async ({ page, request }) => {
  const email = `stranded-${run}@example.com`;
  const user = await signInPage(page, email);
  const admin = { Authorization: `Bearer ${await adminToken()}` };
  for (const tokenAmount of [1_000_000, -1_000_000]) {
    const res = await request.post("/api/admin/users/update-tokens", { headers: admin, data: { userId: user.id, tokenAmount } });
    expect(res.status()).toBe(200);
  }

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/account");
    await expect(page.getByTestId("account-type")).toContainText("Free");
    await saveScreenshot(page, `issue31-plan-account-${width}`);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/#generator");
  const section = page.locator("#generator");
  const status = section.getByTestId("usage-status");
  await expect(status).toHaveText("Free user: 3 generations remaining");
  await section.getByLabel("What do you want to make?").fill("Make the cat say hello when the green flag is clicked");
  const generate = section.getByTestId("generate-button");
  await expect(generate).toHaveText("Generate Code & Blocks");
  await generate.click();
  await expect(section.getByTestId("block-panel").locator("svg").first()).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveText("Free user: 2 generations remaining");
  await saveScreenshot(page, "issue31-plan-generated-1280");
  await page.setViewportSize({ width: 390, height: 900 });
  await status.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "issue31-plan-generated-390");
});

test("a child waiting for a parent sees it on the dashboard and in the generator, Generate off with the reason, and a link to resend or change the address (point 3)", async ({ page }) => {
  const email = `waiting-kid-${run}@example.com`;
  const child = await testSignIn(defaultBaseURL(), email, { year: new Date().getFullYear() - 9, month: 1 });
  expect(child.user.parentalConsent).toBe("needed");
  const asked = await fetch(`${defaultBaseURL()}/api/consent/request`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${child.token}` },
    body: JSON.stringify({ parentEmail: `parent-${run}@example.com` }),
  });
  expect(asked.status).toBe(200);
  await page.goto("/about");
  await page.evaluate((value) => localStorage.setItem("token", value), child.token);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard");
    const notice = page.getByTestId("dashboard-parent-wait");
    await expect(notice).toContainText("Waiting for your parent's yes");
    await saveScreenshot(page, `issue31-waiting-dashboard-${width}`);

    await page.goto("/#generator");
    const section = page.locator("#generator");
    await section.getByLabel("What do you want to make?").fill("make the cat say hello");
    const generate = section.getByTestId("generate-button");
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription("You can generate once your parent says yes.");
    const waiting = section.getByTestId("parent-wait");
    await expect(waiting).toContainText("Waiting for your parent's yes");
    // Never "3 generations remaining" for a child who cannot generate yet.
    await expect(section.getByTestId("usage-status")).toHaveCount(0);
    await expect(section).not.toContainText("generations remaining");
    await waiting.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `issue31-waiting-generator-${width}`);
  }

  // The link goes where the address can be sent again or changed.
  await page.locator("#generator").getByRole("link", { name: "Resend or change your parent's address" }).click();
  await expect(page).toHaveURL(/\/ask-a-parent$/);
  await expect(page.getByLabel("Wrong address? Send it to another e-mail")).toBeVisible();
});

test("rough edges: the skip link moves focus to the main content; Esc closes the phone menu and gives focus back (point 9)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await expect(page.locator("#mobile-nav")).toBeVisible();
  await saveScreenshot(page, "issue31-phone-menu-open-390");
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-nav")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("phones: every route fits 360 and 390 px without sideways scrolling of the page; /account's usage rows do not overlap (point 7)", async ({ page }) => {
  const user = await signInPage(page, `phone-${run}@example.com`);
  // One generation (the offline generator) so /account has a token-usage row to lay out.
  const made = await fetch(`${defaultBaseURL()}/api/blocks/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ prompt: "make the cat jump when I press space" }),
  });
  expect(made.status).toBe(200);
  // "/" is the signed-in home: its Generate button's long label once pushed a 360 px page 7 px sideways.
  const routes = ["/", "/pricing", "/features", "/doc", "/about", "/for-schools", "/for-parents", "/privacy-policy", "/terms-of-service", "/test-blocks", "/dashboard", "/history", "/account"];
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // the settled page, once its parts have come alive and its data is in
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
      if (path === "/") {
        await page.mouse.move(0, 0);
        await page.locator("#generator form").screenshot({ path: join(SCREENSHOT_DIR, `issue31-home-generator-${width}.png`) });
      }
    }
    await page.goto("/account");
    const row = page.getByTestId("usage-row").first();
    await expect(row).toBeVisible();
    const boxes = await row.evaluate((element) => [...element.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect));
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        const [p, q] = [boxes[a]!, boxes[b]!];
        const overlaps = p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
        expect(overlaps, `usage row parts ${a} and ${b} overlap at ${width} px`).toBe(false);
      }
    }
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `issue31-account-usage-${width}`);
  }
});

/** Notes in a picture that are a project's section lines ("sprite: Paddle", "stage", "x: 0, y: -150"), not the author's own comments. */
async function sectionLineNotes(scope: Locator): Promise<string[]> {
  const notes = await scope.locator("text.sb3-comment-label").allTextContents();
  return notes.filter((note) => /^\s*(sprite:|stage\b|x: -?\d+, y:)/i.test(note));
}

test("whole projects read as projects: a heading per sprite, a PNG title per sprite, history cards preview the first scripts (point 2)", async ({ page }) => {
  await signInPage(page, `project-${run}@example.com`);
  await page.goto("/#generator");
  await page.reload();
  const section = page.locator("#generator");
  await section.getByLabel("What do you want to make?").fill("make a pong game with a paddle and a ball");
  await section.getByTestId("generate-button").click();
  const tabs = section.getByTestId("project-tabs");
  await expect(tabs.getByRole("tab")).toHaveText(["Whole project", "Stage", "Paddle", "Ball"], { timeout: 30_000 });

  // The whole project: headings over each part's pictures, and no section line drawn as a note.
  const parts = tabs.getByTestId("block-sections");
  // The stage here holds only the score (its own tab says so), no scripts: no heading over nothing.
  await expect(parts.getByRole("heading", { level: 3 })).toHaveText(["Sprite: Paddle", "Sprite: Ball"]);
  await expect(parts.locator("[data-testid=blocks-container][data-state=rendered]")).toHaveCount(2);
  expect(await sectionLineNotes(parts)).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(0, 0);
    await tabs.screenshot({ path: join(SCREENSHOT_DIR, `issue31-whole-project-${width}.png`) });
  }

  // The PNG: every picture, and a title line above each part's first one.
  const expected = await parts.evaluate((element) => {
    const heights = [...element.querySelectorAll("svg")].filter((svg) => !svg.parentElement?.closest("svg")).map((svg) => Number(svg.getAttribute("height")));
    return { sum: heights.reduce((a, b) => a + b, 0), count: heights.length };
  });
  const [download] = await Promise.all([page.waitForEvent("download"), tabs.getByRole("button", { name: "Download as image" }).first().click()]);
  const png = readFileSync(await download.path());
  const height = png.readUInt32BE(20);
  // 20 px padding around and between pictures, 28 px per title (two parts), scale 2 (blocks.png.ts).
  expect(height).toBe(Math.ceil((expected.sum + 20 * (expected.count - 1) + 28 * 2 + 40) * 2));

  // The history card previews the first sprite's scripts under its name, not the project's section lines.
  await page.goto("/history");
  const card = page.getByTestId("history-card").first();
  await expect(card.getByTestId("history-preview-title")).toHaveText("Sprite: Paddle");
  await expect(card.locator("[data-testid=blocks-container][data-state=rendered]")).toBeVisible();
  expect(await sectionLineNotes(card)).toEqual([]);
  await card.screenshot({ path: join(SCREENSHOT_DIR, "issue31-history-card-project.png") });
});
