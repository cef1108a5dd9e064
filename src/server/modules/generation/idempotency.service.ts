import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { queryRows, type TDbOrTx } from "../billing/billing.sql";

/**
 * Idempotency-Key for POST /api/blocks/generate (DESIGN: every retryable mutation is
 * idempotent). The first request claims the key; its answer is stored in the same transaction
 * that charges (`completeIdempotencyKey`), so a retry (a dropped connection, a double click)
 * gets that answer back and is not charged again. A request that ends without a delivered
 * result forgets its claim: nothing was charged, so a retry should run again.
 */

/** A claim older than this belongs to a request that died; its key may be claimed again. */
export const ABANDONED_CLAIM_MS = 10 * 60_000;
/** Answers are kept this long for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

const ZKey = /^[\x21-\x7e]{1,200}$/;

export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (key === "") return undefined;
  if (!ZKey.test(key)) throw new AppError("invalid_idempotency_key", 400, "The Idempotency-Key header must be 1 to 200 visible ASCII characters.");
  return key;
}

export const hashRequest = (prompt: string) => createHash("sha256").update(prompt).digest("hex");

export type TClaim = { kind: "claimed" } | { kind: "replay"; status: number; body: unknown };

/** An unanswered claim whose server process is gone (issue 25): nobody will ever answer it. */
const ORPHANED_CLAIM = sql`(instance_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM server_instances s WHERE s.id = idempotency_keys.instance_id))`;

export async function claimIdempotencyKey(options: { db: TDb; userId: number; key: string; requestHash: string; now: Date; instanceId?: string }): Promise<TClaim> {
  const { db, userId, key, requestHash, now } = options;
  const nowIso = now.toISOString();
  // Old answers and abandoned claims go first, so the insert below can take their place.
  await db.execute(sql`
    DELETE FROM idempotency_keys
    WHERE (user_id = ${userId} AND key = ${key} AND response_status IS NULL
           AND (created_at < ${new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString()}::timestamptz OR ${ORPHANED_CLAIM}))
       OR created_at < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`);
  const inserted = await queryRows<{ key: string }>(db, sql`
    INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, instance_id)
    VALUES (${userId}, ${key}, ${requestHash}, ${nowIso}::timestamptz, ${options.instanceId ?? null})
    ON CONFLICT (user_id, key) DO NOTHING
    RETURNING key`);
  if (inserted.length > 0) return { kind: "claimed" };

  const [existing] = await queryRows<{ request_hash: string; response_status: number | null; response_body: unknown }>(
    db,
    sql`SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`,
  );
  // Gone between the two statements: the first request just failed and forgot it. Ask for a retry.
  if (!existing || existing.response_status === null) {
    throw new AppError("idempotency_in_progress", 409, "This request is still being worked on. Please wait a moment.");
  }
  if (existing.request_hash !== requestHash) {
    throw new AppError("idempotency_key_reused", 422, "This Idempotency-Key was already used for a different prompt.");
  }
  const body = typeof existing.response_body === "string" ? (JSON.parse(existing.response_body) as unknown) : existing.response_body;
  return { kind: "replay", status: existing.response_status, body };
}

/** Inside the charging transaction: the answer a retry will receive. */
export async function completeIdempotencyKey(options: { tx: TDbOrTx; userId: number; key: string; status: number; body: unknown }): Promise<void> {
  await options.tx.execute(sql`
    UPDATE idempotency_keys SET response_status = ${options.status}, response_body = ${JSON.stringify(options.body)}::jsonb
    WHERE user_id = ${options.userId} AND key = ${options.key}`);
}

/** Unanswered claims of server processes that are gone (`includeUnowned`: of no known process either). */
export async function forgetOrphanedClaims(options: { db: TDbOrTx; includeUnowned: boolean }): Promise<number> {
  const rows = await queryRows<{ key: string }>(options.db, sql`
    DELETE FROM idempotency_keys
    WHERE response_status IS NULL AND ((instance_id IS NULL AND ${options.includeUnowned}::boolean) OR ${ORPHANED_CLAIM})
    RETURNING key`);
  return rows.length;
}

/** Nothing was delivered (nor charged): let a retry run afresh. */
export async function forgetIdempotencyKey(options: { db: TDbOrTx; userId: number; key: string }): Promise<void> {
  await options.db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${options.userId} AND key = ${options.key} AND response_status IS NULL`);
}
