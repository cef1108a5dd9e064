import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** SPEC 3 "admin_actions": the audit trail, including every admin token adjustment. */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: serial("id").primaryKey(),
    /**
     * Who did it. No foreign key on purpose (issue 25): an administrator made a regular user again
     * may delete their account, and the trail of what they did to other people's accounts must
     * outlive it (account-data.tables.ts keeps these rows and exports them without the details).
     */
    adminId: integer("admin_id").notNull(),
    action: text("action").notNull(),
    targetId: integer("target_id"),
    details: jsonb("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_actions_created_idx").on(table.createdAt.desc()),
    index("admin_actions_admin_idx").on(table.adminId),
    index("admin_actions_target_idx").on(table.targetId),
  ],
);

export type TAdminActionRow = typeof adminActions.$inferSelect;
