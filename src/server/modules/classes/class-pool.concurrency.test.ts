import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classMembers, classes, generationReservations, tokenUsage, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { createTestApp, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { CLASS_GENERATION_OPERATION } from "../billing/billing.purchases";
import { releaseReservation, settleReservation, sweepStaleReservations, type TReservation } from "../billing/billing.service";
import { reserveClassGeneration } from "./class-pool.charging";
import { deleteClass } from "./classes.service";

/**
 * Issue 32, decision 440: pupils of one class charge its pool side by side. The pool's row is
 * written only by the last statement of a settlement, so these tests hold each part to what
 * that must keep: many pupils at once never take the pool below zero and each generation is
 * charged once; a settlement above its hold takes the excess only while the pool covers it; and
 * (PostgreSQL, where transactions really overlap) a pupil's settlement does not wait for another
 * pupil's, while deleting the class and the stale-hold sweep still end without a deadlock.
 */
describe.each(testBackends())("a class pool charged at once on %s", (backend) => {
  let t: TTestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A class whose pool starts at `poolTokens`, with `size` pupils who have nothing of their own to pay with. */
  const classWithPupils = async (poolTokens: number, size: number) => {
    counter += 1;
    const [teacher] = await t.db.insert(users).values({ email: `teacher-${counter}@school.example`, username: `Teacher ${counter}`, role: "teacher" }).returning({ id: users.id });
    if (!teacher) throw new Error("no teacher row");
    const [row] = await t.db
      .insert(classes)
      .values({ teacherId: teacher.id, name: "5B", yearGroup: "Year 5", joinCode: `RACE${counter}`, schoolAuthorisedAt: new Date(), poolTokens, dailyCap: 1000 })
      .returning({ id: classes.id });
    if (!row) throw new Error("no class row");
    const pupils = await t.db
      .insert(users)
      .values(Array.from({ length: size }, (_, i) => ({ email: `pupil-${counter}-${i}@school.example`, username: `Pupil ${counter}-${i}`, freeUsagesAllowed: 0 })))
      .returning({ id: users.id });
    await t.db.insert(classMembers).values(pupils.map((pupil) => ({ classId: row.id, userId: pupil.id })));
    return { classId: row.id, teacherId: teacher.id, pupilIds: pupils.map((pupil) => pupil.id) };
  };
  const poolOf = async (classId: number) => (await t.db.select({ pool: classes.poolTokens }).from(classes).where(eq(classes.id, classId)))[0]?.pool;
  const holdsIn = async (classId: number) => (await t.db.select({ n: count() }).from(generationReservations).where(eq(generationReservations.classId, classId)))[0]?.n;
  const reserve = (userId: number, classId: number, tokens: number, now = new Date(), holdMs = 60_000) =>
    reserveClassGeneration({ db: t.db, userId, classId, maxTokens: tokens, minTokens: tokens, holdMs, now });

  /** The generation service's charge: the charge and its ledger row in one transaction. */
  const charge = async (reservation: TReservation, tokensUsed: number, whileOpen?: () => Promise<void>) => {
    await t.db.transaction((tx) =>
      settleReservation({
        tx,
        reservation,
        tokensUsed,
        record: async ({ charged }) => {
          await tx.insert(tokenUsage).values({ userId: reservation.userId, tokensUsed: charged, operation: CLASS_GENERATION_OPERATION, createdAt: new Date() });
          await whileOpen?.();
        },
      }),
    );
    return "charged" as const;
  };
  /** charge, and a refused charge gives its hold back (the generation service's finally). */
  const settle = async (reservation: TReservation, tokensUsed: number, whileOpen?: () => Promise<void>) => {
    try {
      return await charge(reservation, tokensUsed, whileOpen);
    } catch (error) {
      await releaseReservation({ db: t.db, reservation });
      throw error;
    }
  };
  /** One pupil's generation from hold to charge; a refusal (403) is an answer, anything else a failure. */
  const generate = async (userId: number, classId: number, hold: number, used: number) => {
    try {
      return await settle(await reserve(userId, classId, hold), used);
    } catch (error) {
      if (error instanceof AppError && error.status === 403) return error.code;
      throw error;
    }
  };
  const ledgerOf = async (pupilIds: number[]) =>
    t.db
      .select({ rows: count(), tokens: sql<number>`COALESCE(SUM(${tokenUsage.tokensUsed}), 0)`.mapWith(Number) })
      .from(tokenUsage)
      .where(sql`${tokenUsage.userId} IN (${sql.join(pupilIds.map((id) => sql`${id}`), sql`, `)}) AND ${tokenUsage.operation} = ${CLASS_GENERATION_OPERATION}`);

  it("many pupils at once spend the pool exactly to zero: never below, each generation charged once", async () => {
    const HOLD = 1_000;
    const { classId, pupilIds } = await classWithPupils(12 * HOLD, 24);
    const outcomes = await Promise.all(pupilIds.flatMap((id) => [generate(id, classId, HOLD, HOLD), generate(id, classId, HOLD, HOLD)]));
    expect(outcomes.filter((outcome) => outcome === "charged")).toHaveLength(12);
    expect(outcomes.filter((outcome) => outcome !== "charged").every((code) => code === "free_limit_reached")).toBe(true);
    expect(await poolOf(classId)).toBe(0);
    expect(await ledgerOf(pupilIds)).toEqual([{ rows: 12, tokens: 12 * HOLD }]);
    expect(await holdsIn(classId)).toBe(0);
  });

  it("many pupils at once using less and more than their holds: the pool ends at exactly its start less what was charged", async () => {
    const HOLD = 1_000;
    const USES = [600, 1_300, 950, 1_000];
    const { classId, pupilIds } = await classWithPupils(100_000, 30);
    const outcomes = await Promise.all(pupilIds.flatMap((id, i) => [generate(id, classId, HOLD, USES[i % 4]!), generate(id, classId, HOLD, USES[(i + 1) % 4]!)]));
    expect(outcomes.every((outcome) => outcome === "charged")).toBe(true);
    const used = pupilIds.reduce((sum, _, i) => sum + USES[i % 4]! + USES[(i + 1) % 4]!, 0);
    expect(await ledgerOf(pupilIds)).toEqual([{ rows: 60, tokens: used }]);
    expect(await poolOf(classId)).toBe(100_000 - used);
    expect(await holdsIn(classId)).toBe(0);
  });

  // CI, 2026-11-27: two holds taken at once from a pool another pupil had just paid into waited on
  // each other in a circle, and PostgreSQL failed one pupil's request (holdFromBalance). It
  // took a few rounds of a busy class to happen, so the class is busy here for ten rounds.
  it.skipIf(backend === "pglite")("ten rounds of a busy class: no pupil's request fails on a lock", async () => {
    const USES = [400, 1_200, 1_000];
    for (let round = 0; round < 10; round += 1) {
      const { classId, pupilIds } = await classWithPupils(1_000_000, 20);
      const outcomes = await Promise.all(pupilIds.flatMap((id, i) => [generate(id, classId, 1_000, USES[i % 3]!), generate(id, classId, 1_000, USES[(i + round) % 3]!)]));
      expect(outcomes.every((outcome) => outcome === "charged")).toBe(true);
      expect(await holdsIn(classId)).toBe(0);
    }
  }, 120_000);

  it("settlements above their holds take the excess only while the pool covers it, all at once", async () => {
    const HOLD = 1_000;
    const { classId, pupilIds } = await classWithPupils(10 * HOLD + 250, 10);
    const holds = await Promise.all(pupilIds.map((id) => reserve(id, classId, HOLD)));
    expect(await poolOf(classId)).toBe(250);
    // Each used 1,100 of a 1,000 hold: the pool's 250 pays the extra 100 twice, never a third time
    // (the refused holds go back only once every charge has been tried).
    const outcomes = await Promise.all(
      holds.map((hold) => charge(hold, 1_100).catch((error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)))),
    );
    expect(await poolOf(classId)).toBe(250 - 2 * 100);
    for (const [i, outcome] of outcomes.entries()) if (outcome !== "charged") await releaseReservation({ db: t.db, reservation: holds[i]! });
    expect(outcomes.filter((outcome) => outcome === "charged")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "class_pool_empty")).toHaveLength(8);
    expect(await poolOf(classId)).toBe(10 * HOLD + 250 - 2 * 1_100);
    expect(await ledgerOf(pupilIds)).toEqual([{ rows: 2, tokens: 2 * 1_100 }]);
    expect(await holdsIn(classId)).toBe(0);
  });

  // PGlite has one connection, so its transactions never overlap: nothing to wait for there.
  it.skipIf(backend === "pglite")(
    "a pupil's settlement does not wait for another's; deleting the class and the sweep still end, without a deadlock",
    async () => {
      const { classId, teacherId, pupilIds } = await classWithPupils(10_000, 3);
      const [first, second, third] = pupilIds as [number, number, number];
      const longAgo = new Date(Date.now() - 3_600_000);
      const open = await reserve(first, classId, 2_000);
      const other = await reserve(second, classId, 2_000);
      await reserve(third, classId, 1_000, longAgo, 1_000);
      expect(await poolOf(classId)).toBe(5_000);

      // The first pupil's settlement stops inside its transaction, after its ledger row.
      let resume = () => {};
      const paused = new Promise<void>((done) => (resume = done));
      let entered = () => {};
      const inside = new Promise<void>((done) => (entered = done));
      const settling = settle(open, 700, async () => {
        entered();
        await paused;
      });
      await inside;
      const within = <T>(promise: Promise<T>, what: string) =>
        Promise.race([promise, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} waited for the open settlement`)), 15_000))]);
      try {
        // Before decision 440 both waited for the open settlement's lock on the class.
        await within(settle(other, 900), "another pupil's settlement");
        expect(await within(sweepStaleReservations({ db: t.db, now: new Date() }), "the stale-hold sweep")).toBeGreaterThanOrEqual(1);
        expect(await poolOf(classId)).toBe(5_000 + 2_000 - 900 + 1_000);

        // Deleting the class has to wait for the open settlement (it takes the pool away), then ends.
        const [before] = await t.db.select({ available: users.availableTokens }).from(users).where(eq(users.id, teacherId));
        const [row] = await t.db.select().from(classes).where(eq(classes.id, classId));
        if (!row) throw new Error("no class row");
        const deleting = deleteClass({ db: t.db, row, now: new Date() });
        const early = await Promise.race([deleting.then(() => "deleted"), new Promise((done) => setTimeout(() => done("waiting"), 300))]);
        expect(early).toBe("waiting");
        resume();
        expect(await settling).toBe("charged");
        const { tokensReturned } = await deleting;
        // Everything the two pupils did not use: 10,000 - 900 - 700.
        expect(tokensReturned).toBe(10_000 - 900 - 700);
        const [after] = await t.db.select({ available: users.availableTokens }).from(users).where(eq(users.id, teacherId));
        expect((after?.available ?? 0) - (before?.available ?? 0)).toBe(tokensReturned);
        expect(await ledgerOf(pupilIds)).toEqual([{ rows: 2, tokens: 900 + 700 }]);
      } finally {
        resume();
        await settling.catch(() => undefined);
      }
    },
    60_000,
  );
});
