import { bigint, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * SPEC 3 "token_purchases": the credit side of the token ledger. The Gumroad sale id and order
 * number are unique so a replayed Ping webhook can never credit twice (DESIGN money rules).
 */
export const tokenPurchases = pgTable(
  "token_purchases",
  {
    id: serial("id").primaryKey(),
    // Restrict, not cascade: purchase records are financial history. Nullable because deleting an
    // account keeps its purchases only as anonymised accounting records, detached from anyone
    // (issue 16; account-data.service sets it to null in the deleting transaction).
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    amountUsd: numeric("amount_usd", { precision: 10, scale: 2 }).notNull(),
    tokensPurchased: bigint("tokens_purchased", { mode: "number" }).notNull(),
    /** Gumroad's sale_id. */
    gumroadPurchaseId: text("gumroad_purchase_id").unique(),
    gumroadSubscriptionId: text("gumroad_subscription_id"),
    gumroadProductId: text("gumroad_product_id"),
    gumroadProductName: text("gumroad_product_name"),
    gumroadOrderNumber: text("gumroad_order_number").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("token_purchases_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Admin stats: revenue this month and per day.
    index("token_purchases_created_idx").on(table.createdAt),
  ],
);

export type TTokenPurchaseRow = typeof tokenPurchases.$inferSelect;
