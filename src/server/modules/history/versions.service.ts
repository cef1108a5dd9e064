import { and, asc, eq, or } from "drizzle-orm";
import type { TVersionThread } from "../../../shared/versions";
import type { TDb } from "../../db/client";
import { generatedBlocks, type TGeneratedBlocksRow } from "../../db/schema";
import { toHistoryItem } from "./history.service";

/**
 * A version's thread (issue 30). Scoped by user in SQL like every history query: another user's
 * version is not found. The current version is the one made current last, or else the newest;
 * making one current writes only its own row, so nothing is ever overwritten.
 */

const currentAt = (row: TGeneratedBlocksRow) => Math.max(row.createdAt.getTime(), row.madeCurrentAt?.getTime() ?? 0);

/** The newest of (made current, created) wins; equal times go to the later version. */
function pickCurrent(rows: TGeneratedBlocksRow[]): TGeneratedBlocksRow | undefined {
  let current: TGeneratedBlocksRow | undefined;
  for (const row of rows) {
    if (!current || currentAt(row) > currentAt(current) || (currentAt(row) === currentAt(current) && row.id > current.id)) current = row;
  }
  return current;
}

export async function getVersionThread(options: { db: TDb; userId: number; id: number }): Promise<TVersionThread | undefined> {
  const { db, userId, id } = options;
  const [row] = await db
    .select({ threadId: generatedBlocks.threadId })
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.id, id), eq(generatedBlocks.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const threadId = row.threadId ?? id;
  const rows = await db
    .select()
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.userId, userId), or(eq(generatedBlocks.id, threadId), eq(generatedBlocks.threadId, threadId))))
    .orderBy(asc(generatedBlocks.createdAt), asc(generatedBlocks.id));
  const current = pickCurrent(rows);
  if (!current) return undefined;
  return {
    threadId,
    currentId: current.id,
    versions: rows.map((version) => ({ ...toHistoryItem(version), parentId: version.parentId, isCurrent: version.id === current.id })),
  };
}

/** Undo: the version becomes its thread's current one again. Undefined when it is not the user's. */
export async function makeVersionCurrent(options: { db: TDb; userId: number; id: number; now: Date }): Promise<TVersionThread | undefined> {
  const { db, userId, id, now } = options;
  const updated = await db
    .update(generatedBlocks)
    .set({ madeCurrentAt: now })
    .where(and(eq(generatedBlocks.id, id), eq(generatedBlocks.userId, userId)))
    .returning({ id: generatedBlocks.id });
  if (updated.length === 0) return undefined;
  return getVersionThread({ db, userId, id });
}
