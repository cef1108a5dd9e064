import { eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { applySale, getTokensPerPack, PACK_PRICE_CENTS, tokensForPrice } from "../billing/billing.purchases";
import { classPoolPassOn } from "../classes/class-pool.transfer";
import { GumroadApiUnavailable, type TGumroadApiClient } from "./gumroad-api.client";
import type { TGumroadSale } from "./gumroad-ping.parse";

/**
 * What a Gumroad ping does: checks (seller, test sale, product), confirmation through Gumroad's
 * API when a token is configured, then one billing call that credits the sale and applies its
 * refund, dispute or won dispute, in any order (issue 25). Knows nothing of HTTP
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
  /** The schools' product (also in `product`) and its price for one pack (issue 32). */
  schools: { product: TProductRef; packPriceCents: number };
  /** The local test checkout's own product, when it is on: its test sales are accepted. */
  testCheckoutProduct: TProductRef | null;
  /** GUMROAD_ACCEPT_TEST. */
  acceptTest: boolean;
  /** Set with GUMROAD_ACCESS_TOKEN: the sale is confirmed through Gumroad's API. */
  api: TGumroadApiClient | undefined;
}

export type TWebhookOutcome =
  /** classId and poolTokens: the sale was bought for a class its buyer teaches, and went into its pool. */
  | { status: "credited"; purchaseId: number; tokens: number; classId?: number; poolTokens?: number }
  | { status: "kept-unclaimed"; purchaseId: number; tokens: number }
  | { status: "duplicate" }
  | { status: "refunded"; tokensTakenBack: number }
  | { status: "restored"; tokensGivenBack: number }
  | { status: "already-refunded" }
  | { status: "stored"; reason: string }
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
  // Asked of the ping, and again of the sale as Gumroad's API reports it (issue 25: a test sale
  // the ping did not admit to is still a test sale).
  const whyIgnored = (candidate: TGumroadSale): string | undefined => {
    if (candidate.isTest && !policy.acceptTest && !isTestCheckoutSale) return "test sale (set GUMROAD_ACCEPT_TEST=true to accept them)";
    if (!isTestCheckoutSale && isConfigured(policy.product) && !matches(candidate, policy.product)) return "not our product";
    return undefined;
  };
  const ignoredPing = whyIgnored(sale);
  if (ignoredPing !== undefined) return { status: "ignored", reason: ignoredPing };

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
    // Price, quantity, currency and refund state from Gumroad; our user and class ids only travel in the ping.
    sale = { ...lookup.sale, customUserId: sale.customUserId, classId: sale.classId, resourceName: sale.resourceName, isTest: sale.isTest || lookup.sale.isTest };
    checkSeller(sale);
    const ignoredSale = whyIgnored(sale);
    if (ignoredSale !== undefined) return { status: "ignored", reason: ignoredSale };
  }

  const flags = { refunded: sale.refunded, disputed: sale.disputed, disputeWon: sale.disputeWon };
  const hasNews = flags.refunded || flags.disputed || flags.disputeWon;
  const packPriceCents = isConfigured(policy.schools.product) && matches(sale, policy.schools.product) ? policy.schools.packPriceCents : PACK_PRICE_CENTS;
  const tokens = sale.currency === "usd" ? tokensForPrice(sale.priceCents, await getTokensPerPack(db), packPriceCents) : 0;
  if (tokens <= 0 && !hasNews) return { status: "ignored", reason: sale.currency !== "usd" ? `currency ${sale.currency} is not sold here` : "nothing paid" };

  const owner = tokens <= 0 ? null : await findOwner(db, sale);
  // Bought for a class (issue 32): credited to the buyer, then on into the class's pool, in one transaction.
  const forClass = sale.classId !== null && owner !== null ? classPoolPassOn({ classId: sale.classId, buyerId: owner, now }) : undefined;
  // Whatever this ping is (the sale, its refund, a dispute, a won dispute), it carries the sale:
  // credited once, and brought to what every ping so far says about it (issue 25).
  const outcome = await applySale({
    db,
    saleId: sale.saleId,
    flags,
    ...(forClass !== undefined ? { passOn: forClass } : {}),
    purchase:
      tokens <= 0
        ? null
        : {
            userId: owner,
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
    now,
  });
  switch (outcome.kind) {
    case "credited": {
      const poolTokens = forClass?.moved() ?? null;
      const toClass = poolTokens !== null && sale.classId !== null ? { classId: sale.classId, poolTokens } : {};
      return { status: "credited", purchaseId: outcome.purchaseId, tokens: outcome.tokens, ...toClass };
    }
    case "kept-unclaimed":
      return { status: outcome.kind, purchaseId: outcome.purchaseId, tokens: outcome.tokens };
    case "taken-back":
      return { status: "refunded", tokensTakenBack: outcome.tokens };
    case "given-back":
      return { status: "restored", tokensGivenBack: outcome.tokens };
    case "already-taken-back":
      return { status: "already-refunded" };
    case "stored":
      return { status: "stored", reason: "kept until its sale arrives" };
    case "duplicate":
      return { status: "duplicate" };
  }
}
