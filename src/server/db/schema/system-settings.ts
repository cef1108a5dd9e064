import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** SPEC 3 "system_settings": admin-editable values; seeded by a migration (0001). */
export const systemSettings = pgTable("system_settings", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  value: text("value").notNull(),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** The keys the app reads; SPEC 9 gives their defaults. */
export const SETTING_KEYS = {
  defaultFreeUsages: "DEFAULT_FREE_USAGES",
  tokensPerFiveUsd: "TOKENS_PER_FIVE_USD",
} as const;

export type TSystemSettingRow = typeof systemSettings.$inferSelect;
