import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./support/live-page";
import { openExportZip } from "../../src/server/test-support/export-zip";
import { findLink, startLocalSmtpServer, type TLocalSmtpServer } from "../../src/server/test-support/local-smtp-server";
import { fencedProgram, startFakeProviderApp, type TFakeProviderApp } from "./support/fake-provider-app";
import { saveScreenshot } from "./support/screenshots";
import { completeBirthDateStep, testSignIn } from "./support/test-sign-in";

/**
 * Issue 16, "What must show it": a child signs in, gives a birth date under 13 and cannot
 * generate; a parent opens the link from the e-mail (captured by a real SMTP server on
 * 127.0.0.1) and says yes; the child generates. A parent who says no deletes the account.
 * The server is the real one (src/server/index.ts) with SMTP_URL pointing at that SMTP server.
 */

const CHILD_BIRTH = { year: new Date().getFullYear() - 9, month: 3 };
const PROGRAM = fencedProgram(["when flag clicked", "say [Hello from my cat!] for (2) seconds"]);

let app: TFakeProviderApp;
let smtp: TLocalSmtpServer;

test.beforeAll(async () => {
  // Booting a second real server through tsx can be slow on a busy machine.
  test.setTimeout(180_000);
  smtp = await startLocalSmtpServer();
  const port = Number(process.env.E2E_PORT ?? 3100) + 3;
  app = await startFakeProviderApp({
    port,
    fallback: () => ({ text: PROGRAM }),
    // Mail that can leave the machine needs PUBLIC_URL: e-mailed links are built from it alone.
    env: { SMTP_URL: smtp.url, MAIL_FROM: "PromptBlocks <hello@promptblocks.test>", PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

/** Clicks a download button and opens the .zip it saves. */
async function downloadedExport(page: Page, button: Locator, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  return openExportZip(readFileSync(await download.path()));
}

async function signInThroughTheDialog(page: Page, email: string) {
  await page.goto(`${app.baseURL}/login`);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Test login" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Sign in" }).click();
}

test("a child under 13 waits for a parent, the parent says yes from the e-mail, and the child generates", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const childEmail = `kid-${Date.now()}@example.com`;
  await signInThroughTheDialog(page, childEmail);

  // The birth-date step: month and year only.
  await page.waitForURL(/\/welcome/);
  await expect(page.getByRole("heading", { name: "When were you born?" })).toBeVisible();
  await page.getByLabel("Month").selectOption(String(CHILD_BIRTH.month));
  await page.getByLabel("Year").selectOption(String(CHILD_BIRTH.year));
  await saveScreenshot(page, "consent-1-birth-date");
  await page.getByRole("button", { name: "Continue" }).click();

  // Under 13: the ask-a-parent page.
  await page.waitForURL(/\/ask-a-parent$/);
  await expect(page.getByRole("heading", { name: "Ask a parent" })).toBeVisible();
  await saveScreenshot(page, "consent-2-ask-a-parent");

  // The generator says at once that a parent must say yes (issue 31): Generate is off, with the
  // reason next to it, and nothing reaches a provider.
  await page.goto(`${app.baseURL}/#generator`);
  const section = page.locator("#generator");
  await section.getByLabel("What do you want to make?").fill("make the cat say hello");
  await expect(section.getByTestId("parent-wait")).toContainText("A parent needs to say yes first");
  await expect(section.getByTestId("generate-button")).toBeDisabled();
  await expect(section.getByTestId("generate-button")).toHaveAccessibleDescription("You can generate once your parent says yes.");
  await expect(section.getByTestId("usage-status")).toHaveCount(0);
  expect(app.fake.requests).toHaveLength(0);
  await saveScreenshot(page, "consent-3-child-cannot-generate");

  // The child sends the request to a parent.
  await page.goto(`${app.baseURL}/ask-a-parent`);
  await page.getByLabel("Your parent's e-mail address").fill("parent@example.com");
  await page.getByRole("button", { name: "Send to my parent" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent the e-mail to parent@example.com" })).toBeVisible();
  await saveScreenshot(page, "consent-4-request-sent");

  // The parent's e-mail, as the SMTP server received it.
  const mail = await smtp.next();
  expect(mail.to).toEqual(["parent@example.com"]);
  const link = findLink(mail.raw, "/consent/");
  expect(link.startsWith(`${app.baseURL}/consent/`)).toBe(true);

  // The parent, in their own browser, reads the plain-words page and says yes.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await parent.goto(link);
  await expect(parent.getByRole("heading", { name: /Can .* use PromptBlocks\?/ })).toBeVisible();
  await expect(parent.getByText("What we keep:")).toBeVisible();
  await saveScreenshot(parent, "consent-5-parent-consent-page");
  await parent.getByRole("button", { name: "Yes, I agree" }).click();
  await expect(parent.getByRole("heading", { name: "Thank you, you said yes" })).toBeVisible();
  await saveScreenshot(parent, "consent-6-parent-said-yes");

  // A used link does not work again.
  const reused = await parentContext.newPage();
  await reused.goto(link);
  await expect(reused.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await reused.close();

  // The child can now generate.
  await page.goto(`${app.baseURL}/#generator`);
  await page.reload();
  await section.getByLabel("What do you want to make?").fill("make the cat say hello");
  await section.getByTestId("generate-button").click();
  await expect(section.getByTestId("block-panel").locator('[data-testid="blocks-container"][data-state="rendered"] > svg').first()).toBeVisible({ timeout: 20_000 });
  expect(app.fake.requests.length).toBeGreaterThan(0);
  await saveScreenshot(page, "consent-7-child-generates");

  // The parent's page (also e-mailed) shows what the child made.
  const manageMail = await smtp.next();
  const manageLink = findLink(manageMail.raw, "/consent/manage/");
  await parent.goto(manageLink);
  await expect(parent.getByRole("heading", { name: /'s PromptBlocks$/ })).toBeVisible();
  await expect(parent.getByText("make the cat say hello")).toBeVisible();
  // Issue 31 point 4: what the child made shows as block pictures, not as code.
  await expect(parent.getByTestId("block-panel").locator('[data-testid="blocks-container"][data-state="rendered"] > svg').first()).toBeVisible({ timeout: 20_000 });
  await expect(parent.locator("pre")).toHaveCount(0);
  await saveScreenshot(parent, "consent-8-parent-manage-page");
  // The data download is a .zip a parent reads (issue 31 point 4): opened here, file by file.
  const parentZip = await downloadedExport(parent, parent.getByRole("button", { name: "Download all their data" }), "promptblocks-child-data.zip");
  expect(parentZip.text("README.txt")).toContain("What each file is:");
  expect(parentZip.text("account.txt")).toContain(`E-mail: ${childEmail}`);
  const project = parentZip.names.find((name) => name.startsWith("projects/001-") && name.endsWith(".txt"));
  expect(project).toBe("projects/001-make-the-cat-say-hello.txt");
  expect(parentZip.text(project!)).toContain("make the cat say hello");
  expect(parentZip.text(project!)).toContain("say [Hello from my cat!] for (2) seconds");
  expect(parentZip.text(project!)).toMatch(/Made on \w+day, \d{1,2} \w+ \d{4} at \d\d:\d\d UTC/);
  expect(parentZip.names).toContain("projects/001-make-the-cat-say-hello.sb3");
  expect(parentZip.technical.tables.generated_blocks).toHaveLength(1);

  // The child's /account has the data-rights card; deleting asks first and says what is kept.
  await page.goto(`${app.baseURL}/account`);
  const ownZip = await downloadedExport(page, page.getByRole("button", { name: "Download my data" }), "promptblocks-my-data.zip");
  expect(ownZip.names).toEqual(expect.arrayContaining(["README.txt", "account.txt", "projects/001-make-the-cat-say-hello.txt", "technical/all-data.json"]));
  await expect(page.getByRole("button", { name: "Log out everywhere" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm.getByText("anonymised accounting records")).toBeVisible();
  await saveScreenshot(page, "consent-9-account-delete-confirmation");
  await confirm.getByRole("button", { name: "Keep my account" }).click();
  await parentContext.close();
});

test("a parent who says no deletes the child's account", async ({ browser }) => {
  const childEmail = `kid-decline-${Date.now()}@example.com`;
  const child = await testSignIn(app.baseURL, childEmail, CHILD_BIRTH);
  expect(child.user.ageStatus).toBe("child");
  const asked = await fetch(`${app.baseURL}/api/consent/request`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${child.token}` },
    body: JSON.stringify({ parentEmail: "no-parent@example.com" }),
  });
  expect(asked.status).toBe(200);
  const link = findLink((await smtp.next()).raw, "/consent/");

  const parent = await (await browser.newContext()).newPage();
  await parent.goto(link);
  await parent.getByRole("button", { name: "No, I do not agree" }).click();
  // From the top, so the sticky header sits where a reader sees it in the full-page picture.
  await parent.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(parent, "consent-10-parent-decline-confirm");
  await parent.getByRole("button", { name: "Yes, say no and delete the account" }).click();
  await expect(parent.getByRole("heading", { name: "You said no" })).toBeVisible();
  await saveScreenshot(parent, "consent-11-parent-said-no");

  // The account is gone: its session no longer works.
  const session = await fetch(`${app.baseURL}/api/auth/session`, { headers: { authorization: `Bearer ${child.token}` } });
  expect(session.status).toBe(401);
  await parent.context().close();
});

test("a grown-up goes through the birth-date step once and straight on", async ({ page }) => {
  await signInThroughTheDialog(page, `grown-up-${Date.now()}@example.com`);
  await completeBirthDateStep(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});
