import { and, gte, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { safetyRefusalsDaily } from "../../db/schema";
import type { TRefusalStage } from "./safety.refusal";

/** One more refusal of this category and stage today (UTC). Counts only, never the text. */
export async function recordSafetyRefusal(options: { db: TDb; now: Date; category: string; stage: TRefusalStage }): Promise<void> {
  const day = options.now.toISOString().slice(0, 10);
  await options.db
    .insert(safetyRefusalsDaily)
    .values({ day, category: options.category, stage: options.stage, count: 1 })
    .onConflictDoUpdate({ target: [safetyRefusalsDaily.day, safetyRefusalsDaily.category, safetyRefusalsDaily.stage], set: { count: sql`${safetyRefusalsDaily.count} + 1` } });
}

export interface TSafetyRefusalDay {
  day: string;
  category: string;
  stage: string;
  count: number;
}

/** The last `days` days of refusals (UTC), newest first. */
export async function findSafetyRefusals(options: { db: TDb; now: Date; days: number }): Promise<TSafetyRefusalDay[]> {
  const since = new Date(options.now.getTime() - (options.days - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await options.db
    .select()
    .from(safetyRefusalsDaily)
    .where(and(gte(safetyRefusalsDaily.day, since)))
    .orderBy(sql`${safetyRefusalsDaily.day} desc, ${safetyRefusalsDaily.category}, ${safetyRefusalsDaily.stage}`);
  return rows.map((row) => ({ day: row.day, category: row.category, stage: row.stage, count: row.count }));
}
