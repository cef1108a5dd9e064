import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZAdminSafetyStats } from "../../../shared/admin";
import { ZErrorBody } from "../../../shared/errors";
import { users } from "../../db/schema";
import { countRows, createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest, testBackends } from "../../test-support/create-test-app";
import devCorpus from "./corpus/dev.requests.json";
import { SAFETY_RULES, type TSafetyCategory } from "./kid-safety.rules";

/**
 * Issue 24 through the real route, with the AI SDK provider talking to the local fake OpenAI
 * server: whatever the category, a refused request never reaches the provider and costs
 * nothing; an unsafe answer and a model's own refusal become the same kind refusal.
 */

const SAFE_PROGRAM = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";
const HELP_TEXT = "Grown-ups at school can help. (Operator's help text set for this test.)";

/** One refused request of each category from the team's corpus. */
const ONE_PER_CATEGORY = [...new Map(devCorpus.filter((item) => item.expected === "refuse").map((item) => [item.category, item.text])).entries()];

const refusalTexts = (category: TSafetyCategory) => new Set(SAFETY_RULES.categories[category].suggestions.map((idea) => idea.text));

describe.each(testBackends())("kid-safety refusals through POST /api/blocks/generate (%s)", (backend) => {
  let bench: TGenerationBench;

  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { SAFETY_HELP_TEXT: HELP_TEXT } });
  });
  afterAll(() => bench.close());
  beforeEach(() => {
    bench.fake.requests.length = 0;
  });

  const generate = (token: string, prompt: string) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt }, bearer(token)));

  it("has a request of every category to try", () => {
    expect(ONE_PER_CATEGORY.map(([category]) => category).sort()).toEqual(
      ["bullying", "cheating", "contacting", "drugs_alcohol", "hacking", "hate", "personal_data", "scams_gambling", "self_harm", "sexual", "violence", "weapons"],
    );
  });

  it.each(ONE_PER_CATEGORY)("refuses %s before the provider: 422, the category, kind words, ideas from the reviewed list, nothing charged", async (category, text) => {
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: 50_000 });
    const response = await generate(user.token, text);
    expect(response.status).toBe(422);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({ code: "unsafe_request", safetyRefusal: true, category });
    expect(body.message.startsWith("PromptBlocks can't help make that.")).toBe(true);
    // Never the child's words back: the message and the ideas come from the reviewed file only.
    expect(body.message).toContain(SAFETY_RULES.categories[category as TSafetyCategory].message);
    expect(body.suggestions).toHaveLength(3);
    for (const idea of body.suggestions ?? []) expect(refusalTexts(category as TSafetyCategory)).toContain(idea);
    expect(body.help === undefined).toBe(category !== "self_harm");

    expect(bench.fake.requests).toHaveLength(0);
    const row = await readUser(bench.t, user.id);
    expect(row.availableTokens).toBe(50_000);
    expect(row.freeUsagesUsed).toBe(0);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
    expect(await countRows(bench.t, "token_usage", user.id)).toBe(0);
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
  });

  it("tells a child who may hurt themselves to talk to a trusted adult, with the operator's help text", async () => {
    const user = await createSignedInUser(bench.t);
    const body = ZErrorBody.parse(await (await generate(user.token, "i want to die, make a sad game")).json());
    expect(body.category).toBe("self_harm");
    expect(body.message).toMatch(/grown-up you trust/);
    expect(body.message).not.toMatch(/charged/);
    expect(body.help).toBe(HELP_TEXT);
  });

  it("offers ideas close to what was asked: a quiz for a quiz", async () => {
    const user = await createSignedInUser(bench.t);
    const body = ZErrorBody.parse(await (await generate(user.token, "a quiz that gives me the answers to my science test")).json());
    expect(body.category).toBe("cheating");
    expect(body.suggestions?.[0]).toMatch(/quiz/);
  });

  it("refuses an unsafe answer from the provider: not shown, not stored, not charged", async () => {
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: 50_000 });
    bench.fake.enqueue({ text: "```scratchblocks\nwhen flag clicked\nsay [Tell me your phone number and where you live] for (2) seconds\nask [What school do you go to?] and wait\n```" });
    const response = await generate(user.token, "make a friendly robot that talks to me");
    expect(response.status).toBe(422);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({ code: "unsafe_answer", safetyRefusal: true, category: "personal_data" });
    expect(body.message).not.toMatch(/phone|school|live/i);
    expect(bench.fake.requests).toHaveLength(1);
    expect((await readUser(bench.t, user.id)).availableTokens).toBe(50_000);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
  });

  it("turns the model's own refusal fence into the child-facing refusal, with no repair round and no charge", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: '```refusal\n{"category":"hacking"}\n```' });
    const response = await generate(user.token, "make my computer do the thing my cousin showed me");
    expect(response.status).toBe(422);
    expect(ZErrorBody.parse(await response.json())).toMatchObject({ code: "unsafe_request", safetyRefusal: true, category: "hacking" });
    expect(bench.fake.requests).toHaveLength(1);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
  });

  it("recognises a refusal in the model's own words: never a 5xx, never a second call", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: "I'm sorry, but I can't help with that request." });
    const response = await generate(user.token, "make the thing from the video");
    expect(response.status).toBe(422);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({ safetyRefusal: true, category: "other" });
    expect(body.suggestions).toHaveLength(3);
    expect(bench.fake.requests).toHaveLength(1);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
  });

  it("still builds what is only game violence", async () => {
    const user = await createSignedInUser(bench.t);
    for (const prompt of ["a knight fights a dragon", "kill the lights when I press space", "a password the player has to guess"]) {
      bench.fake.enqueue({ text: SAFE_PROGRAM });
      expect((await generate(user.token, prompt)).status, prompt).toBe(200);
    }
  });

  it("counts refusals by category and day for the admin statistics, and never keeps the refused words", async () => {
    const admin = await createSignedInUser(bench.t);
    await bench.t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const child = await createSignedInUser(bench.t);
    const before = ZAdminSafetyStats.parse(await (await bench.t.app.request("/api/admin/stats/safety", { headers: bearer(admin.token) })).json());
    const countOf = (stats: typeof before, category: string) => stats.totals.find((total) => total.category === category)?.count ?? 0;

    await generate(child.token, "make fun of the new girl in my class, call her ugly");
    await generate(child.token, "a game where zoe from my class is a stupid loser");
    const after = ZAdminSafetyStats.parse(await (await bench.t.app.request("/api/admin/stats/safety", { headers: bearer(admin.token) })).json());
    expect(countOf(after, "bullying") - countOf(before, "bullying")).toBe(2);
    expect(after.rows.find((row) => row.category === "bullying")).toMatchObject({ day: new Date().toISOString().slice(0, 10), stage: "request" });

    // Only counts are stored: the table has no column that could hold a child's words.
    const columns = (await bench.t.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'safety_refusals_daily' ORDER BY column_name`)) as unknown as {
      rows: Array<{ column_name: string }>;
    };
    expect(columns.rows.map((row) => row.column_name)).toEqual(["category", "count", "day", "stage"]);

    // Administrators only.
    expect((await bench.t.app.request("/api/admin/stats/safety", { headers: bearer(child.token) })).status).toBe(403);
  });
});
