import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHistoryItemResponse, ZHistoryPage } from "../../../shared/history";
import { ZAuthResponse } from "../../../shared/user";
import { generatedBlocks, tokenUsage } from "../../db/schema";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { escapeLikePattern } from "./history.service";

describe("escapeLikePattern", () => {
  it("escapes the LIKE wildcards and the escape character itself", () => {
    expect(escapeLikePattern("100% fun_game\\x")).toBe("100\\% fun\\_game\\\\x");
  });
});

describe.each(testBackends())("history API on %s", (backend) => {
  let t: TTestApp;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  // Alice's ids, oldest first (index i was generated i minutes after the start).
  const aliceIds: number[] = [];

  const signIn = async (email: string) => {
    const body = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json());
    return { token: body.token, id: body.user.id };
  };
  const get = (path: string, token: string) => t.app.request(path, { headers: bearer(token) });
  const page = async (query: string, token = alice.token) => {
    const res = await get(`/api/user/history${query}`, token);
    expect(res.status).toBe(200);
    return ZHistoryPage.parse(await res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ backend });
    alice = await signIn("alice@example.com");
    bob = await signIn("bob@example.com");
    const start = Date.parse("2026-01-01T08:00:00Z");
    for (let i = 0; i < 25; i++) {
      const [row] = await t.db
        .insert(generatedBlocks)
        .values({
          userId: alice.id,
          prompt: i === 7 ? "Make a CAT dance 100% of the time" : `Program number ${i}`,
          blocks: i === 12 ? "when green flag clicked\nplay sound [Meow v] until done" : `when green flag clicked\nmove (${i}) steps`,
          tokensUsed: 100 + i,
          createdAt: new Date(start + i * 60_000),
        })
        .returning({ id: generatedBlocks.id });
      aliceIds.push(row!.id);
    }
    await t.db.insert(generatedBlocks).values({ userId: bob.id, prompt: "Bob's cat game", blocks: "when green flag clicked\nsay [meow]" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("opens an item with what the behaviour check found, and an item made before the check without it", async () => {
    const behaviour = { ran: true, seconds: 3, problems: [{ code: "scripts-fight", message: "Two scripts move the Cat at once.", sprite: "Cat" }] };
    const [checked] = await t.db.insert(generatedBlocks).values({ userId: bob.id, prompt: "fight", blocks: "when green flag clicked\nmove (1) steps", behaviour }).returning({ id: generatedBlocks.id });
    const opened = async (id: number) => ZHistoryItemResponse.parse(await (await get(`/api/user/history/${id}`, bob.token)).json()).item;
    expect((await opened(checked!.id)).behaviour).toEqual(behaviour);
    const [older] = await t.db.select({ id: generatedBlocks.id }).from(generatedBlocks).where(eq(generatedBlocks.prompt, "Bob's cat game"));
    expect(await opened(older!.id)).not.toHaveProperty("behaviour");
    await t.db.delete(generatedBlocks).where(eq(generatedBlocks.id, checked!.id));
  });

  it("needs a signed-in user on every route", async () => {
    expect((await t.app.request("/api/user/history")).status).toBe(401);
    expect((await t.app.request(`/api/user/history/${aliceIds[0]}`)).status).toBe(401);
    expect((await t.app.request(`/api/user/history/${aliceIds[0]}`, { method: "DELETE" })).status).toBe(401);
  });

  it("lists only the user's own items, newest first, 10 to a page by default", async () => {
    const first = await page("");
    expect(first.total).toBe(25);
    expect(first.items.map((item) => item.id)).toEqual(aliceIds.slice(15).reverse());
    expect(first.items[0]).toMatchObject({ prompt: "Program number 24", tokensUsed: 124, createdAt: "2026-01-01T08:24:00.000Z" });
    const bobs = await page("", bob.token);
    expect(bobs.total).toBe(1);
    expect(bobs.items[0]?.prompt).toBe("Bob's cat game");
  });

  it("pages to the boundaries: a short last page, then empty pages past the end", async () => {
    const third = await page("?page=3&limit=10");
    expect(third.total).toBe(25);
    expect(third.items.map((item) => item.id)).toEqual(aliceIds.slice(0, 5).reverse());
    expect(await page("?page=4&limit=10")).toEqual({ items: [], total: 25 });
    const all = await page("?page=1&limit=25");
    expect(all.items).toHaveLength(25);
    const seven = await page("?page=4&limit=7");
    expect(seven.items.map((item) => item.id)).toEqual(aliceIds.slice(0, 4).reverse());
    expect((await page("?limit=100")).items).toHaveLength(25);
  });

  it("searches case-insensitively on the prompt and on the blocks text, with wildcards taken literally", async () => {
    const cat = await page("?search=cat");
    expect(cat.total).toBe(1);
    expect(cat.items[0]?.id).toBe(aliceIds[7]);
    const meow = await page("?search=MEOW");
    expect(meow.items.map((item) => item.id)).toEqual([aliceIds[12]]);
    expect((await page("?search=100%25")).items.map((item) => item.id)).toEqual([aliceIds[7]]);
    // "%" alone would match everything if it were passed on as a wildcard.
    expect((await page("?search=%25%25")).total).toBe(0);
    expect((await page("?search=_")).total).toBe(0);
    const number1 = await page("?search=number%201&limit=5&page=2");
    // "number 1" matches 1 and 10..19 (11 items); page 2 of 5 holds the 6th to 10th newest.
    expect(number1.total).toBe(11);
    expect(number1.items.map((item) => item.prompt)).toEqual([14, 13, 12, 11, 10].map((n) => `Program number ${n}`));
    expect((await page("?search=%20%20")).total).toBe(25);
    // Past the last page of a search the count still comes back (it has no row to ride on).
    expect(await page("?search=cat&page=2")).toEqual({ items: [], total: 1 });
    expect(await page("?search=nothing-like-this&page=3")).toEqual({ items: [], total: 0 });
  });

  it("refuses bad query values with 400", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "limit=0", "limit=101", "limit=x", `search=${"a".repeat(201)}`]) {
      const res = await get(`/api/user/history?${query}`, alice.token);
      expect(res.status, query).toBe(400);
    }
  });

  it("gets one item, and another user's item is a 404", async () => {
    const id = aliceIds[3]!;
    const own = await get(`/api/user/history/${id}`, alice.token);
    expect(own.status).toBe(200);
    expect(ZHistoryItemResponse.parse(await own.json()).item).toMatchObject({ id, prompt: "Program number 3" });
    const other = await get(`/api/user/history/${id}`, bob.token);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: "not_found" });
    expect((await get("/api/user/history/999999", alice.token)).status).toBe(404);
    expect((await get("/api/user/history/abc", alice.token)).status).toBe(400);
    expect((await get("/api/user/history/99999999999", alice.token)).status).toBe(400);
  });

  it("deletes only the user's own items and keeps the token ledger entry", async () => {
    const id = aliceIds[5]!;
    const [usage] = await t.db
      .insert(tokenUsage)
      .values({ userId: alice.id, blockGenerationId: id, tokensUsed: 105, operation: "generate" })
      .returning({ id: tokenUsage.id });
    const denied = await t.app.request(`/api/user/history/${id}`, { method: "DELETE", headers: bearer(bob.token) });
    expect(denied.status).toBe(404);
    expect((await get(`/api/user/history/${id}`, alice.token)).status).toBe(200);

    const deleted = await t.app.request(`/api/user/history/${id}`, { method: "DELETE", headers: bearer(alice.token) });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id, versions: 1 });
    expect((await get(`/api/user/history/${id}`, alice.token)).status).toBe(404);
    expect((await page("")).total).toBe(24);
    const again = await t.app.request(`/api/user/history/${id}`, { method: "DELETE", headers: bearer(alice.token) });
    expect(again.status).toBe(404);

    const [ledger] = await t.db.select().from(tokenUsage).where(eq(tokenUsage.id, usage!.id));
    expect(ledger).toMatchObject({ userId: alice.id, blockGenerationId: null, tokensUsed: 105 });
    expect((await page("", bob.token)).total).toBe(1);
  });

  it("lists a thread of versions once, as its current version, and finds it by any version", async () => {
    const carol = await signIn("carol@example.com");
    const at = (minute: number) => new Date(Date.parse("2026-02-01T08:00:00Z") + minute * 60_000);
    const insert = async (values: { prompt: string; minute: number; parentId?: number; threadId?: number }) => {
      const [row] = await t.db
        .insert(generatedBlocks)
        .values({ userId: carol.id, prompt: values.prompt, blocks: `when green flag clicked\nsay [${values.prompt}]`, tokensUsed: 10, createdAt: at(values.minute), parentId: values.parentId, threadId: values.threadId })
        .returning({ id: generatedBlocks.id });
      return row!.id;
    };
    const pong = await insert({ prompt: "make pong", minute: 0 });
    const other = await insert({ prompt: "a dancing cat", minute: 1 });
    const faster = await insert({ prompt: "make the ball faster", minute: 2, parentId: pong, threadId: pong });
    const score = await insert({ prompt: "add a score", minute: 3, parentId: faster, threadId: pong });

    const listed = await page("", carol.token);
    expect(listed.total).toBe(2);
    expect(listed.items.map((item) => [item.id, item.threadId, item.versionCount])).toEqual([
      [score, pong, 3],
      [other, other, 1],
    ]);

    // undo to the first version: the thread shows it, and is the newest change again
    await t.db.update(generatedBlocks).set({ madeCurrentAt: at(10) }).where(eq(generatedBlocks.id, pong));
    const undone = await page("", carol.token);
    expect(undone.items.map((item) => [item.id, item.prompt, item.versionCount])).toEqual([
      [pong, "make pong", 3],
      [other, "a dancing cat", 1],
    ]);
    // a search that only a middle version matches finds the thread, shown as its current version
    expect((await page("?search=faster", carol.token)).items.map((item) => item.id)).toEqual([pong]);
    expect((await page("?search=faster&page=2", carol.token))).toEqual({ items: [], total: 1 });
    // a version deleted on its own (no route does; a cascade might): the thread's newest left is current
    await t.db.delete(generatedBlocks).where(eq(generatedBlocks.id, pong));
    expect((await page("", carol.token)).items.map((item) => [item.id, item.versionCount])).toEqual([
      [score, 2],
      [other, 1],
    ]);
    await t.db.delete(generatedBlocks).where(eq(generatedBlocks.id, score));
    expect((await page("", carol.token)).items.map((item) => [item.id, item.versionCount])).toEqual([
      [faster, 1],
      [other, 1],
    ]);
  });

  it("deletes a card's whole thread, every version, from any of its versions; another user's is a 404", async () => {
    const dave = await signIn("dave@example.com");
    const insert = async (prompt: string, thread?: { parentId: number; threadId: number }) => {
      const [row] = await t.db
        .insert(generatedBlocks)
        .values({ userId: dave.id, prompt, blocks: `when green flag clicked\nsay [${prompt}]`, ...thread })
        .returning({ id: generatedBlocks.id });
      return row!.id;
    };
    const pong = await insert("make pong");
    const faster = await insert("make the ball faster", { parentId: pong, threadId: pong });
    const score = await insert("add a score", { parentId: faster, threadId: pong });
    const kept = await insert("a dancing cat");
    const [usage] = await t.db.insert(tokenUsage).values({ userId: dave.id, blockGenerationId: faster, tokensUsed: 7, operation: "generate" }).returning({ id: tokenUsage.id });

    expect((await t.app.request(`/api/user/history/${faster}`, { method: "DELETE", headers: bearer(bob.token) })).status).toBe(404);
    const deleted = await t.app.request(`/api/user/history/${faster}`, { method: "DELETE", headers: bearer(dave.token) });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id: faster, versions: 3 });
    for (const id of [pong, faster, score]) expect((await get(`/api/user/history/${id}`, dave.token)).status).toBe(404);
    expect((await page("", dave.token)).items.map((item) => item.id)).toEqual([kept]);
    const [ledger] = await t.db.select().from(tokenUsage).where(eq(tokenUsage.id, usage!.id));
    expect(ledger).toMatchObject({ blockGenerationId: null, tokensUsed: 7 });
    expect((await t.app.request(`/api/user/history/${score}`, { method: "DELETE", headers: bearer(dave.token) })).status).toBe(404);
  });

  it("keeps exactly one current version per thread when two follow-ups are stored at once", async () => {
    const erin = await signIn("erin@example.com");
    const [root] = await t.db.insert(generatedBlocks).values({ userId: erin.id, prompt: "make pong", blocks: "say [a]" }).returning({ id: generatedBlocks.id });
    const thread = { parentId: root!.id, threadId: root!.id, userId: erin.id, blocks: "say [b]" };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // the first holds its transaction open after its insert; on PostgreSQL the second's insert runs meanwhile
    const first = t.db.transaction(async (tx) => {
      await tx.insert(generatedBlocks).values({ ...thread, prompt: "faster", createdAt: new Date(Date.now() + 1_000) });
      await pause(150);
    });
    await pause(30);
    const second = t.db.transaction(async (tx) => {
      await tx.insert(generatedBlocks).values({ ...thread, prompt: "slower", createdAt: new Date(Date.now() + 2_000) });
    });
    await Promise.all([first, second]);
    const rows = await t.db.select({ prompt: generatedBlocks.prompt, isCurrent: generatedBlocks.isCurrent }).from(generatedBlocks).where(eq(generatedBlocks.userId, erin.id));
    expect(rows.filter((row) => row.isCurrent).map((row) => row.prompt)).toEqual(["slower"]);
    expect((await page("", erin.token)).items.map((item) => [item.prompt, item.versionCount])).toEqual([["slower", 3]]);
  });
});
