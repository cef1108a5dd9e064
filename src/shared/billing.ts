import { z } from "zod";

/** SPEC 1 and 9: one purchase is $5 USD; the tokens it buys are a live setting (TOKENS_PER_FIVE_USD). */
export const PACK_PRICE_USD = 5;
/** Gumroad's purchase library, where buyers find their receipts (SPEC 2 /account). */
export const GUMROAD_LIBRARY_URL = "https://app.gumroad.com/library";
/** The local test checkout's page (stands in for Gumroad's storefront outside production). */
export const TEST_CHECKOUT_PATH = "/test-checkout";

/** Ledger lists are paged; this many rows come back unless `limit` says otherwise. */
export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_MAX_LIMIT = 100;

const positiveWhole = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a whole number from 1")
    .transform(Number)
    .pipe(z.number().max(max, `may be at most ${max}`))
    .optional()
    .default(fallback);

/** GET /api/user/token-purchases and /api/user/token-usage query. */
export const ZLedgerQuery = z.object({ page: positiveWhole(1_000_000, 1), limit: positiveWhole(LEDGER_MAX_LIMIT, LEDGER_PAGE_SIZE) });
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

/** One row of GET /api/user/token-purchases (SPEC 3 token_purchases, camelCase, ISO dates). */
export const ZTokenPurchase = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  amountUsd: z.number(),
  tokensPurchased: z.number().int(),
  gumroadPurchaseId: z.string().nullable(),
  gumroadSubscriptionId: z.string().nullable(),
  gumroadProductId: z.string().nullable(),
  gumroadProductName: z.string().nullable(),
  gumroadOrderNumber: z.string().nullable(),
  quantity: z.number().int(),
  tokensRefunded: z.number().int(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTokenPurchase = z.infer<typeof ZTokenPurchase>;

/** One row of GET /api/user/token-usage (SPEC 3 token_usage). */
export const ZTokenUsage = z.object({
  id: z.number().int(),
  blockGenerationId: z.number().int().nullable(),
  tokensUsed: z.number().int(),
  operation: z.string(),
  createdAt: z.string(),
});
export type TTokenUsage = z.infer<typeof ZTokenUsage>;

export { ZPaymentOffer, type TPaymentOffer } from "./public-contract";

/** POST /api/subscription/verify. */
export const ZVerifySubscriptionRequest = z.object({ subscriptionId: z.string().max(200).optional() }).loose();
export const ZVerifySubscriptionResponse = z.object({ isSubscribed: z.boolean(), subscriptionId: z.string().nullable() });

/** POST /api/payments/test-checkout: the local test checkout's "Pay (test)". */
export const ZTestCheckoutRequest = z.strictObject({
  email: z.email("Please enter the buyer's e-mail").max(320),
  customUserId: z.union([z.number().int().positive(), z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number)]).optional(),
  quantity: z.number().int().min(1).max(20).default(1),
  /** Issue 32: bought for this class (the teacher dashboard's link), carried as Gumroad's class_id custom field. */
  classId: z.union([z.number().int().positive(), z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number)]).optional(),
});
export const ZTestCheckoutResponse = z.object({
  status: z.string(),
  saleId: z.string(),
  orderNumber: z.string(),
  tokens: z.number().int(),
  /** The tokens went into a class's pool (a sale bought for a class its buyer teaches). */
  toClass: z.boolean().optional(),
});
export type TTestCheckoutResponse = z.infer<typeof ZTestCheckoutResponse>;
