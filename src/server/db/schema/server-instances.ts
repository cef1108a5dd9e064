import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every running server process (issue 25). A generation's hold and an Idempotency-Key claim name
 * the instance that made them, so when a process dies, what it held goes back at once (its
 * restart, or any other server that sees it gone), and only what it held: a live server's
 * generations keep theirs. Alive means a heartbeat (the database's clock) within the last
 * seconds, or, on the same machine, a process with that pid.
 */
export const serverInstances = pgTable(
  "server_instances",
  {
    id: text("id").primaryKey(),
    /** Host name and pid namespace: where `pid` means something. */
    machine: text("machine").notNull(),
    pid: integer("pid").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("server_instances_heartbeat_idx").on(table.heartbeatAt)],
);

export type TServerInstanceRow = typeof serverInstances.$inferSelect;
