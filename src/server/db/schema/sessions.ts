import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Server-side sessions: the session JWT only carries `sid`, so logging out (or an admin) can
 * revoke a token before it expires.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * One-time codes handed to /auth/callback by the Google redirect flow: the session token never
 * travels in a URL. Only the SHA-256 of the code is stored.
 */
export const loginCodes = pgTable("login_codes", {
  id: serial("id").primaryKey(),
  codeHash: text("code_hash").notNull().unique(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Token buckets of the rate limiter, in the database so every server instance shares them
 * (DESIGN "Scaling out"). A bucket refills continuously, so there is no window boundary to
 * burst across (issue 16: a fixed window let 60 sign-ins through in 766 ms against 30).
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    tokens: doublePrecision("tokens").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** Whether the request that last touched the bucket was let through. */
    allowed: boolean("allowed").notNull(),
  },
  (table) => [index("rate_limit_buckets_updated_idx").on(table.updatedAt)],
);

export type TSessionRow = typeof sessions.$inferSelect;
