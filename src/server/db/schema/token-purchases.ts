import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * SPEC 3 "token_purchases": the credit side of the token ledger. The Gumroad sale id and order
 * number are unique so a replayed Ping webhook can never credit twice (DESIGN money rules).
 *
 * A purchase whose buyer has no account yet is kept with `userId` null and the buyer's e-mail;
 * it is credited (and `userId` set) when a user with that e-mail signs in. A refund or dispute
 * takes back the still-unspent part once: `tokensRefunded` records how much, `refundedAt` when.
 * Ledger identity per user: sum(tokensPurchased) = availableTokens + paid spends + sum(tokensRefunded).
 */
export const tokenPurchases = pgTable(
  "token_purchases",
  {
    id: serial("id").primaryKey(),
    // Restrict, not cascade: purchase records are financial history. Nullable because deleting an
    // account keeps its purchases only as anonymised accounting records, detached from anyone
    // (issue 16; account-data.service sets it to null in the deleting transaction), and because a
    // purchase waits unclaimed until its buyer signs in (issue 10).
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    amountUsd: numeric("amount_usd", { precision: 10, scale: 2 }).notNull(),
    tokensPurchased: bigint("tokens_purchased", { mode: "number" }).notNull(),
    /** Gumroad's sale_id. */
    gumroadPurchaseId: text("gumroad_purchase_id").unique(),
    gumroadSubscriptionId: text("gumroad_subscription_id"),
    gumroadProductId: text("gumroad_product_id"),
    gumroadProductName: text("gumroad_product_name"),
    gumroadOrderNumber: text("gumroad_order_number").unique(),
    /** Lower-cased buyer e-mail from the sale: how an unclaimed purchase finds its owner. */
    buyerEmail: text("buyer_email"),
    quantity: integer("quantity").notNull().default(1),
    /** A Gumroad test sale (accepted only with GUMROAD_ACCEPT_TEST or from the local test checkout). */
    isTest: boolean("is_test").notNull().default(false),
    /**
     * The class whose pool this sale was moved into (issue 32), null for any other sale. A refund
     * or lost dispute takes back from that pool first. No foreign key, on purpose: the purchase is
     * financial history that outlives its class (a class id is never reused), and deleting a class
     * must not have to lock purchase rows, which a refund locks before the class.
     */
    classId: integer("class_id"),
    tokensRefunded: bigint("tokens_refunded", { mode: "number" }).notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("token_purchases_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Admin stats: revenue this month and per day.
    index("token_purchases_created_idx").on(table.createdAt),
    index("token_purchases_unclaimed_email_idx").on(table.buyerEmail).where(sql`${table.userId} IS NULL`),
    check("token_purchases_tokens_check", sql`${table.tokensPurchased} >= 0`),
    check("token_purchases_refunded_check", sql`${table.tokensRefunded} >= 0 AND ${table.tokensRefunded} <= ${table.tokensPurchased}`),
  ],
);

export type TTokenPurchaseRow = typeof tokenPurchases.$inferSelect;
