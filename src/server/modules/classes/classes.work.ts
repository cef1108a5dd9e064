import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { TClassOverview, TClassWorkPage, TClassWorkQuery } from "../../../shared/classes";
import type { TDb } from "../../db/client";
import { classGenerations, classMembers, generatedBlocks, users } from "../../db/schema";
import { escapeLikePattern } from "../history/history.service";
import { utcDayStart } from "./classes.service";

/**
 * What a teacher sees of a class's work (issue 32): only generations made in that class, and only
 * of pupils still in it. A pupil who leaves takes their work with them (it stays in their own
 * history); the join on class_members is what makes that so.
 */
function workCondition(classId: number, query: TClassWorkQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(classGenerations.classId, classId)];
  if (query.pupilId !== undefined) conditions.push(eq(classGenerations.userId, query.pupilId));
  if (query.from !== undefined) conditions.push(gte(classGenerations.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to !== undefined) {
    const end = new Date(`${query.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(classGenerations.createdAt, end));
  }
  if (query.search !== "") {
    const pattern = `%${escapeLikePattern(query.search)}%`;
    conditions.push(or(ilike(generatedBlocks.prompt, pattern), ilike(users.username, pattern)));
  }
  return and(...conditions);
}

export async function findClassWork(options: { db: TDb; classId: number; query: TClassWorkQuery }): Promise<TClassWorkPage> {
  const { db, classId, query } = options;
  const rows = await db
    .select({
      id: generatedBlocks.id,
      pupilId: classGenerations.userId,
      pupilName: users.username,
      prompt: generatedBlocks.prompt,
      blocks: generatedBlocks.blocks,
      createdAt: classGenerations.createdAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(classGenerations)
    .innerJoin(classMembers, and(eq(classMembers.classId, classGenerations.classId), eq(classMembers.userId, classGenerations.userId)))
    .innerJoin(generatedBlocks, eq(generatedBlocks.id, classGenerations.generationId))
    .innerJoin(users, eq(users.id, classGenerations.userId))
    .where(workCondition(classId, query))
    .orderBy(desc(classGenerations.createdAt), desc(classGenerations.generationId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countClassWork(db, classId, query));
  return { items: rows.map(({ total: _total, createdAt, ...item }) => ({ ...item, createdAt: createdAt.toISOString() })), total };
}

async function countClassWork(db: TDb, classId: number, query: TClassWorkQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(classGenerations)
    .innerJoin(classMembers, and(eq(classMembers.classId, classGenerations.classId), eq(classMembers.userId, classGenerations.userId)))
    .innerJoin(generatedBlocks, eq(generatedBlocks.id, classGenerations.generationId))
    .innerJoin(users, eq(users.id, classGenerations.userId))
    .where(workCondition(classId, query));
  return row?.n ?? 0;
}

/** Who has made what over the last 7 days (today and the 6 before it, UTC), every pupil listed. */
export async function getClassOverview(options: { db: TDb; classId: number; now: Date }): Promise<TClassOverview> {
  const { db, classId } = options;
  const since = utcDayStart(options.now);
  since.setUTCDate(since.getUTCDate() - 6);
  const rows = await db
    .select({
      userId: classMembers.userId,
      username: users.username,
      thisWeek: sql<number>`(SELECT count(*) FROM class_generations g WHERE g.class_id = ${classId} AND g.user_id = ${classMembers.userId} AND g.created_at >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
      lastPrompt: sql<string | null>`(SELECT b.prompt FROM class_generations g JOIN generated_blocks b ON b.id = g.generation_id WHERE g.class_id = ${classId} AND g.user_id = ${classMembers.userId} ORDER BY g.created_at DESC, g.generation_id DESC LIMIT 1)`,
      lastAt: sql<string | null>`(SELECT max(g.created_at) FROM class_generations g WHERE g.class_id = ${classId} AND g.user_id = ${classMembers.userId})`,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(users.username, users.id);
  const pupils = rows.map((row) => ({ ...row, lastAt: row.lastAt === null ? null : new Date(row.lastAt).toISOString() }));
  return { since: since.toISOString(), totalThisWeek: pupils.reduce((sum, pupil) => sum + pupil.thisWeek, 0), pupils };
}
