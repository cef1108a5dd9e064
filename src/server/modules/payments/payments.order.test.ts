import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokenPurchases, users } from "../../db/schema";
import { countRows, createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { readLedger } from "../billing/billing.purchases";
import { buildGumroadPing, newOrderNumber, newSaleId, type TPingFields } from "./gumroad-ping.build";

/**
 * Issue 25: "event order never matters for money". A sale, its refund, a dispute and a won
 * dispute are applied whatever order their pings arrive in, replayed or all at once, exactly
 * once; on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const SECRET = "whsec_order_0123456789abcdef";
const SELLER = "order-seller==";
const PRODUCT_URL = "https://promptblocks.gumroad.com/l/tokens";
const PACK = 1_000_000;

type TEvent = "sale" | "refund" | "dispute" | "won";

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe.each(testBackends())("money in any order of events (%s)", (backend) => {
  let bench: TGenerationBench;
  let t: TTestApp;

  beforeAll(async () => {
    bench = await startGenerationBench({
      backend,
      env: { GUMROAD_WEBHOOK_SECRET: SECRET, GUMROAD_SELLER_ID: SELLER, GUMROAD_PRODUCT_URL: PRODUCT_URL, AI_TIMEOUT_MS: "20000" },
    });
    t = bench.t;
  });
  afterAll(async () => {
    await bench?.close();
  });
  afterEach(async () => {
    // Every user's ledger adds up after every test: purchased = available + spent + refunded back.
    for (const { id } of await t.db.select({ id: users.id }).from(users)) {
      const ledger = await readLedger(t.db, id);
      expect(ledger.purchased, `user ${id}`).toBe(ledger.available + ledger.spent + ledger.refundedBack);
      expect(ledger.userTokensPurchased, `user ${id}`).toBe(ledger.purchased);
    }
  });

  async function newSale(): Promise<{ buyer: { id: number; token: string }; ping: (event: TEvent) => URLSearchParams; saleId: string }> {
    const buyer = await createSignedInUser(t);
    const fields: TPingFields = {
      saleId: newSaleId(),
      orderNumber: newOrderNumber(),
      sellerId: SELLER,
      productId: "order-product",
      productName: "PromptBlocks tokens",
      productUrl: PRODUCT_URL,
      email: (await readUser(t, buyer.id)).email,
      customUserId: buyer.id,
      priceCents: 500,
    };
    const ping = (event: TEvent) =>
      buildGumroadPing({
        ...fields,
        ...(event === "refund" ? { refunded: true, resourceName: "refund" as const } : {}),
        ...(event === "dispute" ? { disputed: true, resourceName: "dispute" as const } : {}),
        ...(event === "won" ? { disputed: true, disputeWon: true, resourceName: "dispute_won" as const } : {}),
      });
    return { buyer, ping, saleId: fields.saleId! };
  }

  const send = async (body: URLSearchParams) => {
    const answer = await t.app.request(`/api/webhooks/gumroad/${SECRET}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as { status: string };
  };

  async function settledState(buyerId: number, saleId: string) {
    const [purchase] = await t.db.select().from(tokenPurchases).where(eq(tokenPurchases.gumroadPurchaseId, saleId));
    return { available: (await readUser(t, buyerId)).availableTokens, tokensRefunded: purchase?.tokensRefunded, purchases: purchase ? 1 : 0 };
  }

  it("a refund arriving before its sale is kept and applied when the sale arrives", async () => {
    const { buyer, ping, saleId } = await newSale();
    expect((await send(ping("refund"))).status).not.toBe("ignored");
    expect(await send(ping("sale"))).toMatchObject({ status: expect.stringMatching(/duplicate|refunded/) });
    expect(await settledState(buyer.id, saleId)).toEqual({ available: 0, tokensRefunded: PACK, purchases: 1 });
  });

  it("a won dispute gives the tokens back, once", async () => {
    const { buyer, ping, saleId } = await newSale();
    await send(ping("sale"));
    expect(await send(ping("dispute"))).toMatchObject({ status: "refunded" });
    expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
    expect(await send(ping("won"))).toMatchObject({ status: "restored" });
    expect(await send(ping("won"))).toMatchObject({ status: "duplicate" });
    expect(await send(ping("dispute"))).toMatchObject({ status: "duplicate" });
    expect(await settledState(buyer.id, saleId)).toEqual({ available: PACK, tokensRefunded: 0, purchases: 1 });
  });

  it("sale, refund, dispute and won dispute in all 24 orders, each replayed: refunded exactly once", async () => {
    for (const order of permutations<TEvent>(["sale", "refund", "dispute", "won"])) {
      const { buyer, ping, saleId } = await newSale();
      for (const event of order) await send(ping(event));
      expect(await settledState(buyer.id, saleId), order.join(" → ")).toEqual({ available: 0, tokensRefunded: PACK, purchases: 1 });
      for (const event of order.slice().reverse()) await send(ping(event));
      expect(await settledState(buyer.id, saleId), `${order.join(" → ")}, replayed`).toEqual({ available: 0, tokensRefunded: PACK, purchases: 1 });
    }
  });

  it("sale, dispute and won dispute in all 6 orders: the buyer keeps the tokens", async () => {
    for (const order of permutations<TEvent>(["sale", "dispute", "won"])) {
      const { buyer, ping, saleId } = await newSale();
      for (const event of order) await send(ping(event));
      expect(await settledState(buyer.id, saleId), order.join(" → ")).toEqual({ available: PACK, tokensRefunded: 0, purchases: 1 });
      for (const event of order) await send(ping(event));
      expect(await settledState(buyer.id, saleId), `${order.join(" → ")}, replayed`).toEqual({ available: PACK, tokensRefunded: 0, purchases: 1 });
    }
  });

  it("a sale and its refund at the same moment, 10 rounds: never kept; a dispute and its win at once: always kept", async () => {
    for (let round = 0; round < 10; round++) {
      const refunded = await newSale();
      await Promise.all([send(refunded.ping("refund")), send(refunded.ping("sale")), send(refunded.ping("refund"))]);
      expect(await settledState(refunded.buyer.id, refunded.saleId), `round ${round}`).toEqual({ available: 0, tokensRefunded: PACK, purchases: 1 });
      const won = await newSale();
      await Promise.all([send(won.ping("won")), send(won.ping("dispute")), send(won.ping("sale"))]);
      expect(await settledState(won.buyer.id, won.saleId), `round ${round}`).toEqual({ available: PACK, tokensRefunded: 0, purchases: 1 });
    }
  });

  it("a refund while the buyer's generations run takes their holds too: the buyer keeps nothing of the refunded pack", async () => {
    const { buyer, ping } = await newSale();
    await send(ping("sale"));
    // Three slow generations hold part of the pack while the refund arrives.
    bench.fake.fallback = () => ({ text: "```scratchblocks\nwhen flag clicked\nsay [Hello!]\n```", delayMs: 1_500 });
    try {
      const running = Array.from({ length: 3 }, (_, i) =>
        t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: `make the cat say hello ${i}` }, bearer(buyer.token))),
      );
      await waitFor(async () => (await countRows(t, "generation_reservations", buyer.id)) === 3);
      expect((await readUser(t, buyer.id)).availableTokens).toBeLessThan(PACK);
      expect(await send(ping("refund"))).toMatchObject({ status: "refunded", tokensTakenBack: PACK });
      const answers = await Promise.all(running);
      expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 403)).toBe(true);
    } finally {
      bench.fake.fallback = null;
    }
    // Nothing held back, nothing left over: whatever the generations were charged came out of the pack.
    expect(await countRows(t, "generation_reservations", buyer.id)).toBe(0);
    expect((await readUser(t, buyer.id)).availableTokens).toBe(0);
    const spent = (await t.db.execute(sql`SELECT COALESCE(SUM(tokens_used), 0)::bigint AS n FROM token_usage WHERE user_id = ${buyer.id}`)) as unknown as { rows: Array<{ n: unknown }> };
    expect(Number(spent.rows[0]?.n)).toBe(0);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
