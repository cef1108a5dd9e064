import { and, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { THistoryItem, THistoryPage } from "../../../shared/history";
import type { TDb } from "../../db/client";
import { generatedBlocks, type TGeneratedBlocksRow } from "../../db/schema";
import { sweepProjectBases } from "../project-bases/project-bases.service";

/** pg_advisory_xact_lock(class, thread): the class the is_current trigger (migration 0017) locks a thread with. */
export const THREAD_LOCK_CLASS = 30;

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
    // its costumes and sounds are stored: a download or the stage asks for them (GET /history/:id/project-base)
    ...(row.projectBaseId !== null ? { hasProjectBase: true } : {}),
  };
}

/** The listed row's thread: its first version's id. */
const listedThread = sql`coalesce(${generatedBlocks.threadId}, ${generatedBlocks.id})`;

/**
 * The listed row's thread's versions, as `v`. Inside, the unaliased "generated_blocks" can only
 * mean the listed (outer) row: the subquery's own table is only visible as `v`.
 */
const versionsOfListedThread = sql`generated_blocks v where v.user_id = ${generatedBlocks.userId} and (v.id = ${listedThread} or v.thread_id = ${listedThread})`;

/**
 * Threads with a version matching the search on its prompt or its blocks text, as a condition on
 * the listed row; undefined for no search. One pass over the user's versions, joined by thread.
 */
function threadMatching(userId: number, search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = `%${escapeLikePattern(search)}%`;
  return sql`${listedThread} in (select coalesce(m.thread_id, m.id) from generated_blocks m where m.user_id = ${userId} and (m.prompt ilike ${pattern} or m.blocks ilike ${pattern}))`;
}

/**
 * One page of the user's history, newest first, and how many items match in all. An item is a
 * thread of versions (issue 30): the list shows each thread once, as its current version (the
 * one made current last, else the newest; the same rule as the versions dialog), with how many
 * versions it has. A thread is as new as its last change, so a follow-up or an undo brings it to
 * the top. A search finds a thread when any of its versions matches.
 *
 * Each row knows whether it is its thread's current version (`is_current`, kept by a trigger), so
 * the page's ids are a walk of one partial index in the order shown (the rows skipped by a deep
 * page are index entries only), and only the page's rows are read and have their versions
 * counted (decision 420).
 */
export async function findHistoryPage(options: {
  db: TDb;
  userId: number;
  page: number;
  limit: number;
  search: string;
}): Promise<THistoryPage> {
  const { db, userId, page, limit, search } = options;
  // the very expressions of generated_blocks_user_current_idx, so the planner walks it
  const shown = and(eq(generatedBlocks.userId, userId), sql`${generatedBlocks.isCurrent}`, threadMatching(userId, search));
  // id breaks ties so paging is stable when two threads changed at the same moment
  const newestFirst = [sql`greatest(${generatedBlocks.createdAt}, ${generatedBlocks.madeCurrentAt}) desc`, desc(generatedBlocks.id)] as const;
  const pageIds = db.select({ id: generatedBlocks.id }).from(generatedBlocks).where(shown).orderBy(...newestFirst).limit(limit).offset((page - 1) * limit);
  const listed = db
    .select({ ...getTableColumns(generatedBlocks), versionCount: sql<number>`(select count(*) from ${versionsOfListedThread})`.mapWith(Number) })
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.userId, userId), inArray(generatedBlocks.id, pageIds)))
    .orderBy(...newestFirst);
  const [rows, [counted]] = await Promise.all([listed, db.select({ total: count() }).from(generatedBlocks).where(shown)]);
  return { items: rows.map(toHistoryItem), total: counted?.total ?? 0 };
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
 * Deletes one of the user's items: the whole thread the version belongs to (every version, in one
 * transaction), and the opened projects' costumes and sounds no remaining version uses.
 * token_usage.block_generation_id is ON DELETE SET NULL, so the spend stays on the ledger
 * (balances and usage history still add up) without the program. Answers how many versions went;
 * 0 when the version is not the user's.
 */
export async function deleteHistoryThread(options: { db: TDb; userId: number; id: number }): Promise<number> {
  const { db, userId, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ thread: sql<number>`coalesce(${generatedBlocks.threadId}, ${generatedBlocks.id})`.mapWith(Number) })
      .from(generatedBlocks)
      .where(and(eq(generatedBlocks.id, id), eq(generatedBlocks.userId, userId)));
    if (!row) return 0;
    // the same lock as the trigger that keeps is_current: a follow-up stored meanwhile waits, then finds its parent gone
    await tx.execute(sql`select pg_advisory_xact_lock(${THREAD_LOCK_CLASS}, ${row.thread})`);
    const deleted = await tx
      .delete(generatedBlocks)
      .where(and(eq(generatedBlocks.userId, userId), or(eq(generatedBlocks.id, row.thread), eq(generatedBlocks.threadId, row.thread))))
      .returning({ projectBaseId: generatedBlocks.projectBaseId });
    const bases = [...new Set(deleted.flatMap((version) => (version.projectBaseId === null ? [] : [version.projectBaseId])))];
    await sweepProjectBases(tx, userId, bases);
    return deleted.length;
  });
}
