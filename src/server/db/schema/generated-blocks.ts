import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
  },
  // History lists a user's newest generations first.
  (table) => [
    index("generated_blocks_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Admin stats: counts, sums and active users over a time range read only this index
    // (an index-only scan), never the large prompt and blocks texts.
    index("generated_blocks_created_stats_idx").on(table.createdAt, table.userId, table.tokensUsed),
  ],
);

export type TGeneratedBlocksRow = typeof generatedBlocks.$inferSelect;
