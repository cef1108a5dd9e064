import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../shared/errors";
import { users } from "./db/schema";
import { createSignedInUser } from "./generation/test-support/generation-test-kit";
import { buildGumroadPing } from "./modules/payments/gumroad-ping.build";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "./test-support/create-test-app";
import { eq } from "drizzle-orm";

/**
 * Issue 25: text PostgreSQL cannot store (NUL) or that is not Unicode at all (a lone surrogate)
 * is refused with a clear 400 wherever it comes in (JSON bodies, query strings, Gumroad's form
 * pings), never a 500 (which Gumroad would retry forever), and no answer shows SQL.
 */

const SECRET = "whsec_text_0123456789abcdef";
const BAD_TEXT = ["nul\u0000byte", "lone \ud800 high", "lone \udfff low"];
const INTERNALS = /Failed query|select |insert |update |params:|at \/|node_modules|DrizzleQueryError|stack/i;

describe.each(testBackends())("unreadable text in requests (%s)", (backend) => {
  let t: TTestApp;
  let admin: { id: number; token: string };
  let target: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ backend, env: { GUMROAD_WEBHOOK_SECRET: SECRET } });
    admin = await createSignedInUser(t);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    target = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectClear400(response: Response, what: string) {
    const text = await response.text();
    expect(response.status, `${what}: ${text}`).toBe(400);
    expect(response.headers.get("content-type"), what).toContain("application/json");
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(ZErrorBody.parse(JSON.parse(text)).message.length, what).toBeGreaterThan(0);
    expect(text, what).not.toMatch(INTERNALS);
  }

  it("admin search, admin CSV export, username edit and testimonials answer 400", async () => {
    for (const bad of BAD_TEXT) {
      // A URL cannot carry a lone surrogate: its UTF-8 bytes (%ED%A0%80) are not valid UTF-8 either.
      if (bad.includes("\u0000")) {
        const query = encodeURIComponent(bad);
        await expectClear400(await t.app.request(`/api/admin/users?search=${query}`, { headers: bearer(admin.token) }), `search ${JSON.stringify(bad)}`);
        await expectClear400(await t.app.request(`/api/admin/users/export?search=${query}`, { headers: bearer(admin.token) }), `export ${JSON.stringify(bad)}`);
      } else {
        for (const path of ["/api/admin/users?search=%ED%A0%80", "/api/admin/users/export?search=%ED%A0%80"]) {
          const response = await t.app.request(path, { headers: bearer(admin.token) });
          expect(response.status, path).toBeLessThan(500);
          expect(await response.text(), path).not.toMatch(INTERNALS);
        }
      }
      await expectClear400(
        await t.app.request(`/api/admin/users/${target.id}`, jsonRequest("PATCH", JSON.stringify({ username: bad }), bearer(admin.token))),
        `username ${JSON.stringify(bad)}`,
      );
      await expectClear400(
        await t.app.request("/api/admin/testimonials", jsonRequest("POST", JSON.stringify({ quote: bad, attribution: "A teacher" }), bearer(admin.token))),
        `testimonial ${JSON.stringify(bad)}`,
      );
    }
  });

  it("a Gumroad ping with such a field answers 400 (Gumroad retries a 500 for ever), form-encoded or JSON", async () => {
    for (const bad of BAD_TEXT) {
      const form = buildGumroadPing({ sellerId: "s", productId: "p", productName: bad, productUrl: "https://x.gumroad.com/l/tokens", email: "buyer@example.com", priceCents: 500 });
      const asForm = await t.app.request(`/api/webhooks/gumroad/${SECRET}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
      // A form body cannot carry a lone surrogate (URL-decoding makes it U+FFFD, which is fine).
      if (bad.includes("\u0000")) await expectClear400(asForm, `form ${JSON.stringify(bad)}`);
      else expect(asForm.status).toBeLessThan(500);
      const json = JSON.stringify({ ...Object.fromEntries(form), email: bad });
      await expectClear400(await t.app.request(`/api/webhooks/gumroad/${SECRET}`, { method: "POST", headers: { "content-type": "application/json" }, body: json }), `json ${JSON.stringify(bad)}`);
    }
  });
});
