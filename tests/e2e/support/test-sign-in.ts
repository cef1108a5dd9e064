/**
 * The shared test sign-in for end-to-end specs: the local test login, then the birth-date step
 * every account goes through at first sign-in (issue 16). Grown-ups by default; pass a child's
 * month and year to get an account that waits for a parent.
 */
export const ADULT_BIRTH_DATE = { year: 1990, month: 6 } as const;

export type TTestSignIn = { token: string; user: { id: number; email: string; ageStatus: string; parentalConsent: string } };

export async function testSignIn(baseURL: string, email: string, birthDate: { year: number; month: number } | null = ADULT_BIRTH_DATE): Promise<TTestSignIn> {
  const login = await fetch(`${baseURL}/api/auth/test-login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  if (!login.ok) throw new Error(`test login failed: ${login.status} ${await login.text()}`);
  const auth = (await login.json()) as TTestSignIn;
  if (birthDate === null) return auth;
  const saved = await fetch(`${baseURL}/api/user/birth-date`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${auth.token}` },
    body: JSON.stringify(birthDate),
  });
  // 409: the account already has one (a second sign-in of the same e-mail).
  if (!saved.ok && saved.status !== 409) throw new Error(`birth date failed: ${saved.status} ${await saved.text()}`);
  const user = saved.ok ? ((await saved.json()) as { user: TTestSignIn["user"] }).user : auth.user;
  return { token: auth.token, user };
}

/** The default e2e server's address (playwright.config.ts's baseURL). */
export const defaultBaseURL = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** The birth-date step a first sign-in lands on (/welcome): month and year, then Continue. */
export async function completeBirthDateStep(page: import("@playwright/test").Page, birthDate: { year: number; month: number } = ADULT_BIRTH_DATE): Promise<void> {
  await page.waitForURL(/\/welcome(\?|$)/);
  await page.getByLabel("Month").selectOption(String(birthDate.month));
  await page.getByLabel("Year").selectOption(String(birthDate.year));
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A fresh grown-up signed in through the test sign-in (birth date included), on the home page. */
export async function signInOnHome(page: import("@playwright/test").Page, name: string): Promise<void> {
  const { token } = await testSignIn(defaultBaseURL(), `${name}-${Date.now()}@example.com`);
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.reload();
}
