import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { classMembers, classes, generationReservations, tokenPurchases, tokenUsage, users } from "../../db/schema";
import { readUser } from "../../generation/test-support/generation-test-kit";
import { createTestApp, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { readLedger } from "../billing/billing.purchases";
import { settleReservation } from "../billing/billing.service";
import { buildGumroadPing, newOrderNumber, newSaleId, type TPingFields } from "../payments/gumroad-ping.build";
import { reserveClassGeneration } from "./class-pool.charging";
import { deleteClass } from "./classes.service";

/**
 * Issue 32: a teacher buys tokens for a class with the schools' Gumroad product. The sale (its
 * ping carries class_id, like custom_user_id) is credited once to the teacher and moved on into
 * the class pool in the same transaction; replayed or simultaneous deliveries change nothing
 * more; a class the buyer does not teach leaves the tokens with the buyer. A refund or lost dispute
 * of a class sale takes back from what is left of that pool first, then from the teacher, once.
 * On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. After every test each ledger adds up.
 */

const SECRET = "whsec_classes_0123456789abcdef";
const SELLER = "seller-of-promptblocks";
const SCHOOLS_PRODUCT_ID = "schools-product-id==";
const SCHOOLS_URL = "https://promptblocks.gumroad.com/l/schools";
const ENV = {
  GUMROAD_WEBHOOK_SECRET: SECRET,
  GUMROAD_SELLER_ID: SELLER,
  GUMROAD_PRODUCT_URL: "https://promptblocks.gumroad.com/l/tokens",
  GUMROAD_PRODUCT_ID: "main-product-id==",
  GUMROAD_SCHOOLS_PRODUCT_URL: SCHOOLS_URL,
  GUMROAD_SCHOOLS_PRODUCT_ID: SCHOOLS_PRODUCT_ID,
  // The schools' discount: one pack for $4 on their product.
  GUMROAD_SCHOOLS_PACK_PRICE_CENTS: "400",
};

const schoolsSale = (fields: Partial<TPingFields> & Pick<TPingFields, "email">) =>
  buildGumroadPing({ sellerId: SELLER, productId: SCHOOLS_PRODUCT_ID, productName: "PromptBlocks for schools", productUrl: SCHOOLS_URL, priceCents: 400, ...fields });

describe.each(testBackends())("a Gumroad sale for a class on %s", (backend) => {
  let t: TTestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: ENV });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    for (const { id } of await t.db.select({ id: users.id }).from(users)) {
      const ledger = await readLedger(t.db, id);
      expect(ledger.purchased, `user ${id}: purchased = available + spent + refunded back`).toBe(ledger.available + ledger.spent + ledger.refundedBack);
    }
  });

  const send = (body: URLSearchParams) =>
    t.app.request(`/api/webhooks/gumroad/${SECRET}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() });
  const makeTeacher = async () => {
    counter += 1;
    const email = `teacher${counter}-${Math.random().toString(36).slice(2, 8)}@school.example`;
    const [row] = await t.db.insert(users).values({ email, username: `Teacher ${counter}`, role: "teacher" }).returning({ id: users.id });
    if (!row) throw new Error("no teacher row");
    return { id: row.id, email };
  };
  const makeClass = async (teacherId: number) => {
    const [row] = await t.db
      .insert(classes)
      .values({ teacherId, name: "5B", yearGroup: "Year 5", joinCode: `C${counter}${Math.random().toString(36).slice(2, 9)}`.toUpperCase(), schoolAuthorisedAt: new Date() })
      .returning({ id: classes.id });
    if (!row) throw new Error("no class row");
    return row.id;
  };
  const poolOf = async (classId: number) => (await t.db.select({ pool: classes.poolTokens }).from(classes).where(eq(classes.id, classId)))[0]?.pool;
  // One schools pack ($4, the configured schools' price) buys a full pack: 1,000,000 tokens by default.
  const TOKENS = 1_000_000;

  it("credits the class's pool once: the purchase is the teacher's, the move is on their ledger, a replay adds nothing", async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.id);
    const saleId = newSaleId();
    const ping = schoolsSale({ saleId, email: teacher.email, customUserId: teacher.id, classId });
    expect(ping.get("custom_fields[class_id]")).toBe(String(classId));

    const first = await send(ping);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "credited", tokens: TOKENS, classId, poolTokens: TOKENS });
    expect(await poolOf(classId)).toBe(TOKENS);
    expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: 0, tokensPurchased: TOKENS });
    const [purchase] = await t.db.select().from(tokenPurchases).where(eq(tokenPurchases.gumroadPurchaseId, saleId));
    expect(purchase).toMatchObject({ userId: teacher.id, tokensPurchased: TOKENS, gumroadProductId: SCHOOLS_PRODUCT_ID });
    const moves = await t.db.select().from(tokenUsage).where(eq(tokenUsage.userId, teacher.id));
    expect(moves.map((row) => [row.operation, row.tokensUsed])).toEqual([["class-pool", TOKENS]]);

    const replay = await send(ping);
    expect(await replay.json()).toEqual({ status: "duplicate" });
    expect(await poolOf(classId)).toBe(TOKENS);
    expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: 0, tokensPurchased: TOKENS });
  });

  it("simultaneous deliveries of one class sale credit the pool exactly once", async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.id);
    const ping = schoolsSale({ email: teacher.email, customUserId: teacher.id, classId });
    const answers = await Promise.all(Array.from({ length: 6 }, async () => (await (await send(ping)).json()) as { status: string }));
    expect(answers.filter((answer) => answer.status === "credited")).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === "duplicate")).toHaveLength(5);
    expect(await poolOf(classId)).toBe(TOKENS);
    const [moved] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tokenUsage)
      .where(sql`${tokenUsage.userId} = ${teacher.id} AND ${tokenUsage.operation} = 'class-pool'`);
    expect(moved?.n).toBe(1);
  });

  it("a class the buyer does not teach, or one that is gone, leaves the tokens with the buyer; other classes are untouched", async () => {
    const teacher = await makeTeacher();
    const other = await makeTeacher();
    const theirClass = await makeClass(other.id);
    const notTheirs = await send(schoolsSale({ email: teacher.email, customUserId: teacher.id, classId: theirClass }));
    const answer = (await notTheirs.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: "credited", tokens: TOKENS });
    expect(answer.classId).toBeUndefined();
    expect(await poolOf(theirClass)).toBe(0);
    expect((await readUser(t, teacher.id)).availableTokens).toBe(TOKENS);

    const gone = await send(schoolsSale({ email: teacher.email, customUserId: teacher.id, classId: 2_000_000_000 }));
    expect(await gone.json()).toMatchObject({ status: "credited", tokens: TOKENS });
    expect((await readUser(t, teacher.id)).availableTokens).toBe(2 * TOKENS);
  });

  it("the schools' pack price applies to the schools' product only: $4 of the main product buys 4/5 of a pack", async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.id);
    const main = buildGumroadPing({
      sellerId: SELLER,
      productId: "main-product-id==",
      productName: "PromptBlocks tokens",
      productUrl: "https://promptblocks.gumroad.com/l/tokens",
      priceCents: 400,
      email: teacher.email,
      customUserId: teacher.id,
      classId,
    });
    expect(await (await send(main)).json()).toMatchObject({ status: "credited", tokens: 800_000, classId, poolTokens: 800_000 });
    // Two schools packs in one sale.
    const two = await send(schoolsSale({ email: teacher.email, customUserId: teacher.id, classId, priceCents: 800, quantity: 2 }));
    expect(await two.json()).toMatchObject({ status: "credited", tokens: 2 * TOKENS, poolTokens: 800_000 + 2 * TOKENS });
  });

  it("a class sale whose buyer has no account yet waits unclaimed, like any sale: nothing reaches a pool", async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.id);
    const answer = await send(schoolsSale({ email: "not-yet-signed-up@school.example", classId }));
    expect(await answer.json()).toMatchObject({ status: "kept-unclaimed", tokens: TOKENS });
    expect(await poolOf(classId)).toBe(0);
  });

  describe("a refund or lost dispute of a class sale", () => {
    const classSale = async (teacher: { id: number; email: string }, classId: number) => {
      const fields = { saleId: newSaleId(), orderNumber: newOrderNumber(), email: teacher.email, customUserId: teacher.id, classId };
      expect(await (await send(schoolsSale(fields))).json()).toMatchObject({ status: "credited", classId });
      return fields;
    };
    const refundOf = (fields: Parameters<typeof schoolsSale>[0]) => schoolsSale({ ...fields, refunded: true, resourceName: "refund" });
    const purchaseOf = async (saleId: string) => (await t.db.select().from(tokenPurchases).where(eq(tokenPurchases.gumroadPurchaseId, saleId)))[0];
    const makePupil = async (classId: number) => {
      const [row] = await t.db
        .insert(users)
        .values({ email: `pupil-${Math.random().toString(36).slice(2, 10)}@school.example`, username: "Pupil" })
        .returning({ id: users.id });
      if (!row) throw new Error("no pupil row");
      await t.db.insert(classMembers).values({ classId, userId: row.id });
      return row.id;
    };
    const classHold = (pupilId: number, classId: number, tokens: number) =>
      reserveClassGeneration({ db: t.db, userId: pupilId, classId, maxTokens: tokens, minTokens: tokens, holdMs: 60_000, now: new Date() });

    it("takes the sale's tokens out of the pool, not the teacher's own, and the purchase records its class", async () => {
      const teacher = await makeTeacher();
      const classId = await makeClass(teacher.id);
      await classSale(teacher, classId);
      const second = await classSale(teacher, classId);
      // The teacher's own tokens, bought without a class: a class refund must leave them alone.
      await send(schoolsSale({ email: teacher.email, customUserId: teacher.id }));
      expect(await poolOf(classId)).toBe(2 * TOKENS);
      expect((await purchaseOf(second.saleId))?.classId).toBe(classId);

      expect(await (await send(refundOf(second))).json()).toEqual({ status: "refunded", tokensTakenBack: TOKENS });
      expect(await poolOf(classId)).toBe(TOKENS);
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: TOKENS });
      expect(await purchaseOf(second.saleId)).toMatchObject({ tokensRefunded: TOKENS, classId });
    });

    it("with the pool partly spent and a pupil's generation still holding some: the rest of the pool, then the teacher; the hold settles as before", async () => {
      const teacher = await makeTeacher();
      const classId = await makeClass(teacher.id);
      const sale = await classSale(teacher, classId);
      await send(schoolsSale({ email: teacher.email, customUserId: teacher.id }));
      const pupil = await makePupil(classId);
      // 300,000 spent by a finished class generation, 100,000 held by one still running.
      const spent = await classHold(pupil, classId, 300_000);
      await t.db.transaction(async (tx) => settleReservation({ tx, reservation: spent, tokensUsed: 300_000 }));
      const running = await classHold(pupil, classId, 100_000);
      expect(await poolOf(classId)).toBe(600_000);

      expect(await (await send(refundOf(sale))).json()).toEqual({ status: "refunded", tokensTakenBack: TOKENS });
      expect(await poolOf(classId)).toBe(0);
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: TOKENS - 400_000 });
      expect((await t.db.select().from(generationReservations).where(eq(generationReservations.id, running.id)))[0]?.tokens).toBe(100_000);

      // The running generation is charged from its own hold; what it did not use goes back to the pool.
      await t.db.transaction(async (tx) => settleReservation({ tx, reservation: running, tokensUsed: 40_000 }));
      expect(await poolOf(classId)).toBe(60_000);
    });

    it("a replayed refund, then a dispute of the same sale, take nothing more", async () => {
      const teacher = await makeTeacher();
      const classId = await makeClass(teacher.id);
      const sale = await classSale(teacher, classId);
      await classSale(teacher, classId);
      await send(schoolsSale({ email: teacher.email, customUserId: teacher.id }));

      const answers = await Promise.all(Array.from({ length: 4 }, async () => (await (await send(refundOf(sale))).json()) as { status: string }));
      expect(answers.filter((answer) => answer.status === "refunded")).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === "already-refunded")).toHaveLength(3);
      expect(await (await send(schoolsSale({ ...sale, disputed: true, resourceName: "dispute" }))).json()).toEqual({ status: "already-refunded" });
      expect(await poolOf(classId)).toBe(TOKENS);
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: TOKENS });
      const returned = await t.db.select().from(tokenUsage).where(sql`${tokenUsage.userId} = ${teacher.id} AND ${tokenUsage.tokensUsed} < 0`);
      expect(returned.map((row) => [row.operation, row.tokensUsed])).toEqual([["class-pool", -TOKENS]]);
    });

    it("a lost dispute takes from the pool; the won dispute gives the tokens back to the teacher", async () => {
      const teacher = await makeTeacher();
      const classId = await makeClass(teacher.id);
      const sale = await classSale(teacher, classId);
      expect(await (await send(schoolsSale({ ...sale, disputed: true, resourceName: "dispute" }))).json()).toEqual({ status: "refunded", tokensTakenBack: TOKENS });
      expect(await poolOf(classId)).toBe(0);
      expect(await (await send(schoolsSale({ ...sale, disputed: true, disputeWon: true, resourceName: "dispute_won" }))).json()).toEqual({ status: "restored", tokensGivenBack: TOKENS });
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: TOKENS });
      expect(await poolOf(classId)).toBe(0);
    });

    it("the class was deleted: its pool went back to the teacher, so the refund takes it from the teacher", async () => {
      const teacher = await makeTeacher();
      const classId = await makeClass(teacher.id);
      const other = await makeClass(teacher.id);
      const sale = await classSale(teacher, classId);
      await classSale(teacher, other);
      const [row] = await t.db.select().from(classes).where(eq(classes.id, classId));
      if (!row) throw new Error("no class");
      expect(await deleteClass({ db: t.db, row, now: new Date() })).toEqual({ tokensReturned: TOKENS });
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: TOKENS });

      expect(await (await send(refundOf(sale))).json()).toEqual({ status: "refunded", tokensTakenBack: TOKENS });
      expect(await readUser(t, teacher.id)).toMatchObject({ availableTokens: 0 });
      expect(await poolOf(other)).toBe(TOKENS);
      expect(await purchaseOf(sale.saleId)).toMatchObject({ tokensRefunded: TOKENS, classId });
    });
  });
});
