/**
 * The soak's requests (issue 25), shared by bench/soak.bench.ts, which sends them mixed, and
 * bench/support/heap-by-request.ts, which sends one kind at a time to find which kind keeps memory.
 */

export type TKind =
  | "health" | "config" | "offer" | "session" | "history" | "history-search" | "generate" | "ledger" | "export"
  | "test-checkout" | "admin-users" | "admin-search" | "admin-stats" | "testimonials" | "consent-link" | "not-found" | "bad-json" | "sign-in";

/** How often each kind comes up, out of 100 (a site is mostly reads; generations and sign-ins are the expensive part). */
export const MIX: Array<[TKind, number]> = [
  ["health", 6], ["config", 8], ["offer", 5], ["session", 15], ["history", 10], ["history-search", 6], ["generate", 8], ["ledger", 6],
  ["export", 2], ["test-checkout", 2], ["admin-users", 4], ["admin-search", 4], ["admin-stats", 3], ["testimonials", 6], ["consent-link", 4],
  ["not-found", 5], ["bad-json", 3], ["sign-in", 3],
];

const PROMPTS = [
  "make the cat jump when I press space",
  "a countdown from 10 that says happy new year",
  "draw a square with the pen",
  "make the dog follow the mouse pointer",
  "a ball that bounces off the edges and counts bounces",
  "a quiz that asks my name and says hello",
];

/** The environment a soaked server runs with (on top of its DATA_DIR and DATABASE_URL). */
export const SOAK_SERVER_ENV = {
  NODE_ENV: "development",
  AI_PROVIDER: "offline",
  ADMIN_EMAILS: "soak-admin@example.com",
  SESSION_SECRET: "soak-session-secret-0123456789-abcdefghijkl",
  // The soak measures memory, not the limits: a handful of clients send everything.
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  GENERATE_RATE_LIMIT_PER_MINUTE: "1000000",
} as const;

/** Seeded, so every run sends the same mix in the same order. */
export { seededRandom as prng } from "../../src/shared/seeded-random";

export async function json(baseURL: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

export interface TSoakCast {
  users: Array<{ id: number; token: string; email: string }>;
  admin: { token: string };
}

/** The cast: adults with birth dates, some premium through the test checkout, one admin. */
export async function createSoakCast(base: string, userCount: number): Promise<TSoakCast> {
  const users: TSoakCast["users"] = [];
  for (let i = 0; i < userCount; i++) {
    const email = `soak-${i}@example.com`;
    const login = await json(base, "POST", "/api/auth/test-login", undefined, { email });
    const { token, user } = login.body as { token: string; user: { id: number } };
    await json(base, "POST", "/api/user/birth-date", token, { year: 1985, month: 1 + (i % 12) });
    if (i % 2 === 0) await json(base, "POST", "/api/payments/test-checkout", undefined, { email, customUserId: String(user.id), quantity: 5 });
    users.push({ id: user.id, token, email });
  }
  const admin = (await json(base, "POST", "/api/auth/test-login", undefined, { email: "soak-admin@example.com" })).body as { token: string };
  return { users, admin };
}

/**
 * Sends one request of a kind and answers its status. `i` varies pages and prompts; `pick`
 * chooses the user and the variant, from the caller's seeded random numbers.
 */
export async function sendSoakRequest(base: string, cast: TSoakCast, kind: TKind, i: number, pick: <T>(items: readonly T[]) => T): Promise<number> {
  const user = pick(cast.users);
  const admin = cast.admin;
  switch (kind) {
    case "health":
      return (await json(base, "GET", "/api/health")).status;
    case "config":
      return (await json(base, "GET", "/api/config")).status;
    case "offer":
      return (await json(base, "GET", "/api/payments/offer")).status;
    case "session":
      return (await json(base, "GET", "/api/auth/session", user.token)).status;
    case "history":
      return (await json(base, "GET", `/api/user/history?page=${1 + (i % 3)}&limit=10`, user.token)).status;
    case "history-search":
      return (await json(base, "GET", `/api/user/history?page=1&limit=10&search=${encodeURIComponent(pick(["cat", "square", "zebra", "happy new"]))}`, user.token)).status;
    case "generate":
      return (await json(base, "POST", "/api/blocks/generate", user.token, { prompt: `${pick(PROMPTS)} ${i % 50}` })).status;
    case "ledger":
      return (await json(base, "GET", pick(["/api/user/token-usage", "/api/user/token-purchases"]), user.token)).status;
    case "export":
      return (await json(base, "GET", "/api/user/export", user.token)).status;
    case "test-checkout":
      return (await json(base, "POST", "/api/payments/test-checkout", undefined, { email: user.email, customUserId: String(user.id), quantity: 1 })).status;
    case "admin-users":
      return (await json(base, "GET", `/api/admin/users?page=${1 + (i % 4)}&limit=10`, admin.token)).status;
    case "admin-search":
      return (await json(base, "GET", `/api/admin/users?page=1&limit=10&search=${encodeURIComponent(pick(["soak-1", "example", "nobody"]))}`, admin.token)).status;
    case "admin-stats":
      return (await json(base, "GET", pick(["/api/admin/stats", "/api/admin/stats/daily", "/api/admin/actions?page=1&limit=20"]), admin.token)).status;
    case "testimonials":
      return (await json(base, "GET", "/api/testimonials")).status;
    case "consent-link":
      return (await json(base, "GET", `/api/consent/${pick(["not-a-link", "eyJhbGciOiJIUzI1NiJ9.e30.x"])}`)).status;
    case "not-found":
      return (await json(base, "GET", `/api/nothing-here/${i}`)).status;
    case "bad-json":
      return (await json(base, "POST", "/api/user/birth-date", user.token, "{not json")).status;
    case "sign-in":
      return (await json(base, "POST", "/api/auth/test-login", undefined, { email: user.email })).status;
  }
}
