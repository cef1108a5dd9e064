import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZTokenPurchase } from "../../../shared/billing";
import { systemSettings, tokenPurchases, users } from "../../db/schema";
import { createSignedInUser, readUser } from "../../generation/test-support/generation-test-kit";
import { bearer, createTestApp, jsonRequest, testBackends, testEnv, type TTestApp } from "../../test-support/create-test-app";
import { readLedger } from "../billing/billing.purchases";
import { buildGumroadPing, newOrderNumber, newSaleId, type TPingFields } from "./gumroad-ping.build";
import { startFakeGumroadApi, type TFakeGumroadApi } from "./test-support/fake-gumroad-api";

/**
 * Issue 10, "What must show it": the Gumroad webhook with realistic form-encoded pings (built the
 * way Gumroad's payload is: bracketed url_params / custom_fields, price in cents, "true"/"false"),
 * on PGlite and, with TEST_DATABASE_URL, on real PostgreSQL. After every test the ledger of every
 * user must add up: tokens purchased = available + spent + refunded back.
 */

const SECRET = "whsec_0123456789abcdefXYZ";
const SELLER = "kL0psVL2admJSYRNs-OCMg==";
const PRODUCT_ID = "32-nPAicqbLj8B_WswVlMw==";
const PRODUCT_URL = "https://promptblocks.gumroad.com/l/tokens";
const GUMROAD_ENV = {
  GUMROAD_WEBHOOK_SECRET: SECRET,
  GUMROAD_SELLER_ID: SELLER,
  GUMROAD_PRODUCT_URL: PRODUCT_URL,
  GUMROAD_PRODUCT_ID: PRODUCT_ID,
  GENERATE_RATE_LIMIT_PER_MINUTE: "1000",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
};

const pingFields = (fields: Partial<TPingFields> & Pick<TPingFields, "email">): TPingFields => ({
  sellerId: SELLER,
  productId: PRODUCT_ID,
  productName: "PromptBlocks tokens",
  productUrl: PRODUCT_URL,
  priceCents: 500,
  ...fields,
});

const sendPing = (t: TTestApp, body: URLSearchParams | string, secret = SECRET, contentType = "application/x-www-form-urlencoded") =>
  t.app.request(`/api/webhooks/gumroad/${secret}`, { method: "POST", headers: { "content-type": contentType }, body: body.toString() });

async function purchaseRows(t: TTestApp, saleId: string) {
  return t.db.select().from(tokenPurchases).where(eq(tokenPurchases.gumroadPurchaseId, saleId));
}

describe.each(testBackends())("Gumroad webhook on %s", (backend) => {
  let t: TTestApp;
  let api: TFakeGumroadApi;
  let confirming: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: GUMROAD_ENV });
    api = await startFakeGumroadApi();
    // The same database behind an app that confirms every sale with (fake) Gumroad's API.
    confirming = await createTestApp({
      database: t.database,
      env: { ...GUMROAD_ENV, GUMROAD_ACCESS_TOKEN: api.accessToken, GUMROAD_API_BASE_URL: api.baseURL },
    });
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  afterEach(async () => {
    // No generation may be in flight at the end of a test, and every user's ledger adds up.
    const held = (await t.db.execute(sql`SELECT count(*)::int AS n FROM generation_reservations`)) as unknown as { rows: Array<{ n: number }> };
    expect(Number(held.rows[0]?.n)).toBe(0);
    for (const { id } of await t.db.select({ id: users.id }).from(users)) {
      const ledger = await readLedger(t.db, id);
      expect(ledger.purchased, `user ${id}: purchased = available + spent + refunded back`).toBe(ledger.available + ledger.spent + ledger.refundedBack);
      expect(ledger.userTokensPurchased, `user ${id}: users.tokens_purchased matches the ledger`).toBe(ledger.purchased);
    }
  });

  it("credits a sale once: balance, purchase row with every reference, premium; a replay changes nothing", async () => {
    const buyer = await createSignedInUser(t);
    const row = await readUser(t, buyer.id);
    const saleId = newSaleId();
    const body = buildGumroadPing(pingFields({ saleId, orderNumber: "524459935", email: row.email, customUserId: buyer.id, fullName: "Ada Parent" }));
    expect(body.get("url_params[custom_user_id]")).toBe(String(buyer.id));

    const first = await sendPing(t, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "credited", tokens: 1_000_000 });
    const after = await readUser(t, buyer.id);
    expect(after).toMatchObject({ availableTokens: 1_000_000, tokensPurchased: 1_000_000, isSubscribed: true, subscriptionId: saleId });
    const [purchase] = await purchaseRows(t, saleId);
    expect(purchase).toMatchObject({
      userId: buyer.id,
      amountUsd: "5.00",
      tokensPurchased: 1_000_000,
      gumroadOrderNumber: "524459935",
      gumroadProductId: PRODUCT_ID,
      gumroadProductName: "PromptBlocks tokens",
      gumroadSubscriptionId: null,
      quantity: 1,
      isTest: false,
    });

    const replay = await sendPing(t, body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: "duplicate" });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(1_000_000);
    expect(await purchaseRows(t, saleId)).toHaveLength(1);
  });

  it("10 identical pings at the same time credit once", async () => {
    const buyer = await createSignedInUser(t);
    const body = buildGumroadPing(pingFields({ email: (await readUser(t, buyer.id)).email, customUserId: buyer.id, quantity: 2, priceCents: 1_000 }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendPing(t, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const statuses = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { status: string }).status));
    expect(statuses.filter((status) => status === "credited")).toHaveLength(1);
    expect(statuses.filter((status) => status === "duplicate")).toHaveLength(9);
    expect(await readUser(t, buyer.id)).toMatchObject({ availableTokens: 2_000_000, tokensPurchased: 2_000_000 });
    expect(await purchaseRows(t, body.get("sale_id")!)).toHaveLength(1);
  });

  it("a wrong secret answers 404 and stores nothing; a wrong seller is refused with 403 and stores nothing", async () => {
    const buyer = await createSignedInUser(t);
    const email = (await readUser(t, buyer.id)).email;
    const body = buildGumroadPing(pingFields({ email, customUserId: buyer.id }));
    for (const secret of ["whsec_0123456789abcdefXYz", "x", `${SECRET}0`]) {
      const answer = await sendPing(t, body, secret);
      expect(answer.status).toBe(404);
    }
    const foreign = buildGumroadPing(pingFields({ email, customUserId: buyer.id, sellerId: "someone-else==" }));
    const refused = await sendPing(t, foreign);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "wrong_seller" });
    expect(await purchaseRows(t, body.get("sale_id")!)).toHaveLength(0);
    expect(await purchaseRows(t, foreign.get("sale_id")!)).toHaveLength(0);
    expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
  });

  it("ignores test sales (unless GUMROAD_ACCEPT_TEST=true) and other products, storing nothing", async () => {
    const buyer = await createSignedInUser(t);
    const email = (await readUser(t, buyer.id)).email;
    const testSale = buildGumroadPing(pingFields({ email, customUserId: buyer.id, test: true }));
    const ignored = await sendPing(t, testSale);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ status: "ignored", reason: expect.stringContaining("test sale") });

    const other = buildGumroadPing(pingFields({ email, customUserId: buyer.id, productId: "another-product==", productUrl: "https://promptblocks.gumroad.com/l/stickers" }));
    expect(await (await sendPing(t, other)).json()).toMatchObject({ status: "ignored", reason: "not our product" });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
    expect(await purchaseRows(t, other.get("sale_id")!)).toHaveLength(0);

    const accepting = await createTestApp({ database: t.database, env: { ...GUMROAD_ENV, GUMROAD_ACCEPT_TEST: "true" } });
    expect(await (await sendPing(accepting, testSale)).json()).toMatchObject({ status: "credited" });
    const [purchase] = await purchaseRows(t, testSale.get("sale_id")!);
    expect(purchase?.isTest).toBe(true);
  });

  it("accepts the same ping as JSON", async () => {
    const buyer = await createSignedInUser(t);
    const form = buildGumroadPing(pingFields({ email: (await readUser(t, buyer.id)).email }));
    const json = { ...Object.fromEntries([...form].filter(([key]) => !key.includes("["))), url_params: { custom_user_id: String(buyer.id) } };
    const answer = await sendPing(t, JSON.stringify(json), SECRET, "application/json");
    expect(await answer.json()).toMatchObject({ status: "credited" });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(1_000_000);
  });

  it("credits pro rata and rounds down; the tokens per pack come from the live setting", async () => {
    const buyer = await createSignedInUser(t);
    const email = (await readUser(t, buyer.id)).email;
    expect(await (await sendPing(t, buildGumroadPing(pingFields({ email, customUserId: buyer.id, priceCents: 749 })))).json()).toMatchObject({ tokens: 1_498_000 });
    expect(await (await sendPing(t, buildGumroadPing(pingFields({ email, customUserId: buyer.id, priceCents: 1 })))).json()).toMatchObject({ tokens: 2_000 });
    await t.db.update(systemSettings).set({ value: "333" }).where(eq(systemSettings.key, "TOKENS_PER_FIVE_USD"));
    try {
      // 2 cents of a 333-token pack is 1.332 tokens: credited 1, never 2.
      expect(await (await sendPing(t, buildGumroadPing(pingFields({ email, customUserId: buyer.id, priceCents: 2 })))).json()).toMatchObject({ tokens: 1 });
    } finally {
      await t.db.update(systemSettings).set({ value: "1000000" }).where(eq(systemSettings.key, "TOKENS_PER_FIVE_USD"));
    }
    expect((await readUser(t, buyer.id)).availableTokens).toBe(1_498_000 + 2_000 + 1);
  });

  it("the purchase goes to custom_user_id when that user exists, else to the buyer's e-mail", async () => {
    const named = await createSignedInUser(t);
    const payer = await createSignedInUser(t);
    const payerEmail = (await readUser(t, payer.id)).email;
    // A parent pays with their own e-mail for the child's account named in the URL.
    await sendPing(t, buildGumroadPing(pingFields({ email: payerEmail, customUserId: named.id })));
    expect((await readUser(t, named.id)).availableTokens).toBe(1_000_000);
    expect((await readUser(t, payer.id)).availableTokens).toBe(0);
    // An id that names nobody falls back to the e-mail (case-insensitively).
    await sendPing(t, buildGumroadPing(pingFields({ email: payerEmail.toUpperCase(), customUserId: 2_000_000_000 })));
    expect((await readUser(t, payer.id)).availableTokens).toBe(1_000_000);
  });

  it("keeps a purchase nobody owns yet and credits it when a user with that e-mail signs in", async () => {
    const email = `new-buyer-${Date.now()}@example.com`;
    const body = buildGumroadPing(pingFields({ email: email.replace("new", "NEW"), priceCents: 1_000, quantity: 2 }));
    expect(await (await sendPing(t, body)).json()).toMatchObject({ status: "kept-unclaimed", tokens: 2_000_000 });
    const [kept] = await purchaseRows(t, body.get("sale_id")!);
    expect(kept).toMatchObject({ userId: null, buyerEmail: email });

    const signIn = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }));
    expect(signIn.status).toBe(200);
    const { user, token } = (await signIn.json()) as { token: string; user: { id: number; availableTokens: number; tokensPurchased: number; isSubscribed: boolean } };
    expect(user).toMatchObject({ availableTokens: 2_000_000, tokensPurchased: 2_000_000, isSubscribed: true });

    const list = await t.app.request("/api/user/token-purchases", { headers: bearer(token) });
    const rows = ZTokenPurchase.array().parse(await list.json());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, tokensPurchased: 2_000_000, amountUsd: 10, quantity: 2 });

    // Signing in again claims nothing twice.
    const again = (await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json()) as { user: { availableTokens: number } };
    expect(again.user.availableTokens).toBe(2_000_000);
  });

  it("a refund takes back only the unspent tokens, once, and records it", async () => {
    const buyer = await createSignedInUser(t);
    const email = (await readUser(t, buyer.id)).email;
    const sale = pingFields({ email, customUserId: buyer.id, priceCents: 1, saleId: newSaleId(), orderNumber: "700000001" });
    await sendPing(t, buildGumroadPing(sale));
    expect((await readUser(t, buyer.id)).availableTokens).toBe(2_000);

    // Spend some of it on a real generation (the offline generator).
    const generated = await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the cat jump when I press space" }, bearer(buyer.token)));
    expect(generated.status).toBe(200);
    const spent = ((await generated.json()) as { tokensUsed: number }).tokensUsed;
    const left = (await readUser(t, buyer.id)).availableTokens;
    expect(left).toBeLessThan(2_000);
    expect(left).toBe(2_000 - Math.min(spent, 2_000));

    const refund = buildGumroadPing({ ...sale, refunded: true, resourceName: "refund" });
    const answer = await sendPing(t, refund);
    expect(await answer.json()).toEqual({ status: "refunded", tokensTakenBack: left });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
    const [purchase] = await purchaseRows(t, sale.saleId!);
    expect(purchase?.tokensRefunded).toBe(left);
    expect(purchase?.refundedAt).toBeInstanceOf(Date);

    // A second purchase, then the same refund again (and a dispute ping): nothing more is taken.
    await sendPing(t, buildGumroadPing(pingFields({ email, customUserId: buyer.id })));
    expect(await (await sendPing(t, refund)).json()).toEqual({ status: "already-refunded" });
    expect(await (await sendPing(t, buildGumroadPing({ ...sale, disputed: true, resourceName: "dispute" }))).json()).toEqual({ status: "already-refunded" });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(1_000_000);
  });

  it("a refunded unclaimed purchase credits nothing at sign-in", async () => {
    const email = `refunded-${Date.now()}@example.com`;
    const sale = pingFields({ email, saleId: newSaleId() });
    await sendPing(t, buildGumroadPing(sale));
    expect(await (await sendPing(t, buildGumroadPing({ ...sale, refunded: true, resourceName: "refund" }))).json()).toEqual({ status: "refunded", tokensTakenBack: 1_000_000 });
    const { user } = (await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json()) as { user: { availableTokens: number; tokensPurchased: number } };
    expect(user).toMatchObject({ availableTokens: 0, tokensPurchased: 1_000_000 });
  });

  describe("with GUMROAD_ACCESS_TOKEN: the sale is confirmed through Gumroad's API", () => {
    const fakeSale = (saleId: string, email: string, extra: Partial<Parameters<TFakeGumroadApi["sales"]["set"]>[1]> = {}) => ({
      id: saleId,
      email,
      seller_id: SELLER,
      product_id: PRODUCT_ID,
      product_name: "PromptBlocks tokens",
      product_permalink: PRODUCT_URL,
      price: 500,
      order_id: Number(newOrderNumber()),
      ...extra,
    });

    it("credits what the API says, not what the ping says", async () => {
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const saleId = newSaleId();
      api.sales.set(saleId, fakeSale(saleId, email, { price: 1_000, quantity: 2 }));
      // A forged ping claims $500; Gumroad's API knows it was $10.
      const answer = await sendPing(confirming, buildGumroadPing(pingFields({ saleId, email, customUserId: buyer.id, priceCents: 50_000, quantity: 100 })));
      expect(await answer.json()).toMatchObject({ status: "credited", tokens: 2_000_000 });
      expect(api.requests).toContain(`GET /v2/sales/${encodeURIComponent(saleId)}`);
      const [purchase] = await purchaseRows(t, saleId);
      expect(purchase).toMatchObject({ amountUsd: "10.00", quantity: 2, gumroadOrderNumber: String(api.sales.get(saleId)?.order_id) });
    });

    it("a sale the API says is refunded leaves nothing with the buyer (recorded as bought and refunded); a sale the API does not know credits nothing", async () => {
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const saleId = newSaleId();
      api.sales.set(saleId, fakeSale(saleId, email, { refunded: true }));
      // The same end as a sale followed by its refund, whichever Gumroad reported first (issue 25).
      expect(await (await sendPing(confirming, buildGumroadPing(pingFields({ saleId, email, customUserId: buyer.id })))).json()).toEqual({ status: "refunded", tokensTakenBack: 1_000_000 });
      expect(await (await sendPing(confirming, buildGumroadPing(pingFields({ saleId, email, customUserId: buyer.id })))).json()).toEqual({ status: "already-refunded" });
      const unknown = buildGumroadPing(pingFields({ email, customUserId: buyer.id }));
      expect(await (await sendPing(confirming, unknown)).json()).toMatchObject({ status: "ignored", reason: expect.stringContaining("does not know") });
      expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
      expect(await purchaseRows(t, saleId)).toMatchObject([{ tokensPurchased: 1_000_000, tokensRefunded: 1_000_000 }]);
      expect(await purchaseRows(t, unknown.get("sale_id")!)).toHaveLength(0);
    });

    it("a sale Gumroad's API marks as a test is not credited, whatever the ping says (issue 25)", async () => {
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const saleId = newSaleId();
      api.sales.set(saleId, fakeSale(saleId, email, { test: true }));
      // The ping leaves out `test`; Gumroad's own record of the sale says it was one.
      const answer = await sendPing(confirming, buildGumroadPing(pingFields({ saleId, email, customUserId: buyer.id })));
      expect(await answer.json()).toMatchObject({ status: "ignored", reason: expect.stringContaining("test sale") });
      expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
      expect(await purchaseRows(t, saleId)).toHaveLength(0);
    });

    it("an unreachable API answers 503 and credits nothing; Gumroad's retry then credits once", async () => {
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const saleId = newSaleId();
      api.sales.set(saleId, fakeSale(saleId, email));
      const body = buildGumroadPing(pingFields({ saleId, email, customUserId: buyer.id }));
      api.reachable = false;
      try {
        const down = await sendPing(confirming, body);
        expect(down.status).toBe(503);
        expect(down.headers.get("retry-after")).toBe("60");
        expect(await purchaseRows(t, saleId)).toHaveLength(0);
        expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
      } finally {
        api.reachable = true;
      }
      const retries = await Promise.all([sendPing(confirming, body), sendPing(confirming, body)]);
      expect(retries.map((answer) => answer.status)).toEqual([200, 200]);
      expect((await readUser(t, buyer.id)).availableTokens).toBe(1_000_000);
      expect(await purchaseRows(t, saleId)).toHaveLength(1);
    });

    it("a refund ping is checked with the API too: taken back only when Gumroad says so", async () => {
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const saleId = newSaleId();
      api.sales.set(saleId, fakeSale(saleId, email));
      const sale = pingFields({ saleId, email, customUserId: buyer.id });
      await sendPing(confirming, buildGumroadPing(sale));
      // A forged refund ping while Gumroad says the sale stands: credited again? no: a duplicate.
      expect(await (await sendPing(confirming, buildGumroadPing({ ...sale, refunded: true, resourceName: "refund" }))).json()).toEqual({ status: "duplicate" });
      api.sales.set(saleId, fakeSale(saleId, email, { chargedback: true, disputed: true }));
      expect(await (await sendPing(confirming, buildGumroadPing({ ...sale, disputed: true, resourceName: "dispute" }))).json()).toEqual({
        status: "refunded",
        tokensTakenBack: 1_000_000,
      });
      expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
    });
  });
});

describe("webhook and test checkout by configuration", () => {
  // One database; each test builds the app with its own configuration on it.
  let database: TTestApp["database"];
  beforeAll(async () => {
    database = (await createTestApp()).database;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("without a webhook secret (and no test checkout) the route does not exist", async () => {
    const t = await createTestApp({ database, env: { NODE_ENV: "production", GOOGLE_CLIENT_ID: "prod.apps.googleusercontent.com" } });
    try {
      const answer = await sendPing(t, buildGumroadPing(pingFields({ email: "a@example.com" })));
      expect(answer.status).toBe(404);
      expect((await t.app.request("/api/payments/offer")).status).toBe(200);
      expect(await (await t.app.request("/api/payments/offer")).json()).toMatchObject({ checkoutUrl: null, isTestCheckout: false });
    } finally {
      await t.close();
    }
  });

  it("the local test checkout refuses (404) in a production configuration, even with Gumroad configured", async () => {
    const t = await createTestApp({ database, env: { NODE_ENV: "production", GOOGLE_CLIENT_ID: "prod.apps.googleusercontent.com", ...GUMROAD_ENV } });
    try {
      const answer = await t.app.request("/api/payments/test-checkout", jsonRequest("POST", { email: "kid@example.com", quantity: 1 }));
      expect(answer.status).toBe(404);
      expect(await t.db.select().from(tokenPurchases)).toHaveLength(0);
      expect(await (await t.app.request("/api/payments/offer")).json()).toMatchObject({ checkoutUrl: PRODUCT_URL, isTestCheckout: false });
    } finally {
      await t.close();
    }
  });

  it("with no configuration the test checkout sends a realistic ping through the real webhook and credits the buyer", async () => {
    const t = await createTestApp({ database });
    try {
      const offer = await (await t.app.request("/api/payments/offer")).json();
      expect(offer).toMatchObject({ checkoutUrl: "/test-checkout", isTestCheckout: true, priceUsd: 5, tokensPerPack: 1_000_000 });
      const buyer = await createSignedInUser(t);
      const email = (await readUser(t, buyer.id)).email;
      const paid = await t.app.request("/api/payments/test-checkout", jsonRequest("POST", { email, customUserId: String(buyer.id), quantity: 3 }));
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ status: "credited", tokens: 3_000_000 });
      expect(await readUser(t, buyer.id)).toMatchObject({ availableTokens: 3_000_000, isSubscribed: true });
      const [purchase] = await t.db.select().from(tokenPurchases).where(eq(tokenPurchases.userId, buyer.id));
      expect(purchase).toMatchObject({ amountUsd: "15.00", quantity: 3, isTest: true, gumroadProductName: "PromptBlocks tokens (local test checkout)" });
      expect(purchase?.gumroadOrderNumber).toMatch(/^[0-9]{9}$/);
      const refused = await t.app.request("/api/payments/test-checkout", jsonRequest("POST", { email: "not-an-email", quantity: 1 }));
      expect(refused.status).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe("payment settings in the environment", () => {
  it("turns the test checkout on only without a storefront and never in production", () => {
    expect(testEnv().isTestCheckoutEnabled).toBe(true);
    expect(testEnv({ GUMROAD_PRODUCT_URL: PRODUCT_URL }).isTestCheckoutEnabled).toBe(false);
    expect(testEnv({ GUMROAD_PRODUCT_URL: PRODUCT_URL, ENABLE_TEST_CHECKOUT: "true" }).isTestCheckoutEnabled).toBe(true);
    expect(testEnv({ NODE_ENV: "production" }).isTestCheckoutEnabled).toBe(false);
    expect(() => testEnv({ NODE_ENV: "production", ENABLE_TEST_CHECKOUT: "true" })).toThrow(/ENABLE_TEST_CHECKOUT cannot be true in production/);
  });

  it("validates the webhook secret, the API address and the monthly limit", () => {
    expect(() => testEnv({ GUMROAD_WEBHOOK_SECRET: "short" })).toThrow(/GUMROAD_WEBHOOK_SECRET/);
    expect(() => testEnv({ GUMROAD_API_BASE_URL: "ftp://x" })).toThrow(/GUMROAD_API_BASE_URL/);
    expect(testEnv().GUMROAD_API_BASE_URL).toBe("https://api.gumroad.com");
    expect(testEnv().MONTHLY_TOKEN_LIMIT).toBe(0);
    expect(testEnv({ MONTHLY_TOKEN_LIMIT: "2000000" }).MONTHLY_TOKEN_LIMIT).toBe(2_000_000);
    expect(() => testEnv({ MONTHLY_TOKEN_LIMIT: "-5" })).toThrow(/MONTHLY_TOKEN_LIMIT/);
  });
});
