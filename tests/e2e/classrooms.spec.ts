import { expect, test, type Page } from "./support/live-page";
import { saveScreenshot } from "./support/screenshots";
import { completeBirthDateStep, defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 32, "What must show it": a teacher asks for an account on /for-schools, an administrator
 * grants it in the admin console, the teacher creates a class, two pupils (one under 13, with no
 * parent's e-mail) join with the code and make blocks in the class, and the teacher sees both
 * results with their block pictures. Real server, real database, the offline generator.
 */
const ADMIN_EMAIL = "e2e-admin@example.com";
const CHILD_BIRTH_DATE = { year: 2016, month: 5 } as const;

async function useAccount(page: Page, token: string, path: string): Promise<void> {
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(path);
  // A hash on the same page does not load it again: the new account needs a real load.
  if (path.startsWith("/#")) await page.reload();
}

async function makeBlocksInClass(page: Page, prompt: string): Promise<void> {
  const section = page.locator("#generator");
  await expect(section.getByTestId("pupil-class-bar")).toBeVisible();
  await expect(section.getByLabel("Making blocks in")).toHaveValue(/\d+/);
  await section.getByLabel("What do you want to make?").fill(prompt);
  await section.getByTestId("generate-button").click();
  // The answer is in when its token count shows (the panel may already hold a picture before).
  await expect(section.getByTestId("tokens-used")).toContainText("Tokens used for this generation", { timeout: 30_000 });
  // The class teaches "hints first": the guide shows, the blocks wait until the pupil asks.
  await expect(section.getByTestId("block-panel")).toHaveCount(0);
  await section.getByRole("button", { name: "Show me the blocks" }).click();
  await expect(section.getByTestId("block-panel").locator("svg").first()).toBeVisible();
}

test("a teacher asks, an admin grants, pupils join and make blocks, and the teacher sees both results", async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const base = defaultBaseURL();
  const teacher = await testSignIn(base, `teacher-${run}@example.com`);
  const admin = await testSignIn(base, ADMIN_EMAIL);
  const child = await testSignIn(base, `pupil-child-${run}@example.com`, CHILD_BIRTH_DATE);
  const older = await testSignIn(base, `pupil-older-${run}@example.com`);
  expect(child.user.parentalConsent).toBe("needed");

  // The teacher asks on the schools page.
  await useAccount(page, teacher.token, "/for-schools#teacher-account");
  await page.getByLabel("School", { exact: true }).fill("Hill Primary School");
  await page.getByLabel("Country").fill("United Kingdom");
  await page.getByLabel("Your role at the school").fill("Year 5 class teacher");
  await page.getByRole("button", { name: "Ask for a teacher account" }).click();
  await expect(page.getByTestId("teacher-request-pending")).toContainText("Hill Primary School");

  // An administrator grants it in the console.
  await useAccount(page, admin.token, "/admin/dashboard");
  await page.getByRole("tab", { name: "Teacher requests" }).click();
  const request = page.getByTestId("teacher-request").filter({ hasText: `teacher-${run}@example.com` });
  await expect(request).toContainText("Year 5 class teacher at Hill Primary School, United Kingdom");
  await request.getByRole("button", { name: "Grant teacher account" }).click();
  await expect(request).toHaveCount(0);

  // The teacher creates a class; the school's authorisation must be affirmed first.
  await useAccount(page, teacher.token, "/teacher");
  await expect(page.getByRole("heading", { name: "Teacher dashboard" })).toBeVisible();
  await page.getByLabel("Class name").fill("5B Coders");
  await page.getByLabel("Year group").fill("Year 5");
  const create = page.getByRole("button", { name: "Create class" });
  await expect(create).toBeDisabled();
  await page.getByTestId("school-authorisation").check();
  await create.click();
  const code = (await page.getByTestId("join-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await page.getByLabel("Challenge on your pupils’ home page").fill("Make a sprite that jumps when you press space");
  await page.getByRole("button", { name: "Save challenge" }).click();
  // Saved, then shown from the answer: the box follows the server.
  await page.getByLabel(/Hints first/).click();
  await expect(page.getByLabel(/Hints first/)).toBeChecked();
  await expect(page.getByLabel("Challenge on your pupils’ home page")).toHaveValue("Make a sprite that jumps when you press space");

  // The under-13 pupil: no parent has said yes, yet in the class they can make blocks.
  await useAccount(page, child.token, "/ask-a-parent");
  await page.getByTestId("join-class-instead").getByRole("link").click();
  await page.getByLabel("Class code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Join class" }).click();
  await page.waitForURL(/\/#generator$/);
  await expect(page.getByTestId("class-challenge")).toContainText("Make a sprite that jumps");
  await makeBlocksInClass(page, "make the cat jump when I press space");

  // The second pupil joins with the link.
  await useAccount(page, older.token, `/join?code=${code}`);
  await page.getByRole("button", { name: "Join class" }).click();
  await page.waitForURL(/\/#generator$/);
  await makeBlocksInClass(page, "draw a star with the pen");

  // The teacher sees both results, with their pictures, and the week's overview.
  await useAccount(page, teacher.token, "/teacher");
  await expect(page.getByTestId("roster-pupil")).toHaveCount(2);
  const work = page.getByTestId("class-work-item");
  await expect(work).toHaveCount(2);
  await expect(work.filter({ hasText: "make the cat jump when I press space" }).locator("svg").first()).toBeVisible({ timeout: 20_000 });
  await expect(work.filter({ hasText: "draw a star with the pen" }).locator("svg").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("week-total")).toContainText("2 programs");
  await page.getByLabel("Search requests or pupils").fill("star");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(work).toHaveCount(1);
  await expect(work).toContainText("draw a star with the pen");
  await page.getByLabel("Search requests or pupils").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(work).toHaveCount(2);
  await saveScreenshot(page, "teacher-dashboard-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(work.first().locator("svg").first()).toBeVisible();
  await saveScreenshot(page, "teacher-dashboard-390");

  // The pupil's own view at 390 px: the class bar with the teacher's challenge.
  await useAccount(page, child.token, "/#generator");
  await expect(page.getByTestId("pupil-class-bar")).toBeVisible();
  await page.getByTestId("pupil-class-bar").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "pupil-in-class-390");
});

/** A class set up through the API (the whole flow through the pages is the test above): its id and code. */
async function classThroughApi(base: string, run: number): Promise<{ teacher: Awaited<ReturnType<typeof testSignIn>>; id: number; joinCode: string }> {
  const admin = await testSignIn(base, ADMIN_EMAIL);
  const teacher = await testSignIn(base, `teacher-link-${run}@example.com`);
  const asJson = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });
  const granted = await fetch(`${base}/api/admin/users/${teacher.user.id}`, { method: "PATCH", headers: asJson(admin.token), body: JSON.stringify({ role: "teacher" }) });
  expect(granted.status).toBe(200);
  const created = await fetch(`${base}/api/classes`, { method: "POST", headers: asJson(teacher.token), body: JSON.stringify({ name: "6C Makers", yearGroup: "Year 6", schoolAuthorisation: true }) });
  expect(created.status).toBe(201);
  return { teacher, ...((await created.json()) as { id: number; joinCode: string }) };
}

test("a join link opened while signed out comes back to the join step, code filled in, after signing in", async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const { joinCode } = await classThroughApi(defaultBaseURL(), run);
  await page.setViewportSize({ width: 390, height: 844 });

  // A new pupil (under 13) opens the link their teacher shared, signed out.
  await page.goto(`/join?code=${joinCode}`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByTestId("login-goes-back")).toContainText("back to join your class");
  await saveScreenshot(page, "join-link-login-390");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Test login" });
  await dialog.getByLabel("E-mail").fill(`pupil-link-${run}@example.com`);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  // A first sign-in asks the month and year of birth first, then goes on to where the pupil was going.
  await completeBirthDateStep(page, CHILD_BIRTH_DATE);
  await page.waitForURL((url) => url.pathname === "/join" && url.searchParams.get("code") === joinCode);
  await expect(page.getByLabel("Class code")).toHaveValue(joinCode);
  await saveScreenshot(page, "join-link-back-390");
  await page.getByRole("button", { name: "Join class" }).click();
  await page.waitForURL(/\/#generator$/);
  await expect(page.getByTestId("pupil-class-bar")).toContainText("6C Makers");
});

test("a teacher buys tokens for a class: the sale goes straight into that class's pool", async ({ page, context }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const { teacher } = await classThroughApi(defaultBaseURL(), run);
  await useAccount(page, teacher.token, "/teacher");
  await expect(page.getByTestId("class-pool")).toHaveText("0");
  const buy = page.getByTestId("buy-for-class");
  await expect(buy).toHaveText("Buy tokens for this class");
  // The storefront (here the local test checkout) opens in a new tab with SPEC 7's fields and the class.
  const [checkout] = await Promise.all([context.waitForEvent("page"), buy.click()]);
  await checkout.waitForLoadState();
  const opened = new URL(checkout.url());
  expect(opened.searchParams.get("custom_user_id")).toBe(String(teacher.user.id));
  expect(opened.searchParams.get("class_id")).toMatch(/^\d+$/);
  await checkout.getByRole("button", { name: "Pay (test)" }).click();
  await expect(checkout.getByTestId("test-checkout-done")).toContainText("tokens were added to the class");
  await checkout.close();
  // Back on the dashboard: the pool holds the pack; the teacher's own balance is unchanged.
  await page.reload();
  await expect(page.getByTestId("class-pool")).toHaveText("1.00M");
  await expect(page.getByTestId("class-view")).toContainText("You have 0 tokens of your own");
  await saveScreenshot(page, "class-bought-pool-1280");
});
