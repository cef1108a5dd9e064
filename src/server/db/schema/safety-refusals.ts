import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many requests and answers the kid-safety check refused, per UTC day, category and stage
 * (issue 24), for the admin statistics. Counts only: the refused text of a child is never stored,
 * and no user is named.
 */
export const safetyRefusalsDaily = pgTable(
  "safety_refusals_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    /** request (the child's words), answer (a generated program) or model (the provider declined). */
    stage: text("stage").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.category, table.stage] })],
);
