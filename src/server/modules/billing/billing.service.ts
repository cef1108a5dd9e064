import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isMonthlyLimitReached, isPremium } from "../../../shared/plan";
import { holdFromBalance, queryRows, toNumber, type TDbOrTx } from "./billing.sql";

/**
 * The one service that changes balances (DESIGN "Money and usage rules"). Every change is a
 * single conditional statement (`… WHERE available_tokens >= n`, `… WHERE free_usages_used <
 * free_usages_allowed`); nothing reads a balance into JS and writes it back.
 *
 * A generation's life: reserve (before the provider call; short statement, no transaction held
 * open while the provider thinks) → settle in one transaction with the ledger rows (delivered
 * result) or release (anything else: nothing is charged). Reservations a crashed or stuck
 * request leaves behind are given back by `sweepStaleReservations`.
 */

/** How long a subscriber told "busy" should wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export type TReservation =
  | { kind: "tokens"; id: number; userId: number; tokens: number }
  | { kind: "free-usage"; id: number; userId: number }
  /** Held from a class's pool for a pupil's class generation (issue 32, classes/class-pool.charging.ts). */
  | { kind: "class-tokens"; id: number; userId: number; classId: number; tokens: number };

/** The user fields a generation answer carries (SPEC 3 generation response, plus the balance). */
export interface TUsageSnapshot {
  tokensUsed: number;
  freeUsageUsed: boolean;
  freeUsagesUsed: number;
  freeUsagesAllowed: number;
  availableTokens: number;
}

interface TUsageRow {
  tokens_used: unknown;
  free_usage_used: boolean;
  free_usages_used: unknown;
  free_usages_allowed: unknown;
  available_tokens: unknown;
}

const USAGE_COLUMNS = sql.raw("tokens_used, free_usage_used, free_usages_used, free_usages_allowed, available_tokens");

function toSnapshot(row: TUsageRow): TUsageSnapshot {
  return {
    tokensUsed: toNumber(row.tokens_used),
    freeUsageUsed: Boolean(row.free_usage_used),
    freeUsagesUsed: toNumber(row.free_usages_used),
    freeUsagesAllowed: toNumber(row.free_usages_allowed),
    availableTokens: toNumber(row.available_tokens),
  };
}

export async function getUsageSnapshot(db: TDbOrTx, userId: number): Promise<TUsageSnapshot> {
  const [row] = await queryRows<TUsageRow>(db, sql`SELECT ${USAGE_COLUMNS} FROM users WHERE id = ${userId}`);
  if (!row) throw new AppError("unauthorized", 401, "Your account was not found. Please sign in again.");
  return toSnapshot(row);
}

/**
 * SPEC 6: the monthly token count starts again in a new month. One conditional UPDATE, so two
 * requests crossing the boundary together reset it once.
 */
export async function resetMonthlyUsageIfDue(options: { db: TDbOrTx; userId: number; now: Date }): Promise<void> {
  const now = options.now.toISOString();
  await options.db.execute(sql`
    UPDATE users SET tokens_used = 0, last_reset_date = ${now}::timestamptz
    WHERE id = ${options.userId}
      AND (last_reset_date IS NULL OR last_reset_date < date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`);
}

export const freeLimitError = (used: number, allowed: number) =>
  new AppError(
    "free_limit_reached",
    403,
    `Free usage limit reached. You've used ${used} of ${allowed} free generations. Please upgrade to continue.`,
    { freeLimitReached: true, limitExceeded: true, currentUsage: used, allowedUsage: allowed },
  );

/**
 * Holds back what a generation may cost, paid as `nextPayment` (shared/plan) decides: tokens
 * while the balance has some, `maxTokens` (the most one generation should cost) or the whole
 * balance when less is left but at least `minTokens` (enough to pay for the request's input);
 * otherwise one free usage while any are left (issue 31: no stored flag may strand a user who
 * still has something to spend). Throws the SPEC 403 bodies.
 */
export async function reserveGeneration(options: {
  db: TDb;
  userId: number;
  maxTokens: number;
  minTokens: number;
  /** How long the reservation may live before the sweep gives it back. */
  holdMs: number;
  now: Date;
  /** Tokens a premium user may spend per calendar month (UTC), MONTHLY_TOKEN_LIMIT; 0 = no limit. */
  monthlyTokenLimit?: number;
  /** The server process holding it (server_instances.id): it goes back when that process dies. */
  instanceId?: string;
  /** A pupil's class generation paid by the pupil (the class pool had too little): counts towards the class's daily cap. */
  classId?: number;
}): Promise<TReservation> {
  const { db, userId, now } = options;
  const instanceId = options.instanceId ?? null;
  const classId = options.classId ?? null;
  const expiresAt = new Date(now.getTime() + options.holdMs).toISOString();

  await resetMonthlyUsageIfDue({ db, userId, now });
  const monthlyLimit = Math.max(0, Math.floor(options.monthlyTokenLimit ?? 0));
  const maxTokens = Math.max(1, Math.ceil(options.maxTokens));
  const minTokens = Math.min(maxTokens, Math.max(1, Math.ceil(options.minTokens)));
  // The row is locked first, so the amount comes from the row version the UPDATE then changes and
  // two concurrent reservations can never both take the same tokens (holdFromBalance).
  const tokens = await holdFromBalance(db, {
    balance: {
      table: "users",
      column: "available_tokens",
      id: userId,
      lock: "FOR UPDATE",
      canPay: sql`available_tokens >= ${minTokens} AND (${monthlyLimit}::bigint = 0 OR tokens_used < ${monthlyLimit}::bigint)`,
    },
    maxTokens,
    record: { userId, kind: "tokens", classId, expiresAt, instanceId },
  });
  if (tokens) return { kind: "tokens", id: tokens.id, userId, tokens: tokens.tokens };

  const usage = await getUsageSnapshot(db, userId);
  const monthlyReached = isMonthlyLimitReached(usage, monthlyLimit);
  // Tokens only held by the user's own generations in flight: they wait (429) rather than
  // spend a free usage they did not mean to spend.
  const busy = monthlyReached ? null : await busyError({ db, userId, neededTokens: minTokens, availableTokens: usage.availableTokens });
  if (busy) throw busy;

  const [free] = await queryRows<{ id: number }>(db, sql`
    WITH consumed AS (
      UPDATE users SET free_usages_used = free_usages_used + 1
      WHERE id = ${userId} AND free_usages_used < free_usages_allowed
      RETURNING id
    )
    INSERT INTO generation_reservations (user_id, kind, tokens, expires_at, instance_id, class_id)
    SELECT id, 'free-usage', 0, ${expiresAt}::timestamptz, ${instanceId}, ${classId}::integer FROM consumed
    RETURNING id`);
  if (free) return { kind: "free-usage", id: free.id, userId };

  const after = await getUsageSnapshot(db, userId);
  if (monthlyReached && isPremium(after)) {
    throw new AppError("monthly_token_limit_reached", 403, "Monthly token limit reached. Resets next month.", {
      tokenLimitReached: true,
      limitExceeded: true,
      currentUsage: after.tokensUsed,
      allowedUsage: monthlyLimit,
      availableTokens: after.availableTokens,
    });
  }
  if (isPremium(after)) throw tooFewTokensError(after.availableTokens);
  throw freeLimitError(after.freeUsagesUsed, after.freeUsagesAllowed);
}

/**
 * A user's balance cannot cover what a generation needs, but their other running generations
 * hold tokens that would cover it once they finish: they are told to wait (429), not that the
 * tokens have run out (403). Null when waiting would not help.
 */
async function busyError(options: { db: TDbOrTx; userId: number; neededTokens: number; availableTokens: number }): Promise<AppError | null> {
  const { availableTokens } = options;
  const [held] = await queryRows<{ tokens: unknown }>(options.db, sql`
    SELECT COALESCE(SUM(tokens), 0) AS tokens FROM generation_reservations WHERE user_id = ${options.userId} AND kind = 'tokens'`);
  const heldTokens = toNumber(held?.tokens);
  if (heldTokens === 0 || availableTokens + heldTokens < options.neededTokens) return null;
  return new AppError(
    "generation_busy",
    429,
    "Your other generations are still running and holding your tokens. Please try again in a moment.",
    { availableTokens },
    { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
  );
}

function tooFewTokensError(availableTokens: number): AppError {
  return new AppError(
    "token_limit_reached",
    403,
    `Not enough tokens left for a generation (${availableTokens} available). Please buy more tokens to continue.`,
    { tokenLimitReached: true, limitExceeded: true, availableTokens },
  );
}

/**
 * Before another provider call of the same generation (a repair round), its hold grows to
 * `toTokens` (issue 25), from the balance and only as far as it goes. Returns what the hold is
 * then. Free usages are a count, not tokens: nothing to grow.
 */
export async function growReservation(options: { db: TDb; reservation: TReservation; toTokens: number }): Promise<number> {
  const { reservation } = options;
  if (reservation.kind === "free-usage") return 0;
  // The balance the hold grows from: the user's, or a class pool's (issue 32). Identifiers are ours, never input.
  const balance =
    reservation.kind === "class-tokens"
      ? { table: sql.raw("classes"), column: sql.raw("pool_tokens"), link: sql.raw("class_id"), id: reservation.classId }
      : { table: sql.raw("users"), column: sql.raw("available_tokens"), link: sql.raw("user_id"), id: reservation.userId };
  return options.db.transaction(async (tx) => {
    if (reservation.kind === "class-tokens") {
      // The pupil's row before the pool's, as a class settlement and the stale-hold sweep take them;
      // no key update, so neither waits for the other on the pool (settleClassReservation).
      await tx.execute(sql`SELECT id FROM users WHERE id = ${reservation.userId} FOR NO KEY UPDATE`);
      await tx.execute(sql`SELECT id FROM classes WHERE id = ${reservation.classId} FOR NO KEY UPDATE`);
    } else {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${reservation.userId} FOR UPDATE`);
    }
    const [row] = await queryRows<{ tokens: unknown }>(tx, sql`
      WITH target AS (
        SELECT r.id, LEAST(GREATEST(${Math.ceil(options.toTokens)}::bigint - r.tokens, 0), b.${balance.column}) AS extra
        FROM generation_reservations r JOIN ${balance.table} b ON b.id = r.${balance.link} WHERE r.id = ${reservation.id}
      ), debited AS (
        UPDATE ${balance.table} b SET ${balance.column} = b.${balance.column} - t.extra FROM target t WHERE b.id = ${balance.id} RETURNING t.extra
      )
      UPDATE generation_reservations r SET tokens = r.tokens + d.extra FROM debited d WHERE r.id = ${reservation.id}
      RETURNING r.tokens`);
    return toNumber(row?.tokens);
  });
}

/** A class generation cannot go on: the class's pool has run out (nothing charged). */
export const classPoolRunOutError = () =>
  new AppError("class_pool_empty", 403, "Your class has run out of tokens for now. Please ask your teacher.", { tokenLimitReached: true, limitExceeded: true });

/** Thrown when a generation cannot go on for lack of tokens (nothing charged): 403, or 429 while other holds would cover it. */
export async function notEnoughTokensToContinue(options: { db: TDbOrTx; userId: number; neededTokens: number }): Promise<AppError> {
  const usage = await getUsageSnapshot(options.db, options.userId);
  return (await busyError({ ...options, availableTokens: usage.availableTokens })) ?? tooFewTokensError(usage.availableTokens);
}

/**
 * Gives reservations back in one statement: tokens return to the balance, a free usage is
 * un-counted. Used for a single failed generation and for the stale-reservation sweep.
 */
async function releaseWhere(db: TDbOrTx, condition: ReturnType<typeof sql>): Promise<number> {
  // The owners' rows are locked before their holds (the order every balance change keeps, refunds
  // included), so a release and a refund of the same user can never wait on each other in a circle.
  const rows = await queryRows<{ released: unknown }>(db, sql`
    WITH owners AS (
      SELECT id FROM users WHERE id IN (SELECT user_id FROM generation_reservations WHERE ${condition}) ORDER BY id FOR UPDATE
    ), pools AS (
      -- No key update: running class settlements share-lock the pool until they write it last.
      SELECT id FROM classes WHERE id IN (SELECT class_id FROM generation_reservations WHERE ${condition} AND kind = 'class-tokens') ORDER BY id FOR NO KEY UPDATE
    ), released AS (
      DELETE FROM generation_reservations WHERE ${condition} AND user_id IN (SELECT id FROM owners) RETURNING user_id, kind, tokens, class_id
    ), pool_back AS (
      -- A class pool's holds go back to the pool (issue 32); PostgreSQL runs this CTE unreferenced.
      UPDATE classes c SET pool_tokens = c.pool_tokens + p.tokens
      FROM (SELECT class_id, SUM(tokens) AS tokens FROM released WHERE kind = 'class-tokens' AND class_id IN (SELECT id FROM pools) GROUP BY class_id) p
      WHERE c.id = p.class_id
      RETURNING c.id
    ), per_user AS (
      SELECT user_id,
        COALESCE(SUM(tokens) FILTER (WHERE kind = 'tokens'), 0) AS tokens,
        COUNT(*) FILTER (WHERE kind = 'free-usage') AS frees,
        COUNT(*) AS released
      FROM released GROUP BY user_id
    )
    UPDATE users u SET
      available_tokens = u.available_tokens + p.tokens,
      free_usages_used = GREATEST(u.free_usages_used - p.frees, 0)
    FROM per_user p WHERE u.id = p.user_id
    RETURNING p.released`);
  return rows.reduce((sum, row) => sum + toNumber(row.released), 0);
}

/** Nothing delivered (failure, timeout, complexity, invalid program): the user gets it all back. */
export async function releaseReservation(options: { db: TDbOrTx; reservation: TReservation }): Promise<void> {
  await releaseWhere(options.db, sql`id = ${options.reservation.id}`);
}

/**
 * Releases the reservations whose server process is gone (issue 25): they name an instance no
 * longer in server_instances, or (`includeUnowned`, for a single-process database at start-up)
 * no instance at all.
 */
export async function releaseOrphanedReservations(options: { db: TDbOrTx; includeUnowned: boolean }): Promise<number> {
  return releaseWhere(options.db, sql`(instance_id IS NULL AND ${options.includeUnowned}::boolean)
    OR (instance_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM server_instances s WHERE s.id = generation_reservations.instance_id))`);
}

/** Releases every reservation past its expiry; returns how many. Cheap (indexed), safe to run on every request. */
export async function sweepStaleReservations(options: { db: TDbOrTx; now: Date }): Promise<number> {
  return releaseWhere(options.db, sql`expires_at < ${options.now.toISOString()}::timestamptz`);
}

/** What a settlement charged and the user's fields afterwards. */
export interface TCharge {
  charged: number;
  usage: TUsageSnapshot;
}

/**
 * Turns a reservation into the real charge inside the caller's transaction, and has `record`
 * write what was paid for (the generation, the ledger row…) in that same transaction: a charge
 * without its record, or a record without its charge, never commits. Premium: the charge is
 * exactly the provider's reported usage for the whole generation (issue 25); the unused part of
 * the reservation returns to the balance, and a cost above it comes from the balance. If hold and
 * balance together cannot pay it, nothing is charged and nothing delivered (an AppError rolls the
 * caller's transaction back; never a part payment). If the sweep already gave the reservation
 * back (a very slow request), the charge comes from the balance the same way.
 * A class pool is shared by a whole class, so its row is touched last (settleClassReservation).
 */
export async function settleReservation(options: {
  tx: TDbOrTx;
  reservation: TReservation;
  tokensUsed: number;
  record?: (charge: TCharge) => Promise<void>;
}): Promise<TCharge> {
  const { tx, reservation } = options;
  const actual = Math.max(0, Math.ceil(options.tokensUsed));
  const record = options.record ?? (async () => {});
  if (reservation.kind === "class-tokens") return settleClassReservation({ tx, reservation, actual, record });
  const charge = await settleOwnReservation({ tx, reservation, actual });
  await record(charge);
  return charge;
}

/** settleReservation for the user's own balance: their row is locked first, as every change of it does. */
async function settleOwnReservation(options: {
  tx: TDbOrTx;
  reservation: Exclude<TReservation, { kind: "class-tokens" }>;
  actual: number;
}): Promise<TCharge> {
  const { tx, reservation, actual } = options;
  // The user's row first, then the hold: the lock order of every balance change (refunds included).
  await tx.execute(sql`SELECT id FROM users WHERE id = ${reservation.userId} FOR UPDATE`);
  const released = await queryRows<{ tokens: unknown }>(tx, sql`DELETE FROM generation_reservations WHERE id = ${reservation.id} RETURNING tokens`);
  const stillHeld = released.length > 0;

  if (reservation.kind === "free-usage") {
    // Swept meanwhile: the free usage was given back, so take it again if one is left; if none
    // is, the delivered result stays free (our slowness, not the user's fault).
    if (!stillHeld) {
      await tx.execute(sql`UPDATE users SET free_usages_used = free_usages_used + 1 WHERE id = ${reservation.userId} AND free_usages_used < free_usages_allowed`);
    }
    const [row] = await queryRows<TUsageRow>(tx, sql`
      UPDATE users SET free_usage_used = true, tokens_used = tokens_used + ${actual}::bigint
      WHERE id = ${reservation.userId} RETURNING ${USAGE_COLUMNS}`);
    if (!row) throw new Error(`settleReservation: user ${reservation.userId} vanished`);
    return { charged: actual, usage: toSnapshot(row) };
  }

  const reserved = stillHeld ? toNumber(released[0]?.tokens) : 0;
  const [row] = await queryRows<TUsageRow>(tx, sql`
    UPDATE users SET
      available_tokens = available_tokens + ${reserved}::bigint - ${actual}::bigint,
      tokens_used = tokens_used + ${actual}::bigint
    WHERE id = ${reservation.userId} AND available_tokens + ${reserved}::bigint >= ${actual}::bigint
    RETURNING ${USAGE_COLUMNS}`);
  if (row) return { charged: actual, usage: toSnapshot(row) };
  const usage = await getUsageSnapshot(tx, reservation.userId);
  throw new AppError(
    "token_limit_reached",
    403,
    `This idea needed ${actual.toLocaleString("en-US")} tokens, more than you have left (${(usage.availableTokens + reserved).toLocaleString("en-US")}). Nothing was charged. Please buy more tokens, or try a simpler idea.`,
    { tokenLimitReached: true, limitExceeded: true, availableTokens: usage.availableTokens + reserved },
  );
}

/**
 * settleReservation for a class-pool hold (issue 32): the pool pays exactly what was used, the
 * rest of the hold goes back to it; the pupil's own balance and monthly count are untouched.
 * Pool and hold cannot cover it: nothing charged.
 *
 * Concurrency (docs/decisions/440): the pool row is one row for the whole class, so it is
 * written by the transaction's last statement, and until then only share-locked (FOR KEY
 * SHARE, which the pool's writes do not wait for). Its write lock is thus held for one statement
 * and the commit, and pupils' settlements run side by side instead of one after another. The
 * amounts stay exact without the early lock: the hold was already taken out of the pool when it
 * was made, and the last statement adds back the unused part (or takes the excess) with a
 * condition that keeps the pool at zero or above, in one atomic UPDATE.
 * Lock order: the class (key share: deleting the class, or a refund of a class sale, waits for
 * this settlement and this one for them), then the pupil's row (no key update: the order of the
 * stale-hold sweep, which locks owners before their holds), then the hold, then the pool's write.
 */
async function settleClassReservation(options: {
  tx: TDbOrTx;
  reservation: Extract<TReservation, { kind: "class-tokens" }>;
  actual: number;
  record: (charge: TCharge) => Promise<void>;
}): Promise<TCharge> {
  const { tx, reservation, actual } = options;
  // One statement for the locks in that order, the hold and the pupil's fields: each dependent
  // CTE runs after the one it names. The DELETE finds nothing when the sweep gave the hold back.
  const [start] = await queryRows<TUsageRow & { reserved: unknown }>(tx, sql`
    WITH pool AS (
      SELECT id FROM classes WHERE id = ${reservation.classId} FOR KEY SHARE
    ), pupil AS (
      SELECT ${USAGE_COLUMNS} FROM users WHERE id = ${reservation.userId} AND EXISTS (SELECT 1 FROM pool) FOR NO KEY UPDATE
    ), released AS (
      DELETE FROM generation_reservations WHERE id = ${reservation.id} AND EXISTS (SELECT 1 FROM pupil) RETURNING tokens
    )
    SELECT pupil.*, (SELECT COALESCE(SUM(tokens), 0) FROM released) AS reserved FROM pupil`);
  // The class was deleted meanwhile: its holds went back to the teacher with the pool.
  if (!start) throw classPoolRunOutError();
  const reserved = toNumber(start.reserved);
  const charge = { charged: actual, usage: toSnapshot(start) };
  await options.record(charge);
  // Last: the only statement that writes the class's row.
  const paid = await queryRows<{ id: number }>(tx, sql`
    UPDATE classes SET pool_tokens = pool_tokens + ${reserved}::bigint - ${actual}::bigint
    WHERE id = ${reservation.classId} AND pool_tokens + ${reserved}::bigint >= ${actual}::bigint RETURNING id`);
  if (paid.length === 0) throw classPoolRunOutError();
  return charge;
}
