import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../shared/errors";
import { users } from "./db/schema";
import { createSignedInUser } from "./generation/test-support/generation-test-kit";
import { buildGumroadPing } from "./modules/payments/gumroad-ping.build";
import { createTestApp, testBackends, type TTestApp } from "./test-support/create-test-app";
import { seededRandom } from "../shared/seeded-random";

/**
 * Issue 25, "What must show it": a bounded, seeded fuzz of every API route the app has (read from
 * its own route table, so a route added later is fuzzed too). Each request picks a route, a
 * caller (nobody, a user, an administrator, a forged token), path parameters, a query and a body
 * from hostile values (wrong types, huge numbers, NUL and lone surrogates, SQL and path tricks,
 * broken JSON, form bodies). Every answer must be below 500, and no body may show internals.
 * A failure prints the seed and the request, so it can be replayed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
/** Per route and per caller (nobody, a user, an administrator, a forged token). */
const VARIATIONS = Number(process.env.FUZZ_VARIATIONS ?? 8);
const WEBHOOK_SECRET = "whsec_fuzz_0123456789abcdef";

/** What must never reach a client: SQL, driver and stack details, file paths, JS error names. */
const INTERNALS =
  /Failed query|DrizzleQueryError|syntax error at or near|violates [a-z ]*constraint|invalid input syntax|\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|TypeError|ReferenceError|RangeError|Cannot read properties|ECONNREFUSED|PGlite|postgres:\/\//i;

/** Seeded, so every run sends the same requests. */
function prng(seed: number) {
  const next = seededRandom(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type TRandom = ReturnType<typeof prng>;

/** The values most likely to break something below validation; half of all strings are one of these. */
const NASTY_STRINGS = ["nul\u0000byte", "lone \ud800 surrogate", "\udfff", "a".repeat(3_000), "' OR 1=1 --", "%_\\", "1e309", "-1", "2147483648"];
const HOSTILE_STRINGS = [
  "",
  " ",
  "make the cat jump when I press space",
  "a".repeat(3_000),
  "nul\u0000byte",
  "lone \ud800 surrogate",
  "\udfff",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "%",
  "_",
  "\\",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "=HYPERLINK(\"http://evil.example\")",
  "😀🎉",
  "ＡＢＣ",
  "\u202eRTL",
  "kid@example.com",
  "KID@EXAMPLE.COM",
  "not-an-email",
  "2147483648",
  "-1",
  "0",
  "1e309",
  "NaN",
  "true",
  "null",
  "approve",
  "decline",
  "admin",
  "user",
];
const HOSTILE_NUMBERS = [0, -1, 1, 3, 12, 13, 1990, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e15, Number.MAX_SAFE_INTEGER, 1e308, 0.5, -0.0, 1_000_000, -1_000_000];
const FIELD_NAMES = [
  "prompt", "email", "year", "month", "day", "parentEmail", "decision", "userId", "tokenAmount", "username", "role", "freeUsagesAllowed",
  "settings", "key", "value", "quote", "attribution", "permissionGiven", "isPublished", "quantity", "customUserId", "token", "code",
  "subscriptionId", "tokensUsed", "availableTokens", "redirect", "page", "limit", "search", "id", "__proto__", "constructor",
];

const hostileString = (r: TRandom): string => (r.chance(0.5) ? r.pick(NASTY_STRINGS) : r.pick(HOSTILE_STRINGS));

function hostileValue(r: TRandom, depth = 0): unknown {
  switch (r.int(depth > 2 ? 4 : 7)) {
    case 0:
      return hostileString(r);
    case 1:
      return r.pick(HOSTILE_NUMBERS);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return hostileString(r) + r.pick(HOSTILE_STRINGS);
    case 4:
      return Array.from({ length: r.int(4) }, () => hostileValue(r, depth + 1));
    case 5:
      return hostileObject(r, depth + 1);
    default:
      return { settings: Array.from({ length: r.int(3) }, () => ({ key: r.pick(["DEFAULT_FREE_USAGES", "TOKENS_PER_FIVE_USD", "x"]), value: hostileValue(r, depth + 1) })) };
  }
}

/** One or two fields mostly (strict schemas refuse unknown keys, so small bodies reach deeper). */
function hostileObject(r: TRandom, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = r.chance(0.8) ? r.int(2) : r.int(5); i >= 0; i--) object[r.pick(FIELD_NAMES)] = hostileValue(r, depth);
  return object;
}

const PATH_VALUES = ["1", "2", "3", "0", "-1", "99999999999", "abc", "%00", "%ED%A0%80", "..%2F..%2F", "1%20OR%201%3D1", "eyJhbGciOiJIUzI1NiJ9.e30.x", "a".repeat(500), WEBHOOK_SECRET];

interface TFuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type TCaller = "nobody" | "user" | "admin" | "forged";

const QUERY_KEYS = ["page", "limit", "search", "redirect", "page[]"];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A URL cannot carry a lone surrogate; its UTF-8 bytes are sent as they would arrive. */
const encodeQueryValue = (value: string) => (LONE_SURROGATE.test(value) ? "%ED%A0%80" : encodeURIComponent(value));
const callerOf = (path: string): TCaller => (path.startsWith("/api/admin") ? "admin" : "user");
function authorization(caller: TCaller, tokens: { user: string; admin: string }): Record<string, string> {
  if (caller === "user") return { authorization: `Bearer ${tokens.user}` };
  if (caller === "admin") return { authorization: `Bearer ${tokens.admin}` };
  return {};
}

/**
 * The systematic part: for the caller a route is meant for, every query key with every nasty
 * value, and every field name alone in a JSON body with NUL, a lone surrogate and one more nasty
 * value. Strict schemas refuse unknown keys, so one field at a time is what reaches the database.
 */
function* probes(r: TRandom, route: { method: string; path: string }, tokens: { user: string; admin: string }): Generator<TFuzzRequest> {
  const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, (param) => (param.startsWith(":secret") ? WEBHOOK_SECRET : "1"));
  const headers = authorization(callerOf(route.path), tokens);
  if (route.method === "GET") {
    for (const key of QUERY_KEYS) for (const value of NASTY_STRINGS) yield { method: "GET", path: `${path}?${key}=${encodeQueryValue(value)}`, headers };
    return;
  }
  for (const field of FIELD_NAMES) {
    for (const value of ["nul\u0000byte", "lone \ud800 surrogate", r.pick(NASTY_STRINGS)]) {
      yield { method: route.method, path, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ [field]: value }) };
    }
  }
}

function fuzzRequest(r: TRandom, route: { method: string; path: string }, caller: TCaller, tokens: { user: string; admin: string }): TFuzzRequest {
  const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, (param) => (param.startsWith(":secret") && r.chance(0.6) ? WEBHOOK_SECRET : r.pick(PATH_VALUES)));
  const queryValue = () => (r.chance(0.3) ? String(r.pick(HOSTILE_NUMBERS)) : hostileString(r));
  const query = r.chance(0.5)
    ? `?${Array.from({ length: 1 + r.int(2) }, () => {
        const value = queryValue();
        // A URL cannot carry a lone surrogate; its UTF-8 bytes are sent as they would arrive.
        return `${r.pick(QUERY_KEYS)}=${encodeQueryValue(value)}`;
      }).join("&")}`
    : "";
  const headers: Record<string, string> = { ...authorization(caller, tokens) };
  if (caller === "forged") headers.authorization = `Bearer ${r.pick(["x", "eyJhbGciOiJub25lIn0.e30.", tokens.user.slice(0, -4) + "AAAA"])}`;
  if (r.chance(0.1)) headers["idempotency-key"] = r.pick(["k1", "k2", "é", "a".repeat(300)]);
  let body: string | undefined;
  if (route.method !== "GET" && route.method !== "HEAD") {
    const kind = r.int(6);
    if (kind === 0) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(hostileObject(r));
    } else if (kind === 1) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(hostileValue(r));
    } else if (kind === 2) {
      headers["content-type"] = "application/json";
      body = r.pick(["{not json", "", "[", '{"a":1', "\u0000", '"\\ud800"', "null"]);
    } else if (kind === 3) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      const formText = () => hostileString(r).replace(/[\ud800-\udfff]/g, "");
      const ping = buildGumroadPing({ sellerId: "s", productId: "p", productName: "n", productUrl: "https://x.gumroad.com/l/t", email: formText(), priceCents: r.pick([0, 1, 500, 99_999_999]) });
      for (let i = r.int(3); i > 0; i--) ping.set(r.pick(["sale_id", "email", "product_name", "price", "quantity", "refunded", "url_params[custom_user_id]", "resource_name", "test"]), formText());
      body = ping.toString();
    } else if (kind === 4) {
      headers["content-type"] = r.pick(["text/plain", "multipart/form-data", "application/xml"]);
      body = String(r.pick(HOSTILE_STRINGS));
    }
  }
  return { method: route.method, path: `${path}${query}`, headers, ...(body !== undefined ? { body } : {}) };
}

describe.each(testBackends())("fuzzing every API route (%s)", (backend) => {
  let t: TTestApp;
  let tokens: { user: string; admin: string };
  beforeAll(async () => {
    t = await createTestApp({ backend, env: { GUMROAD_WEBHOOK_SECRET: WEBHOOK_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "100000", GENERATE_RATE_LIMIT_PER_MINUTE: "100000" } });
    const user = await createSignedInUser(t, { isSubscribed: true, availableTokens: 5_000_000 });
    const admin = await createSignedInUser(t);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    tokens = { user: user.token, admin: admin.token };
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers ${VARIATIONS} seeded hostile requests per route and caller with 0 responses 5xx and no internals in any body`, { timeout: 600_000 }, async () => {
    const routes = (t.app as unknown as Hono).routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => ({ method: route.method, path: route.path }));
    const distinct = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
    expect(distinct.length).toBeGreaterThan(40);
    const r = prng(SEED + (backend === "postgres" ? 1 : 0));
    const failures: string[] = [];
    let sent = 0;
    const requests = function* () {
      for (const route of distinct) {
        yield* probes(r, route, tokens);
        for (const caller of ["nobody", "user", "admin", "forged"] as const) {
          for (let variation = 0; variation < VARIATIONS; variation++) yield fuzzRequest(r, route, caller, tokens);
        }
      }
    };
    for (const request of requests()) {
      if (failures.length >= 10) break;
      sent += 1;
      let response: Response;
      try {
        response = await t.app.request(request.path, { method: request.method, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}) });
      } catch (error) {
        failures.push(`threw ${String(error)}: ${JSON.stringify(request)}`);
        continue;
      }
      const text = await response.text();
      const shown = JSON.stringify(request).slice(0, 600);
      if (response.status >= 500) failures.push(`answered ${response.status} ${text.slice(0, 300)}: ${shown}`);
      else if (INTERNALS.test(text)) failures.push(`shows internals (${INTERNALS.exec(text)?.[0]}): ${text.slice(0, 300)}: ${shown}`);
      else if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("json") && !ZErrorBody.safeParse(JSON.parse(text)).success) {
        failures.push(`answered ${response.status} without the error shape: ${text.slice(0, 300)}: ${shown}`);
      }
    }
    console.info(`Fuzzed ${distinct.length} routes with ${sent} requests (${backend}, seed ${SEED}).`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});
