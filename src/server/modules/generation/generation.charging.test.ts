import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZErrorBody } from "../../../shared/errors";
import { countRows, createSignedInUser, readUser, startGenerationBench, sumUsage, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { estimateTokenBudget } from "../../generation/token-budget";
import { bearer, jsonRequest, testBackends } from "../../test-support/create-test-app";

/**
 * Issue 25: charging is exact for a whole generation whatever it costs. A repair round grows the
 * hold before its call; the charge is the provider's reported usage or nothing at all; parallel
 * requests cannot multiply an undercharge. On PGlite and PostgreSQL.
 */

const fenced = (program: string) => "```scratchblocks\n" + program + "\n```";
const VALID = ["when flag clicked", "say [Hello!] for (2) seconds"].join("\n");
/** A C-block left open: invalid, so the pipeline asks for one repair round. */
// An open repeat with more than one block after it: no repair can tell where it ends, so a repair round is needed.
const INVALID = ["when flag clicked", "repeat (10)", "move (10) steps", "if <touching (edge v)?> then", "turn right (180) degrees"].join("\n");
const PROMPT = "make the cat walk";

describe.each(testBackends())("exact charging (%s)", (backend) => {
  let bench: TGenerationBench;
  const generate = (token: string) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: PROMPT }, bearer(token)));
  /** Every delivered generation's ledger row against what the provider reported for it. */
  async function chargesAgainstUsage(userId: number) {
    return (
      (await bench.t.db.execute(sql`
        SELECT g.tokens_used AS reported, u.tokens_used AS charged FROM generated_blocks g JOIN token_usage u ON u.block_generation_id = g.id
        WHERE g.user_id = ${userId} ORDER BY g.id`)) as unknown as { rows: Array<{ reported: unknown; charged: unknown }> }
    ).rows.map((row) => ({ reported: Number(row.reported), charged: Number(row.charged) }));
  }

  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { AI_TIMEOUT_MS: "20000" } });
  });
  afterAll(async () => {
    await bench?.close();
  });
  beforeEach(() => {
    bench.fake.fallback = null;
    bench.fake.requests.length = 0;
  });

  it("grows the hold before a repair round and charges both calls exactly", async () => {
    const { maxTokens } = estimateTokenBudget(PROMPT);
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: 1_000_000 });
    // The first call alone costs nearly a whole hold; the repair call as much again.
    bench.fake.enqueue(
      { text: fenced(INVALID), promptTokens: maxTokens - 600, completionTokens: 500 },
      { text: fenced(VALID), promptTokens: maxTokens - 600, completionTokens: 500, delayMs: 400 },
    );
    const pending = generate(user.token);
    // While the repair call runs, the hold covers what the first call used plus the second's worst case.
    const deadline = Date.now() + 10_000;
    while (bench.fake.requests.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const rows = (await bench.t.db.execute(sql`SELECT COALESCE(SUM(tokens), 0)::bigint AS held FROM generation_reservations WHERE user_id = ${user.id}`)) as unknown as { rows: Array<{ held: unknown }> };
    const held = Number(rows.rows[0]?.held);
    const response = await pending;
    expect(response.status).toBe(200);
    const cost = 2 * (maxTokens - 100);
    expect(((await response.json()) as { tokensUsed: number }).tokensUsed).toBe(cost);
    expect(held).toBeGreaterThanOrEqual(cost);
    expect(await chargesAgainstUsage(user.id)).toEqual([{ reported: cost, charged: cost }]);
    expect((await readUser(bench.t, user.id)).availableTokens).toBe(1_000_000 - cost);
  });

  it("delivers nothing and charges nothing when a generation costs more than the user has, never a part of it", async () => {
    const { minTokens } = estimateTokenBudget(PROMPT);
    const start = minTokens + 10;
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: start });
    bench.fake.enqueue({ text: fenced(VALID), promptTokens: start + 5_000, completionTokens: 100 });
    const response = await generate(user.token);
    expect(response.status).toBe(403);
    expect(ZErrorBody.parse(await response.json())).toMatchObject({ code: "token_limit_reached", tokenLimitReached: true, availableTokens: start });
    expect((await readUser(bench.t, user.id)).availableTokens).toBe(start);
    expect(await sumUsage(bench.t, user.id)).toBe(0);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
  });

  it("parallel requests that each need a repair round: every delivered one is charged in full, the balance adds up, never below zero", async () => {
    const { maxTokens } = estimateTokenBudget(PROMPT);
    // Enough for three holds, and for one whole repaired generation: parallel requests must not
    // turn that into several generations each paid for with a third of its cost.
    const start = 3 * maxTokens;
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: start });
    const attempts = new Map<string, number>();
    bench.fake.fallback = (body) => {
      const key = JSON.stringify((body as { messages: unknown[] }).messages.slice(0, 2));
      const repaired = (body as { messages: unknown[] }).messages.length > 2;
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      return { text: fenced(repaired ? VALID : INVALID), promptTokens: maxTokens - 600, completionTokens: 500, delayMs: 50 };
    };
    const responses = await Promise.all(Array.from({ length: 6 }, () => generate(user.token)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => [200, 403, 429].includes(status)), statuses.join(",")).toBe(true);
    const charges = await chargesAgainstUsage(user.id);
    for (const charge of charges) expect(charge.charged).toBe(charge.reported);
    expect(charges).toHaveLength(statuses.filter((status) => status === 200).length);
    const after = await readUser(bench.t, user.id);
    expect(after.availableTokens).toBeGreaterThanOrEqual(0);
    expect(after.availableTokens + (await sumUsage(bench.t, user.id))).toBe(start);
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
  });

  // Issue 31: Cancel aborts the request; the server aborts the provider call and nothing is used.
  it.each([
    ["a premium user's tokens", { isSubscribed: true, availableTokens: 50_000 }],
    ["a free user's free generations", { isSubscribed: false, freeUsagesAllowed: 3 }],
  ])("a cancelled request aborts the provider call and uses none of %s", async (_label, fields) => {
    const user = await createSignedInUser(bench.t, fields);
    const before = await readUser(bench.t, user.id);
    bench.fake.enqueue({ text: fenced(VALID), delayMs: 5_000 });
    const controller = new AbortController();
    const pending = bench.t.app.request("/api/blocks/generate", { ...jsonRequest("POST", { prompt: PROMPT }, bearer(user.token)), signal: controller.signal });
    const deadline = Date.now() + 10_000;
    while (bench.fake.requests.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bench.fake.requests).toHaveLength(1);
    const abandonedBefore = bench.fake.abandoned;
    controller.abort();
    await Promise.resolve(pending).catch(() => undefined);
    // The provider sees its connection closed long before its 5 s answer.
    while (bench.fake.abandoned === abandonedBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bench.fake.abandoned).toBe(abandonedBefore + 1);
    // The hold is given back in the request's own clean-up, not by the later sweep.
    while ((await countRows(bench.t, "generation_reservations", user.id)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
    const after = await readUser(bench.t, user.id);
    expect({ tokens: after.availableTokens, free: after.freeUsagesUsed }).toEqual({ tokens: before.availableTokens, free: before.freeUsagesUsed });
    expect(await sumUsage(bench.t, user.id)).toBe(0);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
  });
});
