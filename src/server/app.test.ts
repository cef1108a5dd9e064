import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZErrorBody } from "../shared/errors";
import { ZHealthResponse, ZPublicConfig } from "../shared/config";
import { API_BODY_LIMIT_BYTES } from "./app";
import { createTestApp, jsonRequest, tempDir, testBackends, type TTestApp } from "./test-support/create-test-app";

describe.each(testBackends())("app on %s", (backend) => {
  let t: TTestApp;
  let client: ReturnType<typeof tempDir>;
  // A frozen clock keeps the rate-limit test inside one window even on a slow machine.
  const frozen = new Date();
  const now = () => frozen;

  beforeAll(async () => {
    // A stand-in for `vite build` output: the server must not care what the client contains.
    client = tempDir("pb-client-");
    writeFileSync(join(client.path, "index.html"), "<!doctype html><title>PromptBlocks</title><div id=root></div>");
    mkdirSync(join(client.path, "assets"));
    writeFileSync(join(client.path, "assets", "index-abc123.js"), "console.log('hi')");
    writeFileSync(join(client.path, "robots.txt"), "User-agent: *");
    t = await createTestApp({ backend, now, clientDir: client.path, env: { AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t?.close();
    client?.remove();
  });

  it("answers /api/health with the database and provider status", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(ZHealthResponse.parse(await response.json())).toEqual({ status: "ok", database: "ok", provider: { name: "offline", model: "offline" } });
  });

  it("answers /api/config with the public configuration only", async () => {
    const body = z.strictObject(ZPublicConfig.shape).parse(await (await t.app.request("/api/config")).json());
    expect(body).toEqual({ googleClientId: null, testLoginEnabled: true, checkoutUrl: "/test-checkout", monthlyTokenLimit: 0 });
  });

  it("sends security headers and a strict CSP on API answers and pages", async () => {
    for (const path of ["/api/health", "/", "/dashboard"]) {
      const response = await t.app.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-src https://accounts.google.com/gsi/");
      expect(csp).toContain("img-src 'self' data: blob: https://ui-avatars.com");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    }
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    for (const [method, path] of [["GET", "/api/nope"], ["POST", "/api/auth/nope"], ["GET", "/api"]] as const) {
      const response = await t.app.request(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(ZErrorBody.parse(await response.json()).code).toBe("not_found");
    }
  });

  it("serves index.html for client routes (history-API fallback), never cached", async () => {
    for (const path of ["/", "/dashboard", "/history", "/auth/callback?code=x", "/consent/abc"]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<div id=root>");
    }
  });

  it("answers a path that is no page of the app with 404 and the same shell, whose router shows the not-found page", async () => {
    for (const path of ["/no/such/page", "/pricing/extra", "/dashboardx"]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(await response.text()).toContain("<div id=root>");
    }
  });

  it("serves fingerprinted assets with a long cache and real 404s for missing ones", async () => {
    const asset = await t.app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await t.app.request("/assets/index-gone.js")).status).toBe(404);
    const robots = await t.app.request("/robots.txt");
    expect(await robots.text()).toBe("User-agent: *");
  });

  it("never serves files outside the client directory", async () => {
    const response = await t.app.request("/..%2f..%2f..%2fetc%2fpasswd");
    expect(await response.text()).not.toContain("root:");
  });

  it("limits JSON body size with a 413 in the error shape", async () => {
    const big = JSON.stringify({ email: "x".repeat(API_BODY_LIMIT_BYTES + 10) });
    const response = await t.app.request("/api/auth/test-login", jsonRequest("POST", big, { "x-forwarded-for": "198.51.100.99" }));
    expect(response.status).toBe(413);
    expect(ZErrorBody.parse(await response.json()).code).toBe("payload_too_large");
  });

  it("answers malformed JSON with a 400", async () => {
    const response = await t.app.request("/api/auth/google", jsonRequest("POST", "{not json", { "x-forwarded-for": "198.51.100.98" }));
    expect(response.status).toBe(400);
    expect(ZErrorBody.parse(await response.json()).code).toBe("invalid_json");
  });

  it("rate-limits the auth routes per IP with 429 and Retry-After, counting in the database", async () => {
    const from = (ip: string) => jsonRequest("POST", { email: "kid@example.com" }, { "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) expect((await t.app.request("/api/auth/test-login", from("203.0.113.7"))).status).toBe(200);
    const limited = await t.app.request("/api/auth/test-login", from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(ZErrorBody.parse(await limited.json()).code).toBe("rate_limited");
    // Another IP has its own budget.
    expect((await t.app.request("/api/auth/test-login", from("203.0.113.8"))).status).toBe(200);

    // A second app instance on the same database shares the counters (stateless servers).
    const sibling = await createTestApp({ database: t.database, now, env: { AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });
    expect((await sibling.app.request("/api/auth/test-login", from("203.0.113.7"))).status).toBe(429);
  });

  it("answers 503 from /api/health when the database is down", async () => {
    const broken = await createTestApp({ database: { ...t.database, ping: () => Promise.reject(new Error("connection refused")) } });
    const response = await broken.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error", database: "error" });
  });
});

describe("app without a built client", () => {
  it("still serves the API, and answers non-API paths with 404", async () => {
    const t = await createTestApp({ clientDir: "/nonexistent/dist/client" });
    try {
      expect((await t.app.request("/api/health")).status).toBe(200);
      expect((await t.app.request("/dashboard")).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
