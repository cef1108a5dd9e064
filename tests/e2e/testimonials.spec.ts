import { expect, test, type APIRequestContext } from "./support/live-page";
import { startFakeProviderApp, type TFakeProviderApp } from "./support/fake-provider-app";
import { saveScreenshot } from "./support/screenshots";

/**
 * Issue 12 point 3: testimonials come only from the admin-managed table. A real server with an
 * administrator (ADMIN_EMAILS) on its own port: the admin API adds quotes, and the public
 * section on /, /for-schools and /for-parents shows only the published one, with its
 * attribution and date; with none published it invites people to share theirs.
 */

let app: TFakeProviderApp;

test.beforeAll(async () => {
  app = await startFakeProviderApp({
    port: Number(process.env.E2E_PORT ?? 3100) + 5,
    fallback: () => ({ status: 500 }),
    env: { ADMIN_EMAILS: "head@example.com" },
  });
});
test.afterAll(async () => {
  await app?.stop();
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${app.baseURL}/api/auth/test-login`, { data: { email: "head@example.com" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test("only published testimonials given with permission appear, on the home, schools and parents pages", async ({ browser, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const published = await request.post(`${app.baseURL}/api/admin/testimonials`, {
    headers,
    data: {
      quote: "Our coding club used the block pictures to check their own scripts.",
      attribution: "Coding club leader",
      givenOn: "2026-02-10",
      permissionGiven: true,
      isPublished: true,
    },
  });
  expect(published.status()).toBe(201);
  const publishedId = ((await published.json()) as { testimonial: { id: number } }).testimonial.id;
  const draft = await request.post(`${app.baseURL}/api/admin/testimonials`, {
    headers,
    data: { quote: "A draft nobody agreed to share.", attribution: "Parent", givenOn: "2026-02-11", permissionGiven: false },
  });
  expect(draft.status()).toBe(201);

  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  for (const path of ["/", "/for-schools", "/for-parents"]) {
    await page.goto(path);
    const section = page.getByTestId("testimonials");
    const quote = section.locator("blockquote");
    await expect(quote).toHaveText(["Our coding club used the block pictures to check their own scripts."]);
    await expect(section.locator("figcaption")).toContainText("Coding club leader");
    // SPEC 1: dates in zh-TW long form (a calendar date, so no time of day).
    await expect(section.locator("time")).toHaveText("2026年2月10日");
    await expect(section.locator("time")).toHaveAttribute("datetime", "2026-02-10");
    await expect(section).not.toContainText("A draft nobody agreed to share.");
  }
  await saveScreenshot(page, "testimonials-published-for-parents");
  await context.close();

  // Unpublished again: a fresh visitor (no cached list) sees no testimonials section at all (issue 31).
  const unpublished = await request.patch(`${app.baseURL}/api/admin/testimonials/${publishedId}`, { headers, data: { isPublished: false } });
  expect(unpublished.ok()).toBe(true);
  const fresh = await browser.newContext({ baseURL: app.baseURL });
  const again = await fresh.newPage();
  await again.goto("/for-schools");
  await again.waitForLoadState("networkidle");
  await expect(again.getByRole("heading", { name: "Get in touch" })).toBeVisible();
  await expect(again.getByTestId("testimonials")).toHaveCount(0);
  await fresh.close();
});
