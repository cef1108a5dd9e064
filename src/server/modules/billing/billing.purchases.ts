import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { SETTING_KEYS } from "../../db/schema";
import { getNumericSetting } from "../settings/settings.service";
import { CLASS_POOL_TRANSFER_OPERATION, PAID_GENERATION_OPERATION } from "./billing.operations";
import { applySaleState, recordSaleFlags, type TSaleFlags } from "./billing.refunds";
import { queryRows, toNumber, type TDbOrTx } from "./billing.sql";

/**
 * The credit side of the billing service (DESIGN "Money and usage rules"): purchases credited,
 * refunds and disputes applied in any order (billing.refunds.ts), unclaimed purchases claimed. Each change is one SQL statement whose
 * data-modifying CTEs write the ledger row (token_purchases) and the balance together, so a
 * crash can never leave one without the other, and nothing reads a balance into JS to write it
 * back.
 */

/** SPEC 1 and 9: one pack is $5 USD. */
export const PACK_PRICE_CENTS = 500;
export const DEFAULT_TOKENS_PER_PACK = 1_000_000;

// The ledger's operation names live in billing.operations (refunds need them too); re-exported for existing callers.
export { CLASS_GENERATION_OPERATION, CLASS_POOL_TRANSFER_OPERATION, FREE_GENERATION_OPERATION, PAID_GENERATION_OPERATION } from "./billing.operations";

export async function getTokensPerPack(db: TDb): Promise<number> {
  return getNumericSetting({ db, key: SETTING_KEYS.tokensPerFiveUsd, fallback: DEFAULT_TOKENS_PER_PACK });
}

/**
 * Tokens for a price: packs x the current setting, pro rata for a price that is not a whole
 * number of packs, and always rounded down (a buyer is never credited for money not paid).
 * `packPriceCents`: what one pack costs on the product sold ($5, or the schools' price).
 */
export function tokensForPrice(priceCents: number, tokensPerPack: number, packPriceCents: number = PACK_PRICE_CENTS): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0 || tokensPerPack <= 0 || !Number.isSafeInteger(packPriceCents) || packPriceCents <= 0) return 0;
  return Number((BigInt(priceCents) * BigInt(Math.floor(tokensPerPack))) / BigInt(packPriceCents));
}

export interface TPurchaseToCredit {
  /** Null keeps it as an unclaimed purchase for `buyerEmail`. */
  userId: number | null;
  buyerEmail: string;
  saleId: string;
  orderNumber: string | null;
  subscriptionId: string | null;
  productId: string | null;
  productName: string | null;
  priceCents: number;
  quantity: number;
  tokens: number;
  isTest: boolean;
  createdAt: Date;
}

export type TCreditOutcome =
  | { kind: "credited"; purchaseId: number; userId: number; tokens: number }
  | { kind: "kept-unclaimed"; purchaseId: number; tokens: number }
  | { kind: "duplicate" };

/**
 * Records a sale and credits it, exactly once: the INSERT ... ON CONFLICT DO NOTHING on the
 * unique sale id (and order number) decides; a concurrent duplicate waits for the first
 * statement's commit and then inserts nothing, so it credits nothing.
 */
export async function creditPurchase(options: { db: TDbOrTx; purchase: TPurchaseToCredit }): Promise<TCreditOutcome> {
  const p = options.purchase;
  const amountUsd = (p.priceCents / 100).toFixed(2);
  const [row] = await queryRows<{ id: number; user_id: number | null; tokens: unknown; credited: number | null }>(
    options.db,
    sql`
    WITH inserted AS (
      INSERT INTO token_purchases (user_id, amount_usd, tokens_purchased, gumroad_purchase_id, gumroad_subscription_id,
        gumroad_product_id, gumroad_product_name, gumroad_order_number, buyer_email, quantity, is_test, created_at)
      VALUES (${p.userId}, ${amountUsd}::numeric, ${p.tokens}::bigint, ${p.saleId}, ${p.subscriptionId},
        ${p.productId}, ${p.productName}, ${p.orderNumber}, ${p.buyerEmail.trim().toLowerCase()}, ${p.quantity}, ${p.isTest},
        ${p.createdAt.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING id, user_id, tokens_purchased, gumroad_subscription_id, gumroad_purchase_id
    ), credited AS (
      UPDATE users u SET
        available_tokens = u.available_tokens + i.tokens_purchased,
        tokens_purchased = u.tokens_purchased + i.tokens_purchased,
        is_subscribed = true,
        subscription_id = COALESCE(u.subscription_id, i.gumroad_subscription_id, i.gumroad_purchase_id)
      FROM inserted i WHERE u.id = i.user_id
      RETURNING u.id
    )
    SELECT i.id, i.user_id, i.tokens_purchased AS tokens, (SELECT id FROM credited) AS credited FROM inserted i`,
  );
  if (!row) return { kind: "duplicate" };
  if (row.user_id === null) return { kind: "kept-unclaimed", purchaseId: row.id, tokens: toNumber(row.tokens) };
  if (row.credited === null) throw new Error(`creditPurchase: user ${row.user_id} vanished`);
  return { kind: "credited", purchaseId: row.id, userId: row.user_id, tokens: toNumber(row.tokens) };
}

export type TSaleOutcome =
  | TCreditOutcome
  | { kind: "taken-back"; purchaseId: number; tokens: number }
  | { kind: "given-back"; purchaseId: number; tokens: number }
  | { kind: "already-taken-back" }
  /** A refund or dispute for a sale not seen yet: kept, and applied when the sale arrives. */
  | { kind: "stored" };

/**
 * Where a sale's tokens go once credited to their buyer, in the sale's own transaction (issue 32:
 * a teacher's sale for a class moves on into its pool). `lock` runs before the credit touches
 * the buyer's row, so the locks come in the order the destination's other writers take them.
 */
export interface TCreditPassOn {
  lock: (tx: TDbOrTx) => Promise<void>;
  receive: (tx: TDbOrTx, credit: { purchaseId: number; userId: number; tokens: number }) => Promise<void>;
}

/**
 * One Gumroad ping's effect on money, in one transaction (issue 25): what it says about the sale
 * is added to what we knew (which also queues every ping of that sale behind this one), the sale
 * is credited if the ping carries one and it is new, and the purchase is brought to the state
 * the facts call for. Any order of a sale, its refund, a dispute and a won dispute, replayed or
 * simultaneous, ends in the same balances, each change made once.
 */
export async function applySale(options: { db: TDb; saleId: string; flags: TSaleFlags; purchase: TPurchaseToCredit | null; now: Date; passOn?: TCreditPassOn }): Promise<TSaleOutcome> {
  const { saleId, now, passOn } = options;
  return options.db.transaction(async (tx) => {
    const flags = await recordSaleFlags({ tx, saleId, flags: options.flags, now });
    if (passOn !== undefined && options.purchase !== null) await passOn.lock(tx);
    const credit: TCreditOutcome = options.purchase === null ? { kind: "duplicate" } : await creditPurchase({ db: tx, purchase: options.purchase });
    // Only a first credit moves on: a replayed ping credits nothing, so it passes nothing on.
    if (passOn !== undefined && credit.kind === "credited") await passOn.receive(tx, credit);
    const state = await applySaleState({ tx, saleId, flags, now });
    if (state.kind === "taken-back" || state.kind === "given-back") return state;
    if (credit.kind !== "duplicate") return credit;
    if (state.kind === "no-purchase") return { kind: "stored" };
    return state.isTakenBack ? { kind: "already-taken-back" } : { kind: "duplicate" };
  });
}

/**
 * At sign-in: purchases made with this e-mail before the account existed (or under another
 * address in the storefront's URL) become the user's, and their unrefunded tokens are credited
 * in the same statement. Answers how many purchases were claimed and the tokens credited.
 */
export async function claimUnclaimedPurchases(options: { db: TDbOrTx; userId: number; email: string }): Promise<{ claimed: number; credited: number }> {
  const email = options.email.trim().toLowerCase();
  const [row] = await queryRows<{ credited: unknown; claimed: unknown }>(
    options.db,
    sql`
    WITH claimed AS (
      UPDATE token_purchases SET user_id = ${options.userId}
      WHERE user_id IS NULL AND buyer_email = ${email}
      RETURNING tokens_purchased, tokens_refunded, gumroad_subscription_id, gumroad_purchase_id
    ), totals AS (
      SELECT COALESCE(SUM(tokens_purchased), 0) AS bought, COALESCE(SUM(tokens_purchased - tokens_refunded), 0) AS credit,
        MIN(COALESCE(gumroad_subscription_id, gumroad_purchase_id)) AS reference, COUNT(*) AS n
      FROM claimed
    )
    UPDATE users u SET
      available_tokens = u.available_tokens + t.credit,
      tokens_purchased = u.tokens_purchased + t.bought,
      is_subscribed = true,
      subscription_id = COALESCE(u.subscription_id, t.reference)
    FROM totals t WHERE u.id = ${options.userId} AND t.n > 0
    RETURNING t.credit AS credited, t.n AS claimed`,
  );
  return { claimed: toNumber(row?.claimed), credited: toNumber(row?.credited) };
}

/** The ledger's three sides for one user (tests assert purchased = available + spent + refundedBack). */
export async function readLedger(db: TDbOrTx, userId: number): Promise<{ purchased: number; available: number; spent: number; refundedBack: number; userTokensPurchased: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    SELECT
      (SELECT COALESCE(SUM(tokens_purchased), 0) FROM token_purchases WHERE user_id = ${userId}) AS purchased,
      (SELECT COALESCE(SUM(tokens_refunded), 0) FROM token_purchases WHERE user_id = ${userId}) AS refunded_back,
      (SELECT COALESCE(SUM(tokens_used), 0) FROM token_usage WHERE user_id = ${userId} AND operation IN (${PAID_GENERATION_OPERATION}, ${CLASS_POOL_TRANSFER_OPERATION})) AS spent,
      available_tokens, tokens_purchased
    FROM users WHERE id = ${userId}`,
  );
  return {
    purchased: toNumber(row?.purchased),
    available: toNumber(row?.available_tokens),
    spent: toNumber(row?.spent),
    refundedBack: toNumber(row?.refunded_back),
    userTokensPurchased: toNumber(row?.tokens_purchased),
  };
}
