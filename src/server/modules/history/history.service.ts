import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { THistoryItem, THistoryPage } from "../../../shared/history";
import type { TDb } from "../../db/client";
import { generatedBlocks, type TGeneratedBlocksRow } from "../../db/schema";

/**
 * A user's past generations. Every query is scoped by user id in SQL, so an id that belongs to
 * someone else simply is not found: callers answer 404 and never learn the item exists.
 */

/** LIKE treats % and _ as wildcards and \ as the escape; a child searching "100%" means the text. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function toHistoryItem(row: TGeneratedBlocksRow): THistoryItem {
  return {
    id: row.id,
    prompt: row.prompt,
    blocks: row.blocks,
    tokensUsed: row.tokensUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

function ownedMatching(userId: number, search: string): SQL | undefined {
  const owned = eq(generatedBlocks.userId, userId);
  if (search === "") return owned;
  const pattern = `%${escapeLikePattern(search)}%`;
  return and(owned, or(ilike(generatedBlocks.prompt, pattern), ilike(generatedBlocks.blocks, pattern)));
}

/** One page of the user's items, newest first, and how many match in all. */
export async function findHistoryPage(options: {
  db: TDb;
  userId: number;
  page: number;
  limit: number;
  search: string;
}): Promise<THistoryPage> {
  const { db, userId, page, limit, search } = options;
  const where = ownedMatching(userId, search);
  const offset = (page - 1) * limit;
  // id breaks ties so paging is stable when two generations share a timestamp.
  const newestFirst = [desc(generatedBlocks.createdAt), desc(generatedBlocks.id)];

  if (search === "") {
    // Unsearched, both queries walk the (user_id, created_at desc) index: counting never reads
    // the row bodies and the page stops after `limit` rows, faster than one combined scan.
    const [counted] = await db.select({ total: count() }).from(generatedBlocks).where(where);
    const total = counted?.total ?? 0;
    // A page past the end is an empty page, not an error: the last item may just have been deleted.
    if (offset >= total) return { items: [], total };
    const rows = await db.select().from(generatedBlocks).where(where).orderBy(...newestFirst).limit(limit).offset(offset);
    return { items: rows.map(toHistoryItem), total };
  }

  // A search has to read every row of the user anyway; one scan answers both the page and the
  // count (bench/history.bench.ts: about half the time of two queries on PostgreSQL).
  const rows = await db
    .select({ row: generatedBlocks, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(generatedBlocks)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first !== undefined) return { items: rows.map(({ row }) => toHistoryItem(row)), total: first.total };
  if (page === 1) return { items: [], total: 0 };
  // Only a page past the end, which has no row to carry the count, needs a count of its own.
  const [counted] = await db.select({ total: count() }).from(generatedBlocks).where(where);
  return { items: [], total: counted?.total ?? 0 };
}

export async function getHistoryItem(options: { db: TDb; userId: number; id: number }): Promise<THistoryItem | undefined> {
  const [row] = await options.db
    .select()
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.id, options.id), eq(generatedBlocks.userId, options.userId)))
    .limit(1);
  return row === undefined ? undefined : toHistoryItem(row);
}

/**
 * Deletes one of the user's items. token_usage.block_generation_id is ON DELETE SET NULL, so the
 * spend stays on the ledger (balances and usage history still add up) without the program.
 */
export async function deleteHistoryItem(options: { db: TDb; userId: number; id: number }): Promise<boolean> {
  const deleted = await options.db
    .delete(generatedBlocks)
    .where(and(eq(generatedBlocks.id, options.id), eq(generatedBlocks.userId, options.userId)))
    .returning({ id: generatedBlocks.id });
  return deleted.length > 0;
}
