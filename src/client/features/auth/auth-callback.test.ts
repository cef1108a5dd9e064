import { describe, expect, it } from "vitest";
import type { TAuthResponse, TUser } from "../../../shared/user";
import { SESSION_RETRIES, SESSION_RETRY_INTERVAL_MS, completeSignIn, planCallback } from "./auth-callback";
import { loginPathForJoin, postLoginPath } from "./auth-redirect";
import { loginErrorText } from "./login-errors";

const user: TUser = {
  id: 1, username: "Ada", email: "ada@example.com", role: "user", isSubscribed: false, subscriptionId: null,
  tokensUsed: 0, lastResetDate: null, freeUsageUsed: false, freeUsagesAllowed: 3, freeUsagesUsed: 0,
  tokensPurchased: 0, availableTokens: 0, createdAt: "2025-05-21T00:00:00.000Z", ageStatus: "adult", parentalConsent: "not_needed",
};
const auth: TAuthResponse = { token: "t", user };

describe("planCallback", () => {
  it("prefers an error, then a code, then an ID token", () => {
    expect(planCallback({ error: "access_denied", code: "c", idToken: "i" })).toEqual({ kind: "error", error: "access_denied" });
    expect(planCallback({ error: null, code: "c", idToken: "i" })).toEqual({ kind: "code", code: "c" });
    expect(planCallback({ error: null, code: null, idToken: "i" })).toEqual({ kind: "id_token", idToken: "i" });
    expect(planCallback({ error: null, code: null, idToken: null })).toEqual({ kind: "none" });
  });
});

describe("completeSignIn (SPEC 4: 3 retries at 1 s)", () => {
  it("stops as soon as the session answers", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await completeSignIn(auth, {
      login: async () => {},
      refreshSession: async () => (++calls >= 2 ? user : null),
      wait: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual(user);
    expect(calls).toBe(2);
    expect(waits).toEqual([SESSION_RETRY_INTERVAL_MS]);
  });

  it("gives up after the first check plus 3 retries, 1000 ms apart", async () => {
    const waits: number[] = [];
    let calls = 0;
    let loggedIn = false;
    const result = await completeSignIn(auth, {
      login: async () => void (loggedIn = true),
      refreshSession: async () => (calls++, null),
      wait: async (ms) => void waits.push(ms),
    });
    expect(loggedIn).toBe(true);
    expect(result).toBeNull();
    expect(calls).toBe(1 + SESSION_RETRIES);
    expect(waits).toEqual([1000, 1000, 1000]);
  });
});

describe("login redirect and error texts (SPEC 2, 8)", () => {
  it("goes to the generator only for redirect=generator", () => {
    expect(postLoginPath("generator")).toBe("/#generator");
    expect(postLoginPath(null)).toBe("/dashboard");
    expect(postLoginPath("https://evil.example")).toBe("/dashboard");
  });
  it("goes back to a class's join step with its code (issue 32), and nowhere else that looks like it", () => {
    expect(postLoginPath("/join?code=AB3KQ7PZ")).toBe("/join?code=AB3KQ7PZ");
    expect(postLoginPath("/join")).toBe("/join");
    for (const crafted of ["/join?code=AB&next=//evil.example", "/join/../admin", "//evil.example/join", "/join?code=", "/joinx", "/dashboard?x=/join"]) {
      expect(postLoginPath(crafted), crafted).toBe("/dashboard");
    }
    expect(loginPathForJoin("ab3k-q7pz")).toBe(`/login?redirect=${encodeURIComponent("/join?code=ab3kq7pz")}`);
    expect(loginPathForJoin("")).toBe(`/login?redirect=${encodeURIComponent("/join")}`);
    expect(postLoginPath(new URLSearchParams(loginPathForJoin("AB3KQ7PZ").split("?")[1]).get("redirect"))).toBe("/join?code=AB3KQ7PZ");
  });
  it("has friendly text for the four known codes and 'Error: {code}' otherwise", () => {
    for (const code of ["invalid_code", "token_error", "user_info_error", "auth_failed"]) {
      expect(loginErrorText(code)).not.toMatch(/^Error:/);
    }
    expect(loginErrorText("weird")).toBe("Error: weird");
  });
});
