import type { SQL } from "drizzle-orm";
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
