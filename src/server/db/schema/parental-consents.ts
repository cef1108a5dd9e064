import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const CONSENT_REQUEST_STATES = ["pending", "approved", "declined", "revoked", "superseded"] as const;

/**
 * Verifiable parental consent for a child's account (issue 16): the request the child made, and
 * the record of who decided, when, and the exact wording they were shown. The links themselves are
 * signed tokens naming this row; `status` moving away from "pending" is what makes the consent
 * link single-use. Declined and expired requests delete the whole account, this row included.
 */
export const parentalConsents = pgTable(
  "parental_consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentEmail: text("parent_email").notNull(),
    status: text("status", { enum: CONSENT_REQUEST_STATES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The version and full text of the explanation the parent saw when deciding. */
    wordingVersion: text("wording_version"),
    wording: text("wording"),
    /** Where the decision came from (the client IP as the server saw it). */
    decidedFromIp: text("decided_from_ip"),
  },
  (table) => [index("parental_consents_user_idx").on(table.userId), index("parental_consents_expires_idx").on(table.expiresAt)],
);

export type TParentalConsentRow = typeof parentalConsents.$inferSelect;
