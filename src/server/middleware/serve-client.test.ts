import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, tempDir, type TTestApp } from "../test-support/create-test-app";
import { contentSecurityPolicy } from "./security-headers";
import { acceptedEncodings, IMMUTABLE, REVALIDATE } from "./serve-client";

/** A stand-in for scripts/build.mjs output: a shell, a prerendered page and precompressed twins. */
function writeBuild(dir: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
  };
  write("index.html", "<!doctype html><div id=root></div>");
  write("prerendered/home.html", "<!doctype html><h1>Home, prerendered</h1>");
  write("prerendered/pricing.html", "<!doctype html><h1>Pricing, prerendered</h1>");
  write("assets/index-abc123.js", "console.log('hello from the entry')".repeat(20));
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
}

describe("serving the built client", () => {
  let t: TTestApp;
  let client: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    client = tempDir("pb-serve-");
    writeBuild(client.path);
    t = await createTestApp({ clientDir: client.path });
  });
  afterAll(async () => {
    await t?.close();
    client?.remove();
  });

  it("sends brotli, else gzip, else the plain file, and says it varies by Accept-Encoding", async () => {
    const br = await t.app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("hello from the entry");

    const gz = await t.app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("hello from the entry");

    const refused = await t.app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refused.headers.get("content-encoding")).toBe("gzip");

    const plain = await t.app.request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("hello from the entry");
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("caches fingerprinted assets for a year and makes HTML revalidate", async () => {
    expect((await t.app.request("/assets/index-abc123.js")).headers.get("cache-control")).toBe(IMMUTABLE);
    expect((await t.app.request("/pricing")).headers.get("cache-control")).toBe(REVALIDATE);
    expect((await t.app.request("/favicon.svg")).headers.get("cache-control")).toBe(REVALIDATE);
  });

  it("answers a static route with its prerendered page and any other route with the shell", async () => {
    expect(await (await t.app.request("/")).text()).toContain("Home, prerendered");
    expect(await (await t.app.request("/pricing")).text()).toContain("Pricing, prerendered");
    expect(await (await t.app.request("/pricing/")).text()).toContain("Pricing, prerendered");
    expect(await (await t.app.request("/dashboard")).text()).toContain('<div id=root></div>');
    expect((await t.app.request("/assets/missing.js")).status).toBe(404);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.app.request("/", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await t.app.request("/", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("reads Accept-Encoding with q-values", () => {
    expect([...acceptedEncodings("gzip, deflate, br;q=1.0")]).toEqual(["gzip", "deflate", "br"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe("the CSP and analytics", () => {
  it("allows GA4's hosts only when a measurement id is configured", () => {
    const plain = JSON.stringify(contentSecurityPolicy());
    expect(plain).not.toMatch(/googletagmanager|google-analytics/);
    const ga = contentSecurityPolicy({ analyticsMeasurementId: "G-TEST1234" });
    expect(ga.scriptSrc).toEqual(["'self'", "https://accounts.google.com/gsi/client", "https://*.googletagmanager.com"]);
    expect(ga.connectSrc).toContain("https://*.google-analytics.com");
    expect(JSON.stringify(ga)).not.toMatch(/unsafe-eval/);
    expect(ga.scriptSrc).not.toContain("'unsafe-inline'");
  });
});
