import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { generatedBlocks } from "./generated-blocks";
import { users } from "./users";

/** SPEC 3 "token_usage": the spend side of the token ledger. */
export const tokenUsage = pgTable(
  "token_usage",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The spend stays on the ledger even if its generation is deleted.
    blockGenerationId: integer("block_generation_id").references(() => generatedBlocks.id, { onDelete: "set null" }),
    tokensUsed: bigint("tokens_used", { mode: "number" }).notNull(),
    operation: text("operation").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("token_usage_user_created_idx").on(table.userId, table.createdAt.desc())],
);

export type TTokenUsageRow = typeof tokenUsage.$inferSelect;
