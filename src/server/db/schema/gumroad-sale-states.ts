import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What Gumroad has told us about each sale, whatever order its pings came in (issue 25): a
 * refund, a dispute, a won dispute. Each flag only ever turns on, so replays and any order of
 * pings end in the same state; the purchase row (token_purchases) is brought to that state when
 * it exists, or when its sale arrives later. Every ping of one sale takes this row's lock first,
 * which puts them one after another. Holds no personal data: a sale id and three facts.
 */
export const gumroadSaleStates = pgTable("gumroad_sale_states", {
  saleId: text("sale_id").primaryKey(),
  refunded: boolean("refunded").notNull().default(false),
  disputed: boolean("disputed").notNull().default(false),
  disputeWon: boolean("dispute_won").notNull().default(false),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TGumroadSaleStateRow = typeof gumroadSaleStates.$inferSelect;
