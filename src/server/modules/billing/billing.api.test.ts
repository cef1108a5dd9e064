import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZTokenPurchase, ZTokenUsage, ZVerifySubscriptionResponse } from "../../../shared/billing";
import { createSignedInUser, readUser } from "../../generation/test-support/generation-test-kit";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { creditPurchase, readLedger } from "./billing.purchases";

/** SPEC 7's billing calls: update-tokens (read-only), token-purchases, token-usage, subscription verify. */
describe.each(testBackends())("billing API on %s", (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, env: { GENERATE_RATE_LIMIT_PER_MINUTE: "1000" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  let saleCounter = 0;
  const credit = async (userId: number, tokens: number, createdAt: Date) => {
    saleCounter += 1;
    const email = (await readUser(t, userId)).email;
    return creditPurchase({
      db: t.db,
      purchase: {
        userId,
        buyerEmail: email,
        saleId: `sale-${backend}-${saleCounter}==`,
        orderNumber: String(100_000_000 + saleCounter),
        subscriptionId: null,
        productId: "prod==",
        productName: "PromptBlocks tokens",
        priceCents: Math.round((tokens / 1_000_000) * 500),
        quantity: 1,
        tokens,
        isTest: false,
        createdAt,
      },
    });
  };

  it("update-tokens answers the server's own figures whatever the client sends", async () => {
    const user = await createSignedInUser(t);
    await credit(user.id, 1_000_000, new Date());
    const before = await readUser(t, user.id);
    const attempts: unknown[] = [
      { tokensUsed: 0 },
      { tokensUsed: 999_999_999 },
      { tokensUsed: 5, availableTokens: 1e12, tokensPurchased: 1e12, isSubscribed: false },
      { tokensUsed: -1_000_000 },
      { tokensUsed: "lots" },
      {},
    ];
    for (const body of attempts) {
      const answer = await t.app.request("/api/user/update-tokens", jsonRequest("POST", body, bearer(user.token)));
      expect([200, 400]).toContain(answer.status);
      if (answer.status === 200) {
        const { user: fields } = (await answer.json()) as { user: { availableTokens: number; tokensPurchased: number; tokensUsed: number } };
        expect(fields).toMatchObject({ availableTokens: before.availableTokens, tokensPurchased: before.tokensPurchased, tokensUsed: before.tokensUsed });
      }
    }
    const after = await readUser(t, user.id);
    expect(after).toMatchObject({ availableTokens: 1_000_000, tokensPurchased: 1_000_000, tokensUsed: before.tokensUsed, isSubscribed: true });
    const ledger = await readLedger(t.db, user.id);
    expect(ledger.purchased).toBe(ledger.available + ledger.spent + ledger.refundedBack);
  });

  it("token-purchases and token-usage list only the caller's rows, newest first, paged", async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    for (let n = 1; n <= 5; n++) await credit(alice.id, n * 1_000_000, day(n));
    await credit(bob.id, 1_000_000, day(9));

    const page1 = await t.app.request("/api/user/token-purchases?limit=2", { headers: bearer(alice.token) });
    expect(page1.status).toBe(200);
    expect(page1.headers.get("x-total-count")).toBe("5");
    const first = ZTokenPurchase.array().parse(await page1.json());
    expect(first.map((row) => row.tokensPurchased)).toEqual([5_000_000, 4_000_000]);
    const page3 = ZTokenPurchase.array().parse(await (await t.app.request("/api/user/token-purchases?limit=2&page=3", { headers: bearer(alice.token) })).json());
    expect(page3.map((row) => row.tokensPurchased)).toEqual([1_000_000]);
    expect(page3[0]).toMatchObject({ amountUsd: 5, userId: alice.id, gumroadProductName: "PromptBlocks tokens" });
    expect(first.every((row) => row.userId === alice.id)).toBe(true);

    for (let n = 0; n < 2; n++) {
      const generated = await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the cat say hello" }, bearer(alice.token)));
      expect(generated.status).toBe(200);
    }
    const usage = await t.app.request("/api/user/token-usage", { headers: bearer(alice.token) });
    expect(usage.headers.get("x-total-count")).toBe("2");
    const rows = ZTokenUsage.array().parse(await usage.json());
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(rows.every((row) => row.operation === "generate" && row.tokensUsed > 0)).toBe(true);
    expect(ZTokenUsage.array().parse(await (await t.app.request("/api/user/token-usage", { headers: bearer(bob.token) })).json())).toHaveLength(0);

    expect((await t.app.request("/api/user/token-purchases?limit=101", { headers: bearer(alice.token) })).status).toBe(400);
    expect((await t.app.request("/api/user/token-purchases")).status).toBe(401);
    expect((await t.app.request("/api/user/token-usage")).status).toBe(401);
  });

  it("subscription/verify answers from our own records", async () => {
    const free = await createSignedInUser(t);
    const verify = async (token: string) =>
      ZVerifySubscriptionResponse.parse(await (await t.app.request("/api/subscription/verify", jsonRequest("POST", { subscriptionId: "made-up" }, bearer(token)))).json());
    expect(await verify(free.token)).toEqual({ isSubscribed: false, subscriptionId: null });
    await credit(free.id, 1_000_000, new Date());
    const answer = await verify(free.token);
    expect(answer.isSubscribed).toBe(true);
    expect(answer.subscriptionId).toMatch(/^sale-/);
    expect((await t.app.request("/api/subscription/verify", jsonRequest("POST", { subscriptionId: "x" }))).status).toBe(401);
  });
});

describe("MONTHLY_TOKEN_LIMIT through the generation route", () => {
  it("a subscriber at the monthly limit gets SPEC's message and keeps their tokens; /api/config tells the client the limit", async () => {
    const t = await createTestApp({ env: { MONTHLY_TOKEN_LIMIT: "5000" } });
    try {
      expect(await (await t.app.request("/api/config")).json()).toMatchObject({ monthlyTokenLimit: 5_000 });
      // No free usages left either: with some, those would pay (issue 31).
      const user = await createSignedInUser(t, { availableTokens: 100_000, freeUsagesUsed: 3, tokensUsed: 5_000, lastResetDate: new Date() });
      const answer = await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the cat jump" }, bearer(user.token)));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ message: "Monthly token limit reached. Resets next month.", tokenLimitReached: true, allowedUsage: 5_000 });
      expect((await readUser(t, user.id)).availableTokens).toBe(100_000);
    } finally {
      await t.close();
    }
  });
});
