import * as z from "zod/mini";

/**
 * The answers every visitor's first page load asks for (GET /api/config, /api/payments/offer,
 * /api/testimonials), written with zod's small functional build. The browser validates them
 * before any page can answer, so they must not bring the whole of zod (about 23 KB compressed)
 * with them: the rest of the contract, in zod's full API, loads with the first call that needs it.
 * The server and the other schemas use these same definitions (config.ts, billing.ts,
 * testimonials.ts re-export them).
 */

/**
 * GET /api/config: what the client needs to choose a sign-in method: Google's script (client
 * id set), the redirect fallback (script blocked), or the local test-login dialog.
 */
export const ZPublicConfig = z.object({
  googleClientId: z.nullable(z.string()),
  testLoginEnabled: z.boolean(),
  /** Where upgrade controls go: Gumroad's storefront, the local test checkout's path, or null. */
  checkoutUrl: z.optional(z.nullable(z.string())),
  /** MONTHLY_TOKEN_LIMIT; 0 = no limit. */
  monthlyTokenLimit: z.optional(z.int()),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** GET /api/payments/offer: the price, the tokens in a pack (the live setting) and where to buy. */
export const ZPaymentOffer = z.object({
  priceUsd: z.number(),
  tokensPerPack: z.int(),
  /** Gumroad's storefront, the local test checkout's path, or null when buying is not set up. */
  checkoutUrl: z.nullable(z.string()),
  isTestCheckout: z.boolean(),
  libraryUrl: z.string(),
  monthlyTokenLimit: z.int(),
});
export type TPaymentOffer = z.infer<typeof ZPaymentOffer>;

/** A testimonial as the public sees it (only published ones given with permission). */
export const ZPublicTestimonial = z.object({
  id: z.int(),
  quote: z.string(),
  attribution: z.string(),
  givenOn: z.string(),
});
export type TPublicTestimonial = z.infer<typeof ZPublicTestimonial>;

/** Answer of GET /api/testimonials. */
export const ZPublicTestimonialList = z.object({ testimonials: z.array(ZPublicTestimonial) });
export type TPublicTestimonialList = z.infer<typeof ZPublicTestimonialList>;

/** A JSON array whose rows the caller reads leniently itself. */
export const ZUnknownList = z.array(z.unknown());
