import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "./db/client";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./generation/test-support/fake-openai-server";
import { estimateTokenBudget } from "./generation/token-budget";
import { readLedger } from "./modules/billing/billing.purchases";
import { buildGumroadPing, newOrderNumber, newSaleId } from "./modules/payments/gumroad-ping.build";
import { createPostgresDatabase, tempDir, TEST_SESSION_SECRET } from "./test-support/create-test-app";
import { callJson, startServerProcess, type TServerProcess } from "./test-support/server-process";

/**
 * Issue 25: several servers on one PostgreSQL act as one. Two real server processes share a
 * database; generations, spends, Idempotency-Keys and Gumroad pings race across both, and the
 * results are exact. (PGlite is one process by design; the same races run in-process on it in
 * generation.test.ts, generation.charging.test.ts and payments.order.test.ts.)
 */

const WEBHOOK_SECRET = "whsec_two_servers_0123456789";
const PROGRAM = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";
const PROMPT = "make the cat say hello";
const PACK = 1_000_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let fake: FakeOpenAiServer;
  let servers: TServerProcess[] = [];
  let database: TDatabase;
  let cleanup: () => Promise<void>;
  /** What one generation costs: exactly one hold, so a balance of n holds pays for n generations. */
  const cost = estimateTokenBudget(PROMPT).maxTokens;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.fallback = () => ({ text: PROGRAM, promptTokens: cost - 100, completionTokens: 100, delayMs: 30 });
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const dirs = [tempDir("promptblocks-two-a-"), tempDir("promptblocks-two-b-")];
    const env = (dataDir: string) => ({
      DATABASE_URL: created.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_API_KEY: "k",
      AI_TIMEOUT_MS: "30000",
      GUMROAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      GUMROAD_SELLER_ID: "two-servers-seller",
    });
    // The first one migrates; the second starts on the migrated database, as a rolling start would.
    servers = [await startServerProcess({ env: env(dirs[0]!.path) })];
    servers.push(await startServerProcess({ env: env(dirs[1]!.path) }));
    database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 2 });
    cleanup = async () => {
      await database.close();
      for (const dir of dirs) dir.remove();
      await created.drop();
    };
    // two server processes start here, each allowed startServerProcess's two minutes
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await fake?.close();
    await cleanup?.();
  });

  /** Alternates A, B, A, B... */
  const across = (i: number) => servers[i % 2]!;
  async function adult(email: string): Promise<{ id: number; token: string }> {
    const login = await callJson(servers[0]!.baseURL, "POST", "/api/auth/test-login", { body: { email } });
    const token = String(login.body.token);
    expect((await callJson(servers[1]!.baseURL, "POST", "/api/user/birth-date", { token, body: { year: 1990, month: 1 } })).status).toBe(200);
    return { id: Number((login.body.user as { id: number }).id), token };
  }
  const generate = (server: TServerProcess, token: string, headers: Record<string, string> = {}) =>
    callJson(server.baseURL, "POST", "/api/blocks/generate", { token, body: { prompt: PROMPT }, headers });
  const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n);
  const ping = (server: TServerProcess, body: URLSearchParams) =>
    fetch(`${server.baseURL}/api/webhooks/gumroad/${WEBHOOK_SECRET}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() });

  it("20 free generations at once across both servers: exactly the 3 allowed", async () => {
    const user = await adult("two-servers-free@example.com");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => generate(across(i), user.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(17);
    expect(await count(sql`SELECT free_usages_used AS n FROM users WHERE id = ${user.id}`)).toBe(3);
    expect(await count(sql`SELECT count(*) AS n FROM generated_blocks WHERE user_id = ${user.id}`)).toBe(3);
    expect(await count(sql`SELECT count(*) AS n FROM generation_reservations WHERE user_id = ${user.id}`)).toBe(0);
  });

  it("30 paid generations at once across both servers with a balance for 5: exactly 5, each charged in full", async () => {
    const user = await adult("two-servers-paid@example.com");
    // No free usage left: once the tokens are gone a free usage would pay instead (shared/plan.ts),
    // and how many of the 30 come after that point depends on timing.
    await database.db.execute(sql`UPDATE users SET is_subscribed = true, available_tokens = ${5 * cost}, free_usages_used = free_usages_allowed WHERE id = ${user.id}`);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => generate(across(i), user.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.every((answer) => [200, 403, 429].includes(answer.status))).toBe(true);
    expect(await count(sql`SELECT available_tokens AS n FROM users WHERE id = ${user.id}`)).toBe(0);
    expect(await count(sql`SELECT COALESCE(SUM(tokens_used), 0) AS n FROM token_usage WHERE user_id = ${user.id}`)).toBe(5 * cost);
    expect(await count(sql`SELECT count(*) AS n FROM generation_reservations WHERE user_id = ${user.id}`)).toBe(0);
  });

  it("one Idempotency-Key sent to both servers at once: one generation, one charge", async () => {
    const user = await adult("two-servers-idempotent@example.com");
    await database.db.execute(sql`UPDATE users SET is_subscribed = true, available_tokens = ${10 * cost} WHERE id = ${user.id}`);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => generate(across(i), user.token, { "idempotency-key": "same-key-both-servers" })));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    // Whoever was told "in progress" retries and gets the one answer back.
    const retried = await generate(servers[1]!, user.token, { "idempotency-key": "same-key-both-servers" });
    expect(retried.status).toBe(200);
    expect(await count(sql`SELECT count(*) AS n FROM generated_blocks WHERE user_id = ${user.id}`)).toBe(1);
    expect(await count(sql`SELECT available_tokens AS n FROM users WHERE id = ${user.id}`)).toBe(9 * cost);
  });

  it("sales, refunds, disputes and won disputes split across both servers, with the buyer generating meanwhile: every balance exact", async () => {
    const buyer = await adult("two-servers-buyer@example.com");
    const saleFields = () => ({
      saleId: newSaleId(),
      orderNumber: newOrderNumber(),
      sellerId: "two-servers-seller",
      productId: "tokens",
      productName: "PromptBlocks tokens",
      productUrl: "https://promptblocks.gumroad.com/l/tokens",
      email: "two-servers-buyer@example.com",
      customUserId: buyer.id,
      priceCents: 500,
    });
    const kept = Array.from({ length: 4 }, saleFields);
    const refunded = Array.from({ length: 4 }, saleFields);
    const pings: URLSearchParams[] = [];
    for (const sale of kept) {
      pings.push(buildGumroadPing(sale), buildGumroadPing({ ...sale, disputed: true, resourceName: "dispute" }), buildGumroadPing({ ...sale, disputed: true, disputeWon: true, resourceName: "dispute_won" }));
    }
    for (const sale of refunded) pings.push(buildGumroadPing(sale), buildGumroadPing({ ...sale, refunded: true, resourceName: "refund" }));
    // Every ping twice, to both servers, all at once, with generations running beside them.
    const deliveries = [...pings, ...pings].map((body, i) => ping(across(i), body));
    const spending = Array.from({ length: 12 }, (_, i) => generate(across(i + 1), buyer.token));
    const delivered = await Promise.all(deliveries);
    expect(delivered.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    const generations = await Promise.all(spending);
    expect(generations.every((answer) => [200, 403, 429].includes(answer.status))).toBe(true);

    const purchases = ((await database.db.execute(sql`
      SELECT gumroad_purchase_id AS sale, tokens_purchased AS bought, tokens_refunded AS refunded FROM token_purchases WHERE user_id = ${buyer.id}`)) as unknown as {
      rows: Array<{ sale: string; bought: unknown; refunded: unknown }>;
    }).rows;
    expect(purchases).toHaveLength(8);
    for (const sale of kept) expect(Number(purchases.find((row) => row.sale === sale.saleId)?.refunded)).toBe(0);
    for (const sale of refunded) expect(Number(purchases.find((row) => row.sale === sale.saleId)?.refunded)).toBeGreaterThan(0);
    // The ledger adds up to the token: bought = balance + spent + taken back, and every delivered
    // generation paid exactly what the provider reported.
    const ledger = await readLedger(database.db, buyer.id);
    expect(ledger.purchased).toBe(8 * PACK);
    expect(ledger.purchased).toBe(ledger.available + ledger.spent + ledger.refundedBack);
    const paid = await count(sql`SELECT count(*) AS n FROM token_usage WHERE user_id = ${buyer.id} AND operation = 'generate' AND tokens_used = ${cost}`);
    expect(ledger.spent).toBe(paid * cost);
    expect(await count(sql`SELECT count(*) AS n FROM generated_blocks WHERE user_id = ${buyer.id}`)).toBe(generations.filter((answer) => answer.status === 200).length);
    expect(await count(sql`SELECT count(*) AS n FROM generation_reservations WHERE user_id = ${buyer.id}`)).toBe(0);
  });
});
