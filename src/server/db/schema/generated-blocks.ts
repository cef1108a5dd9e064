import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { TBehaviourReportData } from "../../../shared/behaviour";
import { projectBases } from "./project-bases";
import { users } from "./users";

/** SPEC 3 "generated_blocks": one delivered program per row. */
export const generatedBlocks = pgTable(
  "generated_blocks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    blocks: text("blocks").notNull(),
    tokensUsed: bigint("tokens_used", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Versions (issue 30): a follow-up request is a new row whose parent is the version it changed.
     * Deleting that version keeps the child (its parent becomes null, its thread stays).
     */
    parentId: integer("parent_id").references((): AnyPgColumn => generatedBlocks.id, { onDelete: "set null" }),
    /** The first version's id for every later version of the thread; null on a first version (its own id). */
    threadId: integer("thread_id"),
    /** Set when a version is made current again (undo); the current one is the latest of this or created_at. */
    madeCurrentAt: timestamp("made_current_at", { withTimezone: true }),
    /**
     * What the behaviour check found when it ran this answer before it was shown (issue 29), so
     * the answer opened again from history shows the same note beside the stage. Null when no
     * check ran (rows made before migration 0016, a generator without the check).
     */
    behaviour: jsonb("behaviour").$type<TBehaviourReportData>(),
    /**
     * Whether this is its thread's current version (the rule above). Kept by a trigger (migration
     * 0017) on every insert, undo and delete, so the history list walks one index instead of
     * ranking every version of the user (decision 420).
     */
    isCurrent: boolean("is_current").notNull().default(true),
    /** The opened project this version was made from (its costumes and sounds); kept by every later version of the thread. */
    projectBaseId: integer("project_base_id").references(() => projectBases.id, { onDelete: "set null" }),
  },
  // History lists a user's newest generations first.
  (table) => [
    index("generated_blocks_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Admin stats: active users over the last 30 days read only this index (index-only scan).
    index("generated_blocks_created_user_idx").on(table.createdAt, table.userId),
    // A thread's versions are read together (the versions list, making one current).
    index("generated_blocks_thread_idx").on(table.threadId),
    // The history list: a user's current versions, the latest change first (decision 420).
    index("generated_blocks_user_current_idx")
      .on(table.userId, sql`greatest(${table.createdAt}, ${table.madeCurrentAt}) desc`, sql`${table.id} desc`)
      .where(sql`${table.isCurrent}`),
    // Which versions still use a stored base (deleting a thread sweeps the bases no version uses).
    index("generated_blocks_project_base_idx").on(table.projectBaseId),
  ],
);

export type TGeneratedBlocksRow = typeof generatedBlocks.$inferSelect;

/**
 * Generations and tokens used per UTC day, kept equal to generated_blocks by statement-level
 * triggers (migration 0005: insert adds, delete subtracts, update moves) in the same
 * transaction as the change. The admin stats sum a few hundred rows here instead of scanning
 * a table of millions (bench/admin.bench.ts); docs/decisions/111-admin-console.md.
 */
export const generationDailyTotals = pgTable("generation_daily_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  generations: bigint("generations", { mode: "number" }).notNull().default(0),
  tokensUsed: bigint("tokens_used", { mode: "number" }).notNull().default(0),
});
