import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
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

export function toHistoryItem(row: TGeneratedBlocksRow & { versionCount?: number }): THistoryItem {
  return {
    id: row.id,
    prompt: row.prompt,
    blocks: row.blocks,
    tokensUsed: row.tokensUsed,
    createdAt: row.createdAt.toISOString(),
    // in the list, the item is its thread: which one, and how many versions it has
    ...(row.versionCount !== undefined ? { threadId: row.threadId ?? row.id, versionCount: row.versionCount } : {}),
  };
}

/** A version matching the search on its prompt or its blocks text; undefined for no search. */
function matchingSearch(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = `%${escapeLikePattern(search)}%`;
  return or(ilike(generatedBlocks.prompt, pattern), ilike(generatedBlocks.blocks, pattern));
}

/**
 * One page of the user's history, newest first, and how many items match in all. An item is a
 * thread of versions (issue 30): the list shows each thread once, as its current version (the
 * one made current last, else the newest; the same rule as the versions dialog), with how many
 * versions it has. A thread is as new as its last change, so a follow-up or an undo brings it to
 * the top. A search finds a thread when any of its versions matches.
 */
export async function findHistoryPage(options: {
  db: TDb;
  userId: number;
  page: number;
  limit: number;
  search: string;
}): Promise<THistoryPage> {
  const { db, userId, page, limit, search } = options;
  const offset = (page - 1) * limit;
  const thread = sql`coalesce(${generatedBlocks.threadId}, ${generatedBlocks.id})`;
  // greatest() skips a null made_current_at
  const activeAt = sql`greatest(${generatedBlocks.createdAt}, ${generatedBlocks.madeCurrentAt})`;
  const matching = matchingSearch(search);
  const ranked = db
    .select({
      ...getTableColumns(generatedBlocks),
      activeAt: sql<string>`${activeAt}`.as("active_at"),
      rank: sql<number>`row_number() over (partition by ${thread} order by ${activeAt} desc, ${generatedBlocks.id} desc)`.as("version_rank"),
      versionCount: sql<number>`count(*) over (partition by ${thread})`.mapWith(Number).as("version_count"),
      threadMatches: sql<boolean>`bool_or(${matching ?? sql`true`}) over (partition by ${thread})`.as("thread_matches"),
    })
    .from(generatedBlocks)
    .where(eq(generatedBlocks.userId, userId))
    .as("ranked");
  const shown = and(eq(ranked.rank, 1), eq(ranked.threadMatches, true));
  const { activeAt: _activeAt, rank: _rank, threadMatches: _matches, ...columns } = ranked._.selectedFields;
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(ranked)
    .where(shown)
    // id breaks ties so paging is stable when two threads changed at the same moment
    .orderBy(desc(ranked.activeAt), desc(ranked.id))
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first !== undefined) return { items: rows.map(({ total: _total, ...row }) => toHistoryItem(row as TGeneratedBlocksRow & { versionCount: number })), total: first.total };
  if (page === 1) return { items: [], total: 0 };
  // A page past the end is an empty page, not an error (the last item may just have been deleted); only it needs a count of its own.
  const [counted] = await db.select({ total: count() }).from(ranked).where(shown);
  return { items: [], total: counted?.total ?? 0 };
}

export async function getHistoryItem(options: { db: TDb; userId: number; id: number }): Promise<THistoryItem | undefined> {
  const [row] = await options.db
    .select()
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.id, options.id), eq(generatedBlocks.userId, options.userId)))
    .limit(1);
  if (row === undefined) return undefined;
  // Opened on its own, an item brings what the behaviour check found, for the note beside the stage.
  return { ...toHistoryItem(row), ...(row.behaviour ? { behaviour: row.behaviour } : {}) };
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
