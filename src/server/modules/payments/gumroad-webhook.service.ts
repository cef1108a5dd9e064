import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { creditPurchase, getTokensPerPack, refundPurchase, tokensForPrice } from "../billing/billing.purchases";
import { GumroadApiUnavailable, type TGumroadApiClient } from "./gumroad-api.client";
import type { TGumroadSale } from "./gumroad-ping.parse";

/**
 * What a Gumroad ping does: checks (seller, test sale, product), confirmation through Gumroad's
 * API when a token is configured, then one billing call (credit or refund). Knows nothing of HTTP
 * beyond the AppErrors it throws: 403 for another seller's ping, 503 while Gumroad's API cannot
 * confirm the sale (Gumroad retries the ping; nothing is credited meanwhile).
 */

export interface TProductRef {
  ids: string[];
  permalinks: string[];
}

export interface TWebhookPolicy {
  /** GUMROAD_SELLER_ID: pings of any other seller are refused. */
  sellerId: string | undefined;
  /** The product(s) sold here; empty lists accept any product of the seller. */
  product: TProductRef;
  /** The local test checkout's own product, when it is on: its test sales are accepted. */
  testCheckoutProduct: TProductRef | null;
  /** GUMROAD_ACCEPT_TEST. */
  acceptTest: boolean;
  /** Set with GUMROAD_ACCESS_TOKEN: the sale is confirmed through Gumroad's API. */
  api: TGumroadApiClient | undefined;
}

export type TWebhookOutcome =
  | { status: "credited"; purchaseId: number; tokens: number }
  | { status: "kept-unclaimed"; purchaseId: number; tokens: number }
  | { status: "duplicate" }
  | { status: "refunded"; tokensTakenBack: number }
  | { status: "already-refunded" }
  | { status: "ignored"; reason: string };

const matches = (sale: TGumroadSale, product: TProductRef): boolean =>
  (sale.productId !== null && product.ids.includes(sale.productId)) || sale.productPermalinks.some((permalink) => product.permalinks.includes(permalink));

const isConfigured = (product: TProductRef) => product.ids.length > 0 || product.permalinks.length > 0;

/** The user a sale belongs to: custom_user_id when that user exists, else the buyer's e-mail, else nobody yet. */
async function findOwner(db: TDb, sale: TGumroadSale): Promise<number | null> {
  if (sale.customUserId !== null) {
    const [byId] = await db.select({ id: users.id }).from(users).where(eq(users.id, sale.customUserId)).limit(1);
    if (byId) return byId.id;
  }
  const email = sale.email.trim().toLowerCase();
  if (email === "") return null;
  const [byEmail] = await db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`).limit(1);
  return byEmail?.id ?? null;
}

export async function handleGumroadSale(options: { db: TDb; policy: TWebhookPolicy; ping: TGumroadSale; now: Date }): Promise<TWebhookOutcome> {
  const { db, policy, now } = options;
  let sale = options.ping;

  const checkSeller = (candidate: TGumroadSale) => {
    if (policy.sellerId !== undefined && candidate.sellerId !== policy.sellerId) {
      throw new AppError("wrong_seller", 403, "This ping belongs to another Gumroad seller.");
    }
  };
  checkSeller(sale);

  const isTestCheckoutSale = policy.testCheckoutProduct !== null && matches(sale, policy.testCheckoutProduct);
  if (sale.isTest && !policy.acceptTest && !isTestCheckoutSale) return { status: "ignored", reason: "test sale (set GUMROAD_ACCEPT_TEST=true to accept them)" };
  if (!isTestCheckoutSale && isConfigured(policy.product) && !matches(sale, policy.product)) return { status: "ignored", reason: "not our product" };

  // The local test checkout's sales exist only here; every other sale is confirmed with Gumroad.
  if (policy.api !== undefined && !isTestCheckoutSale) {
    let lookup;
    try {
      lookup = await policy.api.getSale(sale.saleId);
    } catch (error) {
      if (error instanceof GumroadApiUnavailable) {
        console.warn(`Gumroad ping for sale ${sale.saleId} not confirmed yet: ${error.message}`);
        throw new AppError("gumroad_unavailable", 503, "Gumroad's API could not confirm this sale right now; please retry.", {}, { "Retry-After": "60" });
      }
      throw error;
    }
    if (lookup.kind === "not-found") return { status: "ignored", reason: `Gumroad does not know this sale (${lookup.message})` };
    // Price, quantity, currency and refund state from Gumroad; our user id only travels in the ping.
    sale = { ...lookup.sale, customUserId: sale.customUserId, resourceName: sale.resourceName, isTest: sale.isTest || lookup.sale.isTest };
    checkSeller(sale);
    if (isConfigured(policy.product) && !matches(sale, policy.product)) return { status: "ignored", reason: "not our product" };
  }

  if (sale.isRefunded) {
    const refund = await refundPurchase({ db, saleId: sale.saleId, now });
    if (refund.kind === "taken-back") return { status: "refunded", tokensTakenBack: refund.tokens };
    if (refund.kind === "already-refunded") return { status: "already-refunded" };
    return { status: "ignored", reason: "refunded sale that was never credited" };
  }
  if (sale.resourceName === "dispute_won") return { status: "ignored", reason: "dispute won: nothing to change" };
  if (sale.currency !== "usd") return { status: "ignored", reason: `currency ${sale.currency} is not sold here` };

  const tokens = tokensForPrice(sale.priceCents, await getTokensPerPack(db));
  if (tokens <= 0) return { status: "ignored", reason: "nothing paid" };

  const outcome = await creditPurchase({
    db,
    purchase: {
      userId: await findOwner(db, sale),
      buyerEmail: sale.email,
      saleId: sale.saleId,
      orderNumber: sale.orderNumber,
      subscriptionId: sale.subscriptionId,
      productId: sale.productId,
      productName: sale.productName,
      priceCents: sale.priceCents,
      quantity: sale.quantity,
      tokens,
      isTest: sale.isTest,
      createdAt: sale.saleTimestamp ?? now,
    },
  });
  if (outcome.kind === "duplicate") return { status: "duplicate" };
  return { status: outcome.kind, purchaseId: outcome.purchaseId, tokens: outcome.tokens };
}
