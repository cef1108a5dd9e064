import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** SPEC 3 "admin_actions": the audit trail, including every admin token adjustment. */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: text("action").notNull(),
    targetId: integer("target_id"),
    details: jsonb("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_actions_created_idx").on(table.createdAt.desc()),
    index("admin_actions_target_idx").on(table.targetId),
  ],
);

export type TAdminActionRow = typeof adminActions.$inferSelect;
