import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** "teacher" (issue 32): may run classes; granted by an administrator. */
export const USER_ROLES = ["user", "teacher", "admin"] as const;
export const PARENTAL_CONSENT_STATES = ["none", "requested", "approved"] as const;

/** SPEC 3 "users". Token amounts are bigint: a school buying in bulk can pass 2^31 tokens. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    // Stored lower-cased by the services, so uniqueness is case-insensitive in practice.
    email: text("email").notNull().unique(),
    googleId: text("google_id").unique(),
    /**
     * Written when tokens are bought, but never read to decide anything: the plan is derived
     * from the balance (shared/plan.ts, issue 31), which a stored flag could contradict.
     */
    isSubscribed: boolean("is_subscribed").notNull().default(false),
    subscriptionId: text("subscription_id"),
    tokensUsed: bigint("tokens_used", { mode: "number" }).notNull().default(0),
    lastResetDate: timestamp("last_reset_date", { withTimezone: true }).defaultNow(),
    freeUsageUsed: boolean("free_usage_used").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    tokensPurchased: bigint("tokens_purchased", { mode: "number" }).notNull().default(0),
    availableTokens: bigint("available_tokens", { mode: "number" }).notNull().default(0),
    freeUsagesAllowed: integer("free_usages_allowed").notNull().default(3),
    freeUsagesUsed: integer("free_usages_used").notNull().default(0),
    /**
     * Username and e-mail, lower-cased, kept by the database: the admin search is a plain LIKE
     * on it (several times cheaper than ILIKE on two columns) served by one trigram index.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(username || chr(10) || email)`),
    /** Month and year of birth only (issue 16: nothing more is asked); null until the first sign-in step. */
    birthYear: integer("birth_year"),
    birthMonth: integer("birth_month"),
    /** First day on which the user is surely CONSENT_AGE or older; computed once from the birth date. */
    adultFrom: timestamp("adult_from", { withTimezone: true }),
    /** A child's parental consent: none yet, asked of a parent, or given (issue 16). */
    parentalConsent: text("parental_consent", { enum: PARENTAL_CONSENT_STATES }).notNull().default("none"),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('user', 'teacher', 'admin')`),
    // Last line of defence behind the conditional UPDATEs of the billing service (DESIGN money rules).
    check("users_available_tokens_check", sql`${table.availableTokens} >= 0`),
    check("users_free_usages_used_check", sql`${table.freeUsagesUsed} >= 0`),
    check("users_free_usages_allowed_check", sql`${table.freeUsagesAllowed} >= 0`),
    // Admin console: the newest-first list and new users per day.
    index("users_created_idx").on(table.createdAt, table.id),
    // Admin search: "contains" on searchText through pg_trgm (migration 0003 creates the extension).
    index("users_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    check("users_birth_month_check", sql`${table.birthMonth} between 1 and 12`),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
