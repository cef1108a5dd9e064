import { sql } from "drizzle-orm";
import { CLASS_POOL_TRANSFER_OPERATION, type TCreditPassOn } from "../billing/billing.purchases";
import { queryRows, toNumber, type TDbOrTx } from "../billing/billing.sql";

export type TPoolTransfer = { kind: "moved"; poolTokens: number; availableTokens: number } | { kind: "no-class" } | { kind: "insufficient" };

/**
 * Locks a class row for the rest of the caller's transaction: the class before any user row, the
 * order class generations' holds and deleting a class take. `teacherId` set: only a class that
 * person teaches. Answers whether the class was found.
 */
export async function lockClass(options: { tx: TDbOrTx; classId: number; teacherId?: number }): Promise<boolean> {
  const { tx, classId, teacherId } = options;
  const onlyTheirs = teacherId === undefined ? sql`` : sql`AND teacher_id = ${teacherId}`;
  const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM classes WHERE id = ${classId} ${onlyTheirs} FOR UPDATE`);
  return row !== undefined;
}

/**
 * Moves tokens from a person's own balance into a class pool, inside the caller's transaction:
 * the class is locked first (lockClass), the balance is debited only if it covers the amount
 * (never below zero), the pool credited, and a `class-pool` ledger row written under the person,
 * so their purchases still add up (billing.purchases readLedger counts the move as a spend).
 * Writes nothing when the class is missing or the balance too small. Used by the teacher's
 * "move tokens" and by a Gumroad sale bought for a class (issue 32).
 */
export async function transferToPool(options: { tx: TDbOrTx; fromUserId: number; classId: number; tokens: number; now: Date; teacherId?: number }): Promise<TPoolTransfer> {
  const { tx, fromUserId, classId, tokens, now } = options;
  if (!(await lockClass({ tx, classId, ...(options.teacherId !== undefined ? { teacherId: options.teacherId } : {}) }))) return { kind: "no-class" };
  const [debited] = await queryRows<{ available_tokens: unknown }>(tx, sql`
    UPDATE users SET available_tokens = available_tokens - ${tokens}::bigint
    WHERE id = ${fromUserId} AND available_tokens >= ${tokens}::bigint RETURNING available_tokens`);
  if (!debited) return { kind: "insufficient" };
  const [pool] = await queryRows<{ pool_tokens: unknown }>(tx, sql`
    UPDATE classes SET pool_tokens = pool_tokens + ${tokens}::bigint WHERE id = ${classId} RETURNING pool_tokens`);
  if (!pool) throw new Error(`transferToPool: class ${classId} vanished under its lock`);
  await tx.execute(sql`
    INSERT INTO token_usage (user_id, tokens_used, operation, created_at)
    VALUES (${fromUserId}, ${tokens}::bigint, ${CLASS_POOL_TRANSFER_OPERATION}, ${now.toISOString()}::timestamptz)`);
  return { kind: "moved", poolTokens: toNumber(pool.pool_tokens), availableTokens: toNumber(debited.available_tokens) };
}

/**
 * A Gumroad sale bought for a class (the ping carries class_id): once credited to its buyer, in
 * the same transaction, it moves on into that class's pool, if the buyer teaches the class.
 * Otherwise the tokens simply stay the buyer's (nothing is lost; they can move them by hand).
 * `moved()` answers the pool afterwards, or null when nothing moved.
 */
export function classPoolPassOn(options: { classId: number; buyerId: number; now: Date }): TCreditPassOn & { moved: () => number | null } {
  const { classId, buyerId, now } = options;
  let theirs = false;
  let poolTokens: number | null = null;
  return {
    lock: async (tx) => {
      theirs = await lockClass({ tx, classId, teacherId: buyerId });
    },
    receive: async (tx, credit) => {
      if (!theirs || credit.userId !== buyerId) return;
      const moved = await transferToPool({ tx, fromUserId: credit.userId, classId, tokens: credit.tokens, now, teacherId: buyerId });
      // The credit just added these tokens under the same locks: anything else is a bug, and throwing undoes the sale whole.
      if (moved.kind !== "moved") throw new Error(`class sale: could not move ${credit.tokens} tokens into class ${classId} (${moved.kind})`);
      // The purchase records the pool it went into: a refund or lost dispute takes back from there first (billing.refunds).
      await tx.execute(sql`UPDATE token_purchases SET class_id = ${classId} WHERE id = ${credit.purchaseId}`);
      poolTokens = moved.poolTokens;
    },
    moved: () => poolTokens,
  };
}
