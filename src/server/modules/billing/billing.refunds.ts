import { sql } from "drizzle-orm";
import { CLASS_POOL_TRANSFER_OPERATION } from "./billing.operations";
import { queryRows, toNumber, type TDbOrTx } from "./billing.sql";

/**
 * Refunds, disputes and won disputes (issue 25): whatever order Gumroad's pings arrive in, and
 * however often, a purchase ends in the state the facts about its sale call for, reached once.
 * The facts (gumroad_sale_states) only ever turn on; a purchase is "taken back" while its sale
 * is refunded, or disputed and the dispute not won. Bringing a purchase to that state takes back
 * its unspent tokens (once) or, after a won dispute, gives them back (once). A fact that arrives
 * before its sale waits in gumroad_sale_states and is applied when the sale is credited.
 */

export interface TSaleFlags {
  refunded: boolean;
  disputed: boolean;
  disputeWon: boolean;
}

export const NO_SALE_FLAGS: TSaleFlags = { refunded: false, disputed: false, disputeWon: false };

/** Refunded, or charged back and the dispute not (yet) won: the purchase's tokens go back. */
export const isTakenBack = (flags: TSaleFlags): boolean => flags.refunded || (flags.disputed && !flags.disputeWon);

/**
 * Adds what a ping says to what we knew about its sale, and takes the sale's row lock for the
 * rest of the transaction: every ping of one sale goes through here first, so they run one after
 * another (a refund and its sale arriving together cannot both miss each other).
 */
export async function recordSaleFlags(options: { tx: TDbOrTx; saleId: string; flags: TSaleFlags; now: Date }): Promise<TSaleFlags> {
  const { flags } = options;
  const now = options.now.toISOString();
  const [row] = await queryRows<{ refunded: boolean; disputed: boolean; dispute_won: boolean }>(
    options.tx,
    sql`
    INSERT INTO gumroad_sale_states (sale_id, refunded, disputed, dispute_won, first_seen_at, updated_at)
    VALUES (${options.saleId}, ${flags.refunded}, ${flags.disputed}, ${flags.disputeWon}, ${now}::timestamptz, ${now}::timestamptz)
    ON CONFLICT (sale_id) DO UPDATE SET
      refunded = gumroad_sale_states.refunded OR excluded.refunded,
      disputed = gumroad_sale_states.disputed OR excluded.disputed,
      dispute_won = gumroad_sale_states.dispute_won OR excluded.dispute_won,
      updated_at = excluded.updated_at
    RETURNING refunded, disputed, dispute_won`,
  );
  if (!row) throw new Error("gumroad_sale_states upsert returned no row");
  return { refunded: Boolean(row.refunded), disputed: Boolean(row.disputed), disputeWon: Boolean(row.dispute_won) };
}

export type TSaleStateOutcome =
  | { kind: "taken-back"; purchaseId: number; tokens: number }
  | { kind: "given-back"; purchaseId: number; tokens: number }
  | { kind: "unchanged"; isTakenBack: boolean }
  /** No purchase for this sale yet: the facts wait for it. */
  | { kind: "no-purchase" };

/** Brings the sale's purchase (if any) to the state its facts call for, inside the caller's transaction. */
export async function applySaleState(options: { tx: TDbOrTx; saleId: string; flags: TSaleFlags; now: Date }): Promise<TSaleStateOutcome> {
  const { tx, saleId } = options;
  const [purchase] = await queryRows<{ id: number; user_id: number | null; is_taken_back: boolean }>(
    tx,
    sql`SELECT id, user_id, refunded_at IS NOT NULL AS is_taken_back FROM token_purchases WHERE gumroad_purchase_id = ${saleId} FOR UPDATE`,
  );
  if (!purchase) return { kind: "no-purchase" };
  const shouldBeTakenBack = isTakenBack(options.flags);
  if (shouldBeTakenBack === Boolean(purchase.is_taken_back)) return { kind: "unchanged", isTakenBack: shouldBeTakenBack };
  if (shouldBeTakenBack) {
    const tokens = await takeBackPurchase({ tx, purchaseId: purchase.id, userId: purchase.user_id, now: options.now });
    return { kind: "taken-back", purchaseId: purchase.id, tokens };
  }
  return { kind: "given-back", purchaseId: purchase.id, tokens: await giveBackPurchase({ tx, purchaseId: purchase.id }) };
}

/**
 * Takes back what is still unspent of a purchase: the purchase's tokens capped by what the user
 * holds now, balance and running generations' holds together (docs/decisions/110; issue 25: a
 * hold is not spent until its generation is charged, so a refund takes it too, newest hold
 * first). A sale moved into a class pool (issue 32, `class_id`) is taken back from what is left
 * of that pool first (takeBackFromClassPool), and only the rest from the buyer. Tokens already
 * spent are not clawed back; nothing goes below zero. An unclaimed purchase is marked wholly
 * taken back (nothing was ever credited from it).
 */
async function takeBackPurchase(options: { tx: TDbOrTx; purchaseId: number; userId: number | null; now: Date }): Promise<number> {
  const { tx, purchaseId, userId } = options;
  const now = options.now.toISOString();
  if (userId === null) {
    const [row] = await queryRows<{ taken: unknown }>(tx, sql`
      UPDATE token_purchases SET tokens_refunded = tokens_purchased, refunded_at = ${now}::timestamptz
      WHERE id = ${purchaseId} RETURNING tokens_refunded AS taken`);
    return toNumber(row?.taken);
  }
  const fromPool = await takeBackFromClassPool({ tx, purchaseId, userId, now: options.now });
  // Lock order everywhere: the user row, then their holds (generation settle and release too).
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  await tx.execute(sql`SELECT id FROM generation_reservations WHERE user_id = ${userId} AND kind = 'tokens' FOR UPDATE`);
  // Data-modifying CTEs all run, read or not (PostgreSQL), and see the rows as the statement began.
  const [row] = await queryRows<{ taken: unknown }>(tx, sql`
    WITH held AS (
      SELECT COALESCE(SUM(tokens), 0)::bigint AS tokens FROM generation_reservations WHERE user_id = ${userId} AND kind = 'tokens'
    ), plan AS (
      SELECT u.id,
        LEAST(p.tokens_purchased - ${fromPool}::bigint, u.available_tokens + h.tokens) AS take,
        LEAST(p.tokens_purchased - ${fromPool}::bigint, u.available_tokens) AS from_balance
      FROM users u, held h, token_purchases p WHERE u.id = ${userId} AND p.id = ${purchaseId}
    ), debited AS (
      UPDATE users u SET available_tokens = u.available_tokens - plan.from_balance
      FROM plan WHERE u.id = plan.id
      RETURNING plan.take - plan.from_balance AS from_holds
    ), ordered AS (
      SELECT id, tokens,
        COALESCE(SUM(tokens) OVER (ORDER BY id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM generation_reservations WHERE user_id = ${userId} AND kind = 'tokens'
    ), shrunk AS (
      UPDATE generation_reservations r SET tokens = r.tokens - LEAST(o.tokens, d.from_holds - o.before)
      FROM ordered o, debited d WHERE r.id = o.id AND o.before < d.from_holds
      RETURNING r.id
    )
    UPDATE token_purchases t SET
      tokens_refunded = ${fromPool}::bigint + COALESCE((SELECT take FROM plan), 0),
      refunded_at = ${now}::timestamptz
    WHERE t.id = ${purchaseId}
    RETURNING t.tokens_refunded AS taken`);
  return toNumber(row?.taken);
}

/**
 * The class-pool part of taking back a purchase (issue 32): up to the purchase's tokens from what
 * is left in the pool of the class it was moved into, never below zero. Holds of pupils'
 * generations still running are left alone: they were debited from the pool when taken, they
 * settle against their own hold (billing.service settleClassReservation), and what they do not
 * use returns to the pool. The pool's tokens go back to the buyer and out again as the refund, so
 * the buyer's ledger records them as a negative `class-pool` move (as deleting a class does) and
 * their purchases still add up. The class is locked before the buyer's row (the order a class
 * sale, class holds and deleting a class take). A class deleted meanwhile gave its pool back to
 * the teacher already: then nothing comes from here and the buyer's balance covers it.
 */
async function takeBackFromClassPool(options: { tx: TDbOrTx; purchaseId: number; userId: number; now: Date }): Promise<number> {
  const { tx, purchaseId, userId } = options;
  const [row] = await queryRows<{ taken: unknown }>(tx, sql`
    WITH target AS (
      SELECT c.id, LEAST(p.tokens_purchased, c.pool_tokens) AS take
      FROM token_purchases p JOIN classes c ON c.id = p.class_id
      WHERE p.id = ${purchaseId}
      FOR UPDATE OF c
    )
    UPDATE classes c SET pool_tokens = c.pool_tokens - t.take
    FROM target t WHERE c.id = t.id
    RETURNING t.take AS taken`);
  const taken = toNumber(row?.taken);
  if (taken > 0) {
    await tx.execute(sql`
      INSERT INTO token_usage (user_id, tokens_used, operation, created_at)
      VALUES (${userId}, ${-taken}::bigint, ${CLASS_POOL_TRANSFER_OPERATION}, ${options.now.toISOString()}::timestamptz)`);
  }
  return taken;
}

/** A won dispute: what the dispute took back returns to the buyer (or waits for an unclaimed purchase's claim). */
async function giveBackPurchase(options: { tx: TDbOrTx; purchaseId: number }): Promise<number> {
  const [row] = await queryRows<{ given: unknown }>(options.tx, sql`
    WITH p AS (
      SELECT id, user_id, tokens_refunded FROM token_purchases WHERE id = ${options.purchaseId}
    ), credited AS (
      UPDATE users u SET available_tokens = u.available_tokens + p.tokens_refunded FROM p WHERE u.id = p.user_id RETURNING u.id
    )
    UPDATE token_purchases t SET tokens_refunded = 0, refunded_at = NULL
    FROM p WHERE t.id = p.id
    RETURNING p.tokens_refunded AS given`);
  return toNumber(row?.given);
}
