import { serve } from "@hono/node-server";
import { spawnSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../shared/errors";
import { answerClientErrorsInJson, listenHost, runMaintenance, startupWarnings } from "./boot";
import { parseEnv } from "./env";
import { countRows, createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "./generation/test-support/generation-test-kit";
import { reserveGeneration } from "./modules/billing/billing.service";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "./test-support/create-test-app";

/** Issue 16's security review: one test per finding, each failing on the code before the fix. */

const SAFE_PROGRAM = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";

describe.each(testBackends())("hardening around generation (%s)", (backend) => {
  let bench: TGenerationBench;
  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { GENERATE_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await bench.close();
  });

  it("refuses a NUL character in a prompt with 400 before any provider call, and in a history search", async () => {
    const user = await createSignedInUser(bench.t);
    const response = await bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the cat\u0000 jump" }, bearer(user.token)));
    expect(response.status).toBe(400);
    expect(ZErrorBody.parse(await response.json()).code).toBe("invalid_characters");
    expect(bench.fake.requests).toHaveLength(0);
    const search = await bench.t.app.request(`/api/user/history?search=${encodeURIComponent("cat\u0000")}`, { headers: bearer(user.token) });
    expect(search.status).toBe(400);
    // Every query string is checked where it comes in (issue 25), with the prompt's own code.
    expect(ZErrorBody.parse(await search.json()).code).toBe("invalid_characters");
  });

  it("still rate-limits generations that fail after the provider call (nothing charged, but never unlimited)", async () => {
    const user = await createSignedInUser(bench.t);
    // Storing the result fails after the provider has answered: the worst case the review found.
    await bench.t.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION fail_store() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'store failed'; END $$ LANGUAGE plpgsql`));
    await bench.t.db.execute(sql.raw("CREATE TRIGGER fail_store BEFORE INSERT ON generated_blocks FOR EACH ROW EXECUTE FUNCTION fail_store()"));
    try {
      bench.fake.requests.length = 0;
      bench.fake.fallback = () => ({ text: SAFE_PROGRAM });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: `make the cat say hello ${i}` }, bearer(user.token)));
        statuses.push(response.status);
      }
      expect(statuses).toEqual([500, 500, 500, 429, 429, 429]);
      expect(bench.fake.requests).toHaveLength(3);
      expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
      expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
    } finally {
      bench.fake.fallback = null;
      await bench.t.db.execute(sql.raw("DROP TRIGGER fail_store ON generated_blocks"));
      await bench.t.db.execute(sql.raw("DROP FUNCTION fail_store()"));
    }
  });

  it("gives held free usages back at start-up, without waiting for a request to sweep", async () => {
    const user = await createSignedInUser(bench.t);
    const crashedAt = new Date(Date.now() - 60 * 60_000);
    await reserveGeneration({ db: bench.t.db, userId: user.id, maxTokens: 1000, minTokens: 1, holdMs: 60_000, now: crashedAt });
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(1);
    const swept = await runMaintenance({ db: bench.t.db, env: bench.t.env, now: new Date() });
    expect(swept.releasedReservations).toBeGreaterThanOrEqual(1);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
  });
});

describe.each(testBackends())("hardening of sign-in limits and errors (%s)", (backend) => {
  let t: TTestApp;
  let clock = Date.UTC(2026, 0, 5, 10, 0, 59, 300);
  beforeAll(async () => {
    t = await createTestApp({ backend, now: () => new Date(clock), env: { AUTH_RATE_LIMIT_PER_MINUTE: "30", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t.close();
  });
  const signIn = (forwardedFor: string) => t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "limits@example.com" }, { "x-forwarded-for": forwardedFor }));

  it("keys per-IP limits on the X-Forwarded-For entry the proxy appended, not the client's rotating one", async () => {
    let passed = 0;
    for (let i = 0; i < 100; i++) if ((await signIn(`10.0.${Math.floor(i / 250)}.${i % 250}, 203.0.113.10`)).status === 200) passed += 1;
    expect(passed).toBe(30);
  });

  it("uses a sliding limit: 60 sign-ins across a minute boundary get 30 through, not 60", async () => {
    const statuses: number[] = [];
    // 60 requests spread over 766 ms, crossing hh:mm:00.
    for (let i = 0; i < 60; i++) {
      clock += 13;
      statuses.push((await signIn("198.51.100.20")).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    // It refills steadily: two seconds later, one more (30 per minute).
    clock += 2_000;
    expect((await signIn("198.51.100.20")).status).toBe(200);
    expect((await signIn("198.51.100.20")).status).toBe(429);
  });

  it("answers bad JSON in the one error shape on every JSON route", async () => {
    const login = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "json@example.com" }, { "x-forwarded-for": "198.51.100.77" }));
    const { token } = (await login.json()) as { token: string };
    // A grown-up, so generate reaches its body instead of asking for a birth date.
    await t.app.request("/api/user/birth-date", jsonRequest("POST", { year: 1985, month: 4 }, bearer(token)));
    for (const path of ["/api/blocks/generate", "/api/user/birth-date", "/api/consent/request", "/api/auth/google", "/api/auth/exchange"]) {
      const response = await t.app.request(path, jsonRequest("POST", "{not json", { ...bearer(token), "x-forwarded-for": "198.51.100.78" }));
      expect(response.status, path).toBe(400);
      const body = ZErrorBody.parse(await response.json());
      expect(body.code, path).toBe("invalid_json");
    }
  });

  it("answers a wrong method with 405, Allow and the error shape; an unknown path stays 404", async () => {
    const wrong = await t.app.request("/api/blocks/generate");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect(ZErrorBody.parse(await wrong.json()).code).toBe("method_not_allowed");
    const put = await t.app.request("/api/user/export", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toContain("GET");
    expect((await t.app.request("/api/history/nope")).status).toBe(404);
  });

  it("answers a too-large body with 413 and Connection: close, so the client's next request on a kept-alive agent works (issue 25)", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    answerClientErrorsInJson(server);
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path, method, agent, headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {} }, (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
        });
        request.on("error", reject);
        request.end(body);
      });
    try {
      // From about a megabyte, Node stops reading the rest and drops the connection after answering.
      for (const size of [100 * 1024, 1024 * 1024, 4 * 1024 * 1024]) {
        const tooLarge = await send("POST", "/api/blocks/generate", JSON.stringify({ prompt: "a".repeat(size) }));
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.connection).toBe("close");
        expect(ZErrorBody.parse(JSON.parse(tooLarge.body)).code).toBe("payload_too_large");
        // The same agent, the next request: a fresh connection, answered.
        const next = await send("GET", "/api/health");
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("answers oversized request headers with 431 in the error shape (a real socket)", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    answerClientErrorsInJson(server);
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path: "/api/health", headers: { "x-big": "a".repeat(64 * 1024) } }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
        request.end();
      });
      expect(answer.status).toBe(431);
      expect(ZErrorBody.parse(JSON.parse(answer.body)).code).toBe("headers_too_large");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("local conveniences and where the server listens (issue 25)", () => {
  it("binds 127.0.0.1 while any local convenience would be on, unless HOST is set", () => {
    expect(listenHost(parseEnv({}))).toBe("127.0.0.1");
    expect(listenHost(parseEnv({ HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    // Google sign-in alone leaves the test checkout and the outbox wanted: still loopback.
    expect(listenHost(parseEnv({ GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com" }))).toBe("127.0.0.1");
    const live = { GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com", GUMROAD_PRODUCT_URL: "https://x.gumroad.com/l/tokens", SMTP_URL: "smtp://mail.example:587", PUBLIC_URL: "https://promptblocks.example" };
    expect(listenHost(parseEnv(live))).toBeUndefined();
  });

  it("turns every local convenience off on a server others can reach, and refuses to start when one is asked for there", () => {
    const open = parseEnv({ GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com", HOST: "0.0.0.0" });
    expect(open).toMatchObject({ isTestLoginEnabled: false, isTestCheckoutEnabled: false, isMailOutboxEnabled: false });
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
      expect(parseEnv({ HOST: host }), host).toMatchObject({ isTestLoginEnabled: true, isTestCheckoutEnabled: true, isMailOutboxEnabled: true });
    }
    expect(() => parseEnv({ HOST: "0.0.0.0", ENABLE_TEST_CHECKOUT: "true" })).toThrow(/ENABLE_TEST_CHECKOUT .*loopback/);
    expect(() => parseEnv({ HOST: "192.168.1.20", ENABLE_TEST_LOGIN: "true" })).toThrow(/ENABLE_TEST_LOGIN .*loopback/);
  });

  it("says at start-up which local conveniences are on, and that none are", () => {
    const banner = startupWarnings(parseEnv({})).join("\n");
    expect(banner).toMatch(/LOCAL CONVENIENCES ON/);
    expect(banner).toMatch(/test login/);
    expect(banner).toMatch(/test checkout/);
    expect(banner).toMatch(/outbox/);
    const checkoutOnly = startupWarnings(parseEnv({ ENABLE_TEST_LOGIN: "false", SMTP_URL: "smtp://mail.example:587", PUBLIC_URL: "https://promptblocks.example" })).join("\n");
    expect(checkoutOnly).toMatch(/test checkout/);
    expect(checkoutOnly).not.toMatch(/test login/);
    expect(checkoutOnly).not.toMatch(/outbox/);
    expect(startupWarnings(parseEnv({ HOST: "0.0.0.0" }))).toEqual(["Local conveniences: none (the test login, the test checkout and the mail outbox are off)."]);
  });

  it("answers 404 for the test checkout on a Google sign-in server that listens on every interface, and mints nothing", async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com", HOST: "0.0.0.0" } });
    try {
      const paid = await t.app.request("/api/payments/test-checkout", jsonRequest("POST", { email: "anyone@example.com", quantity: 5 }));
      expect(paid.status).toBe(404);
      const counted = (await t.db.execute(sql`SELECT count(*)::int AS n FROM token_purchases`)) as unknown as { rows: Array<{ n: number }> };
      expect(counted.rows[0]?.n).toBe(0);
      const offer = (await (await t.app.request("/api/payments/offer")).json()) as { checkoutUrl: unknown; isTestCheckout: boolean };
      expect(offer).toMatchObject({ checkoutUrl: null, isTestCheckout: false });
    } finally {
      await t.close();
    }
  });

  it("prints the real cause first, and no stack trace, when DATABASE_URL is wrong (issue 25)", () => {
    const cases: Array<{ url: string; cause: RegExp }> = [{ url: "postgres://nobody:secret-pw@127.0.0.1:1/promptblocks", cause: /ECONNREFUSED/ }];
    const admin = process.env.TEST_DATABASE_URL;
    if (admin) {
      const missing = new URL(admin);
      missing.pathname = "/no_such_database_promptblocks";
      cases.push({ url: missing.toString(), cause: /does not exist/ });
    }
    for (const { url, cause } of cases) {
      const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
        env: { PATH: process.env.PATH, DATABASE_URL: url, PORT: "1", DATA_DIR: "/nonexistent-promptblocks", HOST: "127.0.0.1", SESSION_SECRET: "s".repeat(40) },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(1);
      const firstLine = run.stderr.split("\n")[0] ?? "";
      expect(firstLine, run.stderr).toMatch(/DATABASE_URL/);
      expect(firstLine, run.stderr).toMatch(cause);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stderr).not.toContain("secret-pw");
    }
  });

  it("refuses to start with NODE_ENV=production and ENABLE_TEST_LOGIN=true without the acknowledgement", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ENABLE_TEST_LOGIN: "true", PORT: "1", DATA_DIR: "/nonexistent-promptblocks" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/ENABLE_TEST_LOGIN .*ALLOW_TEST_LOGIN_IN_PRODUCTION/);
  });
});
