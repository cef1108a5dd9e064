import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type TClassDetail, type TClassSummary, type TPupilClass, type TUpdateClassRequest } from "../../../shared/classes";
import type { TDb } from "../../db/client";
import { classes, classMembers, tokenUsage, users, type TClassRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { CLASS_POOL_TRANSFER_OPERATION } from "../billing/billing.purchases";
import { queryRows, toNumber, type TDbOrTx } from "../billing/billing.sql";
import { classNotFound } from "./classes.access";
import { transferToPool } from "./class-pool.transfer";

/** A fresh join code; 31^8 (about 8.5 x 10^11) codes against a rate-limited guesser. */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs `write` with fresh codes until one is free (a clash is astronomically rare, but possible). */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The start of the UTC day: the daily cap counts from here. */
export const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * A pupil's class generations counted against the cap: made today (UTC) after any reset, plus
 * those still running (their holds carry the class id). SQL text shared by the cap check and the roster.
 */
export function usedTodaySql(classId: unknown, userId: unknown, now: Date, resetAt: unknown) {
  const dayStart = utcDayStart(now).toISOString();
  return sql`(
    (SELECT count(*) FROM class_generations g WHERE g.class_id = ${classId} AND g.user_id = ${userId}
       AND g.created_at >= GREATEST(${dayStart}::timestamptz, COALESCE(${resetAt}, '-infinity'::timestamptz)))
    + (SELECT count(*) FROM generation_reservations r WHERE r.class_id = ${classId} AND r.user_id = ${userId}))`;
}

function toSummary(row: TClassRow, pupilCount: number): TClassSummary {
  return {
    id: row.id,
    name: row.name,
    yearGroup: row.yearGroup,
    joinCode: row.joinCode,
    poolTokens: row.poolTokens,
    dailyCap: row.dailyCap,
    hintsFirst: row.hintsFirst,
    challenge: row.challenge,
    pupilCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createClass(options: { db: TDb; teacherId: number; name: string; yearGroup: string; now: Date }): Promise<{ id: number; joinCode: string }> {
  const { db, teacherId, name, yearGroup, now } = options;
  return withFreshCode(async (joinCode) => {
    const [row] = await db.insert(classes).values({ teacherId, name, yearGroup, joinCode, schoolAuthorisedAt: now, createdAt: now }).returning({ id: classes.id });
    if (!row) throw new Error("classes insert returned no row");
    return { id: row.id, joinCode };
  });
}

/** The teacher's classes (an administrator's own classes too), oldest first. */
export async function listTaughtClasses(options: { db: TDb; teacherId: number }): Promise<TClassSummary[]> {
  const rows = await options.db
    .select({ class: classes, pupils: sql<number>`(SELECT count(*) FROM class_members m WHERE m.class_id = ${classes.id})`.mapWith(Number) })
    .from(classes)
    .where(eq(classes.teacherId, options.teacherId))
    .orderBy(asc(classes.createdAt), asc(classes.id));
  return rows.map((row) => toSummary(row.class, row.pupils));
}

/** One class and its roster, each pupil with today's count against the cap. */
export async function getClassDetail(options: { db: TDb; row: TClassRow; now: Date }): Promise<TClassDetail> {
  const { db, row, now } = options;
  const pupils = await db
    .select({
      userId: classMembers.userId,
      username: users.username,
      joinedAt: classMembers.joinedAt,
      usedToday: sql<number>`${usedTodaySql(row.id, classMembers.userId, now, classMembers.usageResetAt)}`.mapWith(Number),
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, row.id))
    .orderBy(asc(users.username), asc(users.id));
  return {
    class: toSummary(row, pupils.length),
    pupils: pupils.map((pupil) => ({ ...pupil, joinedAt: pupil.joinedAt.toISOString() })),
  };
}

export async function updateClass(options: { db: TDb; classId: number; patch: TUpdateClassRequest }): Promise<TClassRow> {
  const { patch } = options;
  const challenge = patch.challenge === undefined ? undefined : patch.challenge === null || patch.challenge === "" ? null : patch.challenge;
  const [row] = await options.db
    .update(classes)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.yearGroup !== undefined ? { yearGroup: patch.yearGroup } : {}),
      ...(patch.dailyCap !== undefined ? { dailyCap: patch.dailyCap } : {}),
      ...(patch.hintsFirst !== undefined ? { hintsFirst: patch.hintsFirst } : {}),
      ...(challenge !== undefined ? { challenge } : {}),
    })
    .where(eq(classes.id, options.classId))
    .returning();
  if (!row) throw classNotFound();
  return row;
}

/** Joining off (the code stops working at once), on again with a fresh code, or a fresh code. */
export async function setJoinCode(options: { db: TDb; classId: number; action: "off" | "on" | "renew" }): Promise<string | null> {
  const { db, classId, action } = options;
  if (action === "off") {
    await db.update(classes).set({ joinCode: null }).where(eq(classes.id, classId));
    return null;
  }
  return withFreshCode(async (code) => {
    // "on" keeps a code that is already on; "renew" always replaces it.
    const keep = action === "on" ? sql`COALESCE(${classes.joinCode}, ${code})` : sql`${code}`;
    const [row] = await db.update(classes).set({ joinCode: keep }).where(eq(classes.id, classId)).returning({ joinCode: classes.joinCode });
    if (!row) throw classNotFound();
    return row.joinCode;
  });
}

/**
 * The teacher's "move tokens" (tokens bought through the usual checkout): one transaction
 * (class-pool.transfer.ts), refused whole when the class is gone or the balance too small.
 */
export async function moveTokensToPool(options: { db: TDb; teacherId: number; classId: number; tokens: number; now: Date }): Promise<{ poolTokens: number; availableTokens: number }> {
  const { db, teacherId, classId, tokens, now } = options;
  return db.transaction(async (tx) => {
    const moved = await transferToPool({ tx, fromUserId: teacherId, classId, tokens, now });
    if (moved.kind === "no-class") throw classNotFound();
    if (moved.kind === "insufficient") {
      throw new AppError("insufficient_tokens", 409, "You do not have that many tokens. Buy tokens first, then move them to the class.");
    }
    return { poolTokens: moved.poolTokens, availableTokens: moved.availableTokens };
  });
}

/**
 * Deletes a class: its memberships and the teacher's view of its work go; every pupil keeps
 * their account and their generations. What is left in the pool, and what running class
 * generations hold from it, goes back to the teacher.
 */
export async function deleteClass(options: { db: TDb; row: TClassRow; now: Date }): Promise<{ tokensReturned: number }> {
  const { db, row, now } = options;
  return db.transaction(async (tx) => {
    // The class row first (holds' lock order). Tokens held by generations still running in the
    // class go back with the pool: those generations then end with "the class has run out",
    // nothing charged, instead of the tokens vanishing with the class (the holds' class_id would
    // be set to null by the delete, so they are taken before it).
    const [locked] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM classes WHERE id = ${row.id} FOR UPDATE`);
    if (!locked) throw classNotFound();
    const held = await queryRows<{ tokens: unknown }>(tx, sql`
      DELETE FROM generation_reservations WHERE class_id = ${row.id} AND kind = 'class-tokens' RETURNING tokens`);
    const [deleted] = await queryRows<{ pool_tokens: unknown; teacher_id: number }>(tx, sql`
      DELETE FROM classes WHERE id = ${row.id} RETURNING pool_tokens, teacher_id`);
    if (!deleted) throw classNotFound();
    const tokens = toNumber(deleted.pool_tokens) + held.reduce((sum, hold) => sum + toNumber(hold.tokens), 0);
    if (tokens > 0) {
      await tx.execute(sql`UPDATE users SET available_tokens = available_tokens + ${tokens}::bigint WHERE id = ${deleted.teacher_id}`);
      await tx.insert(tokenUsage).values({ userId: deleted.teacher_id, tokensUsed: -tokens, operation: CLASS_POOL_TRANSFER_OPERATION, createdAt: now });
    }
    return { tokensReturned: tokens };
  });
}

export async function joinClass(options: { db: TDb; userId: number; code: string; now: Date }): Promise<{ classId: number; name: string }> {
  const { db, userId, code, now } = options;
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, code)).limit(1);
  if (!row) throw new AppError("class_code_unknown", 404, "No class has that code. Please check it with your teacher.");
  if (row.teacherId === userId) throw new AppError("own_class", 409, "This is your own class: pupils join it with this code.");
  await db.insert(classMembers).values({ classId: row.id, userId, joinedAt: now }).onConflictDoNothing();
  return { classId: row.id, name: row.name };
}

/** A pupil leaves, or the teacher removes them: only the membership goes. */
export async function removeMembership(options: { db: TDbOrTx & TDb; classId: number; userId: number }): Promise<boolean> {
  const removed = await options.db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, options.classId), eq(classMembers.userId, options.userId)))
    .returning({ userId: classMembers.userId });
  return removed.length > 0;
}

/** The teacher resets a pupil's class usage: the daily cap counts again from now. */
export async function resetPupilUsage(options: { db: TDb; classId: number; userId: number; now: Date }): Promise<boolean> {
  const updated = await options.db
    .update(classMembers)
    .set({ usageResetAt: options.now })
    .where(and(eq(classMembers.classId, options.classId), eq(classMembers.userId, options.userId)))
    .returning({ userId: classMembers.userId });
  return updated.length > 0;
}

/** The classes a pupil is in, as the pupil sees them: no code, no pool, no classmates. */
export async function listPupilClasses(options: { db: TDb; userId: number; now: Date }): Promise<TPupilClass[]> {
  const { db, userId, now } = options;
  const rows = await db
    .select({
      class: classes,
      usedToday: sql<number>`${usedTodaySql(classes.id, classMembers.userId, now, classMembers.usageResetAt)}`.mapWith(Number),
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.userId, userId))
    .orderBy(desc(classMembers.joinedAt));
  return rows.map(({ class: row, usedToday }) => ({
    id: row.id,
    name: row.name,
    yearGroup: row.yearGroup,
    hintsFirst: row.hintsFirst,
    challenge: row.challenge,
    dailyCap: row.dailyCap,
    usedToday,
  }));
}

export async function countPupils(db: TDb, classId: number): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId));
  return counted?.n ?? 0;
}
