import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAuthResponse, ZSessionResponse } from "../../../shared/user";
import { ZErrorBody } from "../../../shared/errors";
import { loginCodes, sessions, users } from "../../db/schema";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { startGoogleMock, type TGoogleMock } from "../../test-support/google-mock";
import { STATE_COOKIE } from "./google-code-flow";

const kid = { sub: "google-sub-ada", email: "ada@example.com", name: "Ada Lovelace" };

describe.each(testBackends())("auth on %s", (backend) => {
  let google: TGoogleMock;
  let t: TTestApp;

  beforeAll(async () => {
    google = await startGoogleMock();
    t = await createTestApp({ backend, env: { ...google.env, ADMIN_EMAILS: "Teacher@Example.com", AUTH_RATE_LIMIT_PER_MINUTE: "10000", ENABLE_TEST_LOGIN: "true" } });
  });
  afterAll(async () => {
    await t?.close();
    await google?.stop();
  });

  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? -1;
  const signInWithGoogle = (token: string) => t.app.request("/api/auth/google", jsonRequest("POST", { token }));

  describe("POST /api/auth/google", () => {
    it("signs in with a valid Google ID token and creates the user once", async () => {
      const before = await userCount();
      const first = await signInWithGoogle(await google.signIdToken(kid));
      expect(first.status).toBe(200);
      const body = ZAuthResponse.parse(await first.json());
      expect(body.user).toMatchObject({ email: "ada@example.com", username: "Ada Lovelace", role: "user", freeUsagesAllowed: 3, freeUsagesUsed: 0 });
      expect(await userCount()).toBe(before + 1);

      const second = ZAuthResponse.parse(await (await signInWithGoogle(await google.signIdToken(kid))).json());
      expect(second.user.id).toBe(body.user.id);
      expect(second.token).not.toBe(body.token);
      expect(await userCount()).toBe(before + 1);

      const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row?.googleId).toBe(kid.sub);
    });

    it("answers a session token that /api/auth/session accepts", async () => {
      const { token } = ZAuthResponse.parse(await (await signInWithGoogle(await google.signIdToken(kid))).json());
      const session = await t.app.request("/api/auth/session", { headers: bearer(token) });
      expect(session.status).toBe(200);
      expect(ZSessionResponse.parse(await session.json()).user.email).toBe("ada@example.com");
    });

    const refused: Array<[string, (g: TGoogleMock) => Promise<string> | string]> = [
      ["a token for another audience", (g) => g.signIdToken({ ...mallory }, { aud: "someone-else.apps.googleusercontent.com" })],
      ["a token from another issuer", (g) => g.signIdToken({ ...mallory }, { iss: "https://evil.example.com" })],
      ["an expired token", (g) => g.signIdToken({ ...mallory }, {}, -120)],
      ["an unsigned token (alg none)", (g) => g.unsignedIdToken({ ...mallory })],
      ["an HS256-signed token", (g) => g.signHs256IdToken({ ...mallory })],
      ["a token whose e-mail is not verified", (g) => g.signIdToken({ ...mallory, email_verified: false })],
      ["a token whose email_verified is missing", (g) => g.signIdToken({ ...mallory }, { email_verified: undefined })],
      ["a token with a tampered payload", async (g) => tamper(await g.signIdToken({ ...mallory }))],
      ["garbage", () => "not-a-jwt"],
    ];
    const mallory = { sub: "google-sub-mallory", email: "mallory@example.com", name: "Mallory" };

    it.each(refused)("refuses %s with 401 and creates no user", async (_label, makeToken) => {
      const before = await userCount();
      const response = await signInWithGoogle(await makeToken(google));
      expect(response.status).toBe(401);
      expect(ZErrorBody.parse(await response.json()).message).toMatch(/^Google authentication failed/);
      expect(await userCount()).toBe(before);
      expect(await t.db.select().from(users).where(eq(users.email, mallory.email))).toHaveLength(0);
    });

    it("refuses a body without a token with 400", async () => {
      const response = await t.app.request("/api/auth/google", jsonRequest("POST", {}));
      expect(response.status).toBe(400);
      expect(ZErrorBody.parse(await response.json()).code).toBe("validation_failed");
    });

    it("links a Google account to an existing test-login user with the same e-mail", async () => {
      const viaTest = ZAuthResponse.parse(
        await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "grace@example.com" }))).json(),
      );
      const viaGoogle = ZAuthResponse.parse(
        await (await signInWithGoogle(await google.signIdToken({ sub: "google-sub-grace", email: "Grace@Example.com", name: "Grace" }))).json(),
      );
      expect(viaGoogle.user.id).toBe(viaTest.user.id);
      const [row] = await t.db.select().from(users).where(eq(users.id, viaTest.user.id));
      expect(row?.googleId).toBe("google-sub-grace");
    });

    it("makes ADMIN_EMAILS users admins at sign-in", async () => {
      const body = ZAuthResponse.parse(
        await (await signInWithGoogle(await google.signIdToken({ sub: "google-sub-teacher", email: "teacher@example.com" }))).json(),
      );
      expect(body.user.role).toBe("admin");
      expect(body.user.username).toBe("teacher");
    });
  });

  describe("authorization-code flow (GET /api/auth/google)", () => {
    /** Walks the browser's part: our redirect → the mock's /authorize → our callback. */
    async function runCodeFlow(redirect: string | undefined) {
      const start = await t.app.request(`http://localhost/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`);
      expect(start.status).toBe(302);
      const authorizeUrl = new URL(start.headers.get("location") ?? "");
      expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(google.env.GOOGLE_AUTH_URL);
      expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorizeUrl.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/google/callback");
      const setCookie = start.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(new RegExp(`^${STATE_COOKIE}=`));
      expect(setCookie).toMatch(/HttpOnly/i);
      const cookie = setCookie.split(";")[0] ?? "";

      const authorize = await fetch(authorizeUrl, { redirect: "manual" });
      expect(authorize.status).toBe(302);
      const callbackUrl = new URL(authorize.headers.get("location") ?? "");
      expect(callbackUrl.searchParams.get("state")).toBe(authorizeUrl.searchParams.get("state"));
      return { callbackUrl, cookie };
    }

    it("signs in end to end and hands /auth/callback a one-time code", async () => {
      google.setCodeFlowIdentity({ sub: "google-sub-lin", email: "lin@example.com", name: "Lin" });
      const { callbackUrl, cookie } = await runCodeFlow("generator");
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search, { headers: { cookie } });
      expect(callback.status).toBe(302);
      const landing = new URL(callback.headers.get("location") ?? "", "http://localhost");
      expect(landing.pathname).toBe("/auth/callback");
      expect(landing.searchParams.get("redirectTo")).toBe("generator");
      const code = landing.searchParams.get("code") ?? "";
      expect(code).not.toBe("");
      // The session token itself never appears in the URL.
      expect(callback.headers.get("location")).not.toMatch(/eyJ/);

      const exchange = await t.app.request("/api/auth/exchange", jsonRequest("POST", { code }));
      expect(exchange.status).toBe(200);
      const body = ZAuthResponse.parse(await exchange.json());
      expect(body.user).toMatchObject({ email: "lin@example.com", username: "Lin" });

      const again = await t.app.request("/api/auth/exchange", jsonRequest("POST", { code }));
      expect(again.status).toBe(401);
      expect(ZErrorBody.parse(await again.json()).code).toBe("invalid_code");
    });

    it("redirects to /login?error=auth_failed when the state does not match", async () => {
      google.setCodeFlowIdentity({ sub: "google-sub-eve", email: "eve@example.com" });
      const { callbackUrl, cookie } = await runCodeFlow(undefined);
      callbackUrl.searchParams.set("state", "forged-state");
      const before = await userCount();
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search, { headers: { cookie } });
      expect(callback.headers.get("location")).toBe("/login?error=auth_failed");
      expect(await userCount()).toBe(before);
    });

    it("redirects to /login?error=auth_failed without the state cookie", async () => {
      google.setCodeFlowIdentity({ sub: "google-sub-eve", email: "eve@example.com" });
      const { callbackUrl } = await runCodeFlow(undefined);
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search);
      expect(callback.headers.get("location")).toBe("/login?error=auth_failed");
    });

    it("redirects to /login?error=token_error when the code is refused", async () => {
      google.setCodeFlowIdentity({ sub: "google-sub-eve", email: "eve@example.com" });
      const { callbackUrl, cookie } = await runCodeFlow(undefined);
      // The mock remembers the PKCE challenge per code; an unknown code fails the exchange.
      callbackUrl.searchParams.set("code", "code-google-never-issued");
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search, { headers: { cookie } });
      expect(callback.headers.get("location")).toBe("/login?error=token_error");
    });

    it("redirects to /login?error=user_info_error when the returned ID token is not acceptable", async () => {
      google.setCodeFlowIdentity({ sub: "google-sub-eve", email: "eve@example.com", email_verified: false });
      const { callbackUrl, cookie } = await runCodeFlow(undefined);
      const before = await userCount();
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search, { headers: { cookie } });
      expect(callback.headers.get("location")).toBe("/login?error=user_info_error");
      expect(await userCount()).toBe(before);
    });

    it("drops redirects to other sites", async () => {
      const start = await t.app.request("http://localhost/api/auth/google?redirect=https%3A%2F%2Fevil.example.com");
      expect(start.status).toBe(302);
      google.setCodeFlowIdentity({ sub: "google-sub-lin", email: "lin@example.com" });
      const { callbackUrl, cookie } = await runCodeFlow("//evil.example.com");
      const callback = await t.app.request(callbackUrl.pathname + callbackUrl.search, { headers: { cookie } });
      const landing = new URL(callback.headers.get("location") ?? "", "http://localhost");
      expect(landing.pathname).toBe("/auth/callback");
      expect(landing.searchParams.has("redirectTo")).toBe(false);
    });

    it("refuses an expired one-time code", async () => {
      const [user] = await t.db.select().from(users).limit(1);
      const { createLoginCode } = await import("./login-code.service");
      const code = await createLoginCode({ db: t.db, userId: user!.id, now: new Date(Date.now() - 120_000) });
      const response = await t.app.request("/api/auth/exchange", jsonRequest("POST", { code }));
      expect(response.status).toBe(401);
      const unknown = await t.app.request("/api/auth/exchange", jsonRequest("POST", { code: "never-issued" }));
      expect(unknown.status).toBe(401);
      expect(await t.db.select().from(loginCodes)).not.toHaveLength(0);
    });
  });

  describe("sessions", () => {
    const testLogin = async (email: string) =>
      ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json());

    it("answers 401 without a token or with a forged one", async () => {
      expect((await t.app.request("/api/auth/session")).status).toBe(401);
      const { token } = await testLogin("sam@example.com");
      const [header, payload] = token.split(".");
      const forged = `${header}.${payload}.${"A".repeat(43)}`;
      expect((await t.app.request("/api/auth/session", { headers: bearer(forged) })).status).toBe(401);
    });

    it("revokes the session on logout: the same token then gets 401", async () => {
      const { token } = await testLogin("sam@example.com");
      expect((await t.app.request("/api/auth/session", { headers: bearer(token) })).status).toBe(200);
      const logout = await t.app.request("/api/auth/logout", jsonRequest("POST", undefined, bearer(token)));
      expect(logout.status).toBe(200);
      expect(await logout.json()).toEqual({ success: true });
      const after = await t.app.request("/api/auth/session", { headers: bearer(token) });
      expect(after.status).toBe(401);
      expect(ZErrorBody.parse(await after.json()).code).toBe("unauthorized");
    });

    it("logging out one session leaves the user's other sessions alive", async () => {
      const a = await testLogin("pat@example.com");
      const b = await testLogin("pat@example.com");
      await t.app.request("/api/auth/logout", jsonRequest("POST", undefined, bearer(a.token)));
      expect((await t.app.request("/api/auth/session", { headers: bearer(b.token) })).status).toBe(200);
    });

    it("answers 401 for an expired session row", async () => {
      const { token, user } = await testLogin("old@example.com");
      await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
      expect((await t.app.request("/api/auth/session", { headers: bearer(token) })).status).toBe(401);
    });

    it("reads the user fresh from the database on every request", async () => {
      const { token, user } = await testLogin("fresh@example.com");
      await t.db.update(users).set({ availableTokens: 1_000_000, tokensPurchased: 1_000_000 }).where(eq(users.id, user.id));
      const body = ZSessionResponse.parse(await (await t.app.request("/api/auth/session", { headers: bearer(token) })).json());
      expect(body.user).toMatchObject({ availableTokens: 1_000_000, tokensPurchased: 1_000_000 });
    });
  });

  describe("test login", () => {
    it("creates the user on first use and signs the same user in again", async () => {
      const first = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "  Robin@Example.com " }));
      expect(first.status).toBe(200);
      const a = ZAuthResponse.parse(await first.json());
      expect(a.user).toMatchObject({ email: "robin@example.com", username: "robin", role: "user" });
      const b = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "robin@example.com" }))).json());
      expect(b.user.id).toBe(a.user.id);
    });

    it.each([{}, { email: "" }, { email: "   " }])("answers 400 'Email is required for test login' for %j", async (body) => {
      const response = await t.app.request("/api/auth/test-login", jsonRequest("POST", body));
      expect(response.status).toBe(400);
      expect(ZErrorBody.parse(await response.json()).message).toBe("Email is required for test login");
    });

    it("answers 400 for something that is not an e-mail", async () => {
      const response = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "not an email" }));
      expect(response.status).toBe(400);
    });
  });
});

describe("test login in a production configuration", () => {
  it("answers 404 and creates no user", async () => {
    const t = await createTestApp({ env: { NODE_ENV: "production", GOOGLE_CLIENT_ID: "prod.apps.googleusercontent.com" } });
    try {
      expect(t.env.isTestLoginEnabled).toBe(false);
      const response = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "intruder@example.com" }));
      expect(response.status).toBe(404);
      expect(await t.db.select().from(users)).toHaveLength(0);
      const config = await (await t.app.request("/api/config")).json();
      expect(config).toEqual({ googleClientId: "prod.apps.googleusercontent.com", testLoginEnabled: false, checkoutUrl: null, monthlyTokenLimit: 0 });
    } finally {
      await t.close();
    }
  });

  it("stays off in production even without a Google client id", async () => {
    const t = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      expect((await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "a@example.com" }))).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

/** Changes the payload of a signed JWT without re-signing it. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
  claims.email = "victim@example.com";
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}
