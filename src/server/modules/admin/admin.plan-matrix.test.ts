import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZSessionResponse, ZAuthResponse, type TUser } from "../../../shared/user";
import { getUsageView } from "../../../client/features/generator/usage-status";
import { createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest, testBackends } from "../../test-support/create-test-app";

/**
 * Issue 31 point 6: every admin action on a user (add or remove tokens, reset or change free
 * usages, change role), then what that user can do: generate or not, paid with what, and what
 * their account says. The client's own usage view of the account must predict the server's
 * answer, so no state shows "Premium" to a user the server refuses, or refuses one it shows free.
 * Real app, real database, real HTTP to a fake provider.
 */

const ADMIN_EMAIL = "admin.matrix@example.com";
const VALID_ANSWER = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";

type TAdminStep =
  | { kind: "tokens"; amount: 1_000_000 | -1_000_000; expectStatus?: number }
  | { kind: "reset-free" }
  | { kind: "free-allowed"; value: number }
  | { kind: "role"; value: "user" | "admin" };

type TCase = {
  name: string;
  start: { freeUsagesUsed?: number; freeUsagesAllowed?: number };
  steps: TAdminStep[];
  /** What the account shows afterwards and what the next generation does. */
  expect: { premium: boolean; generates: "tokens" | "free-usage" | "free_limit_reached" };
};

const CASES: TCase[] = [
  { name: "add 1,000,000 tokens", start: {}, steps: [{ kind: "tokens", amount: 1_000_000 }], expect: { premium: true, generates: "tokens" } },
  {
    name: "add then remove 1,000,000 tokens, free usages left",
    start: { freeUsagesUsed: 1 },
    steps: [{ kind: "tokens", amount: 1_000_000 }, { kind: "tokens", amount: -1_000_000 }],
    expect: { premium: false, generates: "free-usage" },
  },
  {
    name: "add then remove 1,000,000 tokens, free usages used up",
    start: { freeUsagesUsed: 3 },
    steps: [{ kind: "tokens", amount: 1_000_000 }, { kind: "tokens", amount: -1_000_000 }],
    expect: { premium: false, generates: "free_limit_reached" },
  },
  {
    name: "remove tokens from an account without them (refused, nothing changes)",
    start: { freeUsagesUsed: 2 },
    steps: [{ kind: "tokens", amount: -1_000_000, expectStatus: 409 }],
    expect: { premium: false, generates: "free-usage" },
  },
  { name: "add tokens after the free usages ran out", start: { freeUsagesUsed: 3 }, steps: [{ kind: "tokens", amount: 1_000_000 }], expect: { premium: true, generates: "tokens" } },
  { name: "reset free usages after they ran out", start: { freeUsagesUsed: 3 }, steps: [{ kind: "reset-free" }], expect: { premium: false, generates: "free-usage" } },
  { name: "raise the free allowance after it ran out", start: { freeUsagesUsed: 3 }, steps: [{ kind: "free-allowed", value: 5 }], expect: { premium: false, generates: "free-usage" } },
  { name: "lower the free allowance below the used count", start: { freeUsagesUsed: 2 }, steps: [{ kind: "free-allowed", value: 1 }], expect: { premium: false, generates: "free_limit_reached" } },
  { name: "set the free allowance to 0 for an account with tokens", start: {}, steps: [{ kind: "tokens", amount: 1_000_000 }, { kind: "free-allowed", value: 0 }], expect: { premium: true, generates: "tokens" } },
  {
    name: "tokens added and removed, then free usages reset",
    start: { freeUsagesUsed: 3 },
    steps: [{ kind: "tokens", amount: 1_000_000 }, { kind: "tokens", amount: -1_000_000 }, { kind: "reset-free" }],
    expect: { premium: false, generates: "free-usage" },
  },
  { name: "make the user an administrator", start: { freeUsagesUsed: 1 }, steps: [{ kind: "role", value: "admin" }], expect: { premium: false, generates: "free-usage" } },
  {
    name: "make an administrator with tokens a user again",
    start: {},
    steps: [{ kind: "role", value: "admin" }, { kind: "tokens", amount: 1_000_000 }, { kind: "role", value: "user" }],
    expect: { premium: true, generates: "tokens" },
  },
  { name: "make a user whose free usages ran out an administrator", start: { freeUsagesUsed: 3 }, steps: [{ kind: "role", value: "admin" }], expect: { premium: false, generates: "free_limit_reached" } },
];

describe.each(testBackends())("admin actions and what the user can do afterwards (%s)", (backend) => {
  let bench: TGenerationBench;
  let adminToken: string;

  const call = (method: string, path: string, token: string, body?: unknown) => bench.t.app.request(path, jsonRequest(method, body, bearer(token)));

  async function applyStep(userId: number, step: TAdminStep): Promise<Response> {
    switch (step.kind) {
      case "tokens":
        return call("POST", "/api/admin/users/update-tokens", adminToken, { userId, tokenAmount: step.amount });
      case "reset-free":
        return call("POST", "/api/admin/users/update-free-usages", adminToken, { userId });
      case "free-allowed":
        return call("PATCH", `/api/admin/users/${userId}`, adminToken, { freeUsagesAllowed: step.value });
      case "role":
        return call("PATCH", `/api/admin/users/${userId}`, adminToken, { role: step.value });
    }
  }

  async function session(token: string): Promise<TUser> {
    const res = await call("GET", "/api/auth/session", token);
    expect(res.status).toBe(200);
    return ZSessionResponse.parse(await res.json()).user;
  }

  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    bench.fake.fallback = () => ({ text: VALID_ANSWER, promptTokens: 900, completionTokens: 100 });
    const res = await bench.t.app.request("/api/auth/test-login", jsonRequest("POST", { email: ADMIN_EMAIL }));
    adminToken = ZAuthResponse.parse(await res.json()).token;
  });
  afterAll(async () => {
    await bench?.close();
  });

  it.each(CASES)("$name", async ({ start, steps, expect: wanted }) => {
    const user = await createSignedInUser(bench.t, start);
    for (const step of steps) {
      const res = await applyStep(user.id, step);
      expect(res.status, JSON.stringify(step)).toBe(step.kind === "tokens" && step.expectStatus ? step.expectStatus : 200);
    }

    // What the account says, and what the generator would offer from it.
    const account = await session(user.token);
    expect(account.isSubscribed).toBe(wanted.premium);
    const view = getUsageView({ user: account });
    expect(view.needsUpgrade).toBe(wanted.generates === "free_limit_reached");
    expect(view.status).toBe(wanted.premium ? "premium" : wanted.generates === "free-usage" ? "free" : "freeLimitReached");

    // What the server then does with a generation.
    const before = await readUser(bench.t, user.id);
    const res = await call("POST", "/api/blocks/generate", user.token, { prompt: "make the cat say hello" });
    const after = await readUser(bench.t, user.id);
    if (wanted.generates === "free_limit_reached") {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("free_limit_reached");
      expect(after).toMatchObject({ availableTokens: before.availableTokens, freeUsagesUsed: before.freeUsagesUsed });
      return;
    }
    expect(res.status).toBe(200);
    if (wanted.generates === "tokens") {
      expect(after.availableTokens).toBe(before.availableTokens - 1_000);
      expect(after.freeUsagesUsed).toBe(before.freeUsagesUsed);
    } else {
      expect(after.availableTokens).toBe(before.availableTokens);
      expect(after.freeUsagesUsed).toBe(before.freeUsagesUsed + 1);
    }
  });
});
