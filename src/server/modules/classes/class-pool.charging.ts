import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { reserveGeneration, type TReservation } from "../billing/billing.service";
import { holdFromBalance, queryRows, toNumber } from "../billing/billing.sql";
import { classNotFound } from "./classes.access";
import { usedTodaySql } from "./classes.service";

export const dailyCapError = (cap: number) =>
  new AppError(
    "class_daily_limit_reached",
    403,
    cap === 0
      ? "Your teacher has paused making blocks in this class for now."
      : `You have made ${cap} ${cap === 1 ? "program" : "programs"} in this class today, your teacher's limit. You can make more tomorrow.`,
    { limitExceeded: true, allowedUsage: cap },
  );

/**
 * The hold for a pupil's class generation (issue 32). In one transaction with the pupil's
 * membership row locked (so two of their requests cannot both pass the cap): the teacher's daily
 * cap is checked against today's class generations and those still running, then the class pool
 * pays first — a conditional UPDATE, never below zero, the same shape as reserveGeneration —
 * and only when the pool cannot cover the request's input does the pupil's own route
 * (reserveGeneration: free usages or tokens) pay. The pool is locked and written by the
 * transaction's last two statements (holdFromBalance), so the class's row is write-locked
 * only for those and the commit, and with "no key update", which class settlements' share locks
 * do not block (decision 440).
 * Settlement, repair-round growth, release and the stale sweep are the billing service's, which
 * know the "class-tokens" kind.
 */
export async function reserveClassGeneration(options: {
  db: TDb;
  userId: number;
  classId: number;
  maxTokens: number;
  minTokens: number;
  holdMs: number;
  now: Date;
  monthlyTokenLimit?: number;
  instanceId?: string;
}): Promise<TReservation> {
  const { db, userId, classId, now } = options;
  const expiresAt = new Date(now.getTime() + options.holdMs).toISOString();
  const instanceId = options.instanceId ?? null;
  return db.transaction(async (tx) => {
    // The pupil's own row is key-share locked here, before the pool's (the hold's insert needs
    // it anyway): the order the stale-hold sweep takes, users before pools.
    const [member] = await queryRows<{ used: unknown; daily_cap: unknown }>(tx, sql`
      SELECT ${usedTodaySql(sql`m.class_id`, sql`m.user_id`, now, sql`m.usage_reset_at`)} AS used, c.daily_cap
      FROM class_members m JOIN classes c ON c.id = m.class_id JOIN users u ON u.id = m.user_id
      WHERE m.class_id = ${classId} AND m.user_id = ${userId}
      FOR UPDATE OF m FOR KEY SHARE OF u`);
    if (!member) throw classNotFound();
    const cap = toNumber(member.daily_cap);
    if (toNumber(member.used) >= cap) throw dailyCapError(cap);

    const maxTokens = Math.max(1, Math.ceil(options.maxTokens));
    const minTokens = Math.min(maxTokens, Math.max(1, Math.ceil(options.minTokens)));
    const held = await holdFromBalance(tx, {
      balance: { table: "classes", column: "pool_tokens", id: classId, lock: "FOR NO KEY UPDATE", canPay: sql`pool_tokens >= ${minTokens}::bigint` },
      maxTokens,
      record: { userId, kind: "class-tokens", classId, expiresAt, instanceId },
    });
    if (held) return { kind: "class-tokens", id: held.id, userId, classId, tokens: held.tokens };

    return reserveGeneration({
      db: tx,
      userId,
      maxTokens: options.maxTokens,
      minTokens: options.minTokens,
      holdMs: options.holdMs,
      now,
      ...(options.monthlyTokenLimit !== undefined ? { monthlyTokenLimit: options.monthlyTokenLimit } : {}),
      ...(options.instanceId !== undefined ? { instanceId: options.instanceId } : {}),
      classId,
    });
  });
}
