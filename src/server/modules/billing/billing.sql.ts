import { sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client";

/** A database or an open transaction: billing steps run in either. */
export type TDbOrTx = Pick<TDb, "execute">;

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite, node-postgres) answer `{ rows }`;
 * the billing statements are raw SQL because each one must read and write a balance in a
 * single atomic statement, which the query builder cannot express (CTEs with FOR UPDATE).
 */
export async function queryRows<TRow>(db: TDbOrTx, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

/** int8 columns come back as strings from node-postgres and as numbers from PGlite. */
export const toNumber = (value: unknown): number => Number(value ?? 0);

/** A balance a hold is taken from: a user's tokens or a class's pool. Identifiers are ours, never input. */
export interface TBalance {
  table: "users" | "classes";
  column: "available_tokens" | "pool_tokens";
  id: number;
  /** The row's lock: the user's row FOR UPDATE (as refunds take it), the pool FOR NO KEY UPDATE (decision 440). */
  lock: "FOR UPDATE" | "FOR NO KEY UPDATE";
  /** When the row can pay at all (at least the request's input, within a monthly limit). */
  canPay: SQL;
}

/** The reservation row a hold writes. */
export interface THoldRecord {
  userId: number;
  kind: "tokens" | "class-tokens";
  classId: number | null;
  expiresAt: string;
  instanceId: string | null;
}

/**
 * Takes a hold of up to `maxTokens` from one balance row, never below zero, and writes its
 * reservation row, in two statements of one transaction: the first locks the row when it can pay,
 * and only then the second reads what the row holds, takes the hold and writes the reservation.
 * Returns the reservation's id and tokens, or nothing when the row cannot pay.
 *
 * Why not one statement (a locking CTE, then an UPDATE of the same row, as it was): in one
 * statement the UPDATE scans the row version the statement's snapshot saw, and when another
 * transaction had changed the row meanwhile it locks its way along the row's newer versions a
 * second time, after the CTE had already locked the newest one. Two such statements at once on a
 * class's pool waited on each other in a circle, and PostgreSQL broke the deadlock by failing one
 * pupil's request (CI, 2026-11-27; decision 1080). After the lock statement, the second statement
 * runs on a fresh snapshot that sees the newest version, already ours, so nothing is locked twice.
 */
export async function holdFromBalance(db: TDb, options: { balance: TBalance; maxTokens: number; record: THoldRecord }): Promise<{ id: number; tokens: number } | undefined> {
  const { balance, record } = options;
  const [table, column, lock] = [sql.raw(balance.table), sql.raw(balance.column), sql.raw(balance.lock)];
  return db.transaction(async (tx) => {
    const locked = await queryRows(tx, sql`SELECT id FROM ${table} WHERE id = ${balance.id} AND ${balance.canPay} ${lock}`);
    if (locked.length === 0) return undefined;
    const [held] = await queryRows<{ id: number; tokens: unknown }>(tx, sql`
      WITH target AS (
        SELECT id, LEAST(${options.maxTokens}::bigint, ${column}) AS amount FROM ${table} WHERE id = ${balance.id}
      ), debited AS (
        UPDATE ${table} b SET ${column} = b.${column} - t.amount FROM target t WHERE b.id = t.id RETURNING t.amount
      )
      INSERT INTO generation_reservations (user_id, kind, tokens, expires_at, instance_id, class_id)
      SELECT ${record.userId}, ${record.kind}, amount, ${record.expiresAt}::timestamptz, ${record.instanceId}, ${record.classId}::integer FROM debited
      RETURNING id, tokens`);
    return held ? { id: held.id, tokens: toNumber(held.tokens) } : undefined;
  });
}
