import { z } from "zod";
import { lastPathSegment, type TGumroadSale } from "./gumroad-ping.parse";

/**
 * Gumroad API v2, the one call the webhook needs: GET /v2/sales/:id (scope view_sales). A ping
 * proves only that someone knows our webhook URL; the sale as Gumroad's API reports it is what
 * gets credited. The base URL is configurable so tests point this real client at a local fake.
 */

export class GumroadApiUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GumroadApiUnavailable";
  }
}

const ZApiSale = z
  .object({
    id: z.string(),
    email: z.string().optional(),
    purchase_email: z.string().optional(),
    seller_id: z.string().optional(),
    created_at: z.string().optional(),
    product_id: z.string().optional(),
    product_name: z.string().optional(),
    product_permalink: z.string().optional(),
    price: z.number().int().nonnegative(),
    currency_symbol: z.string().optional(),
    quantity: z.number().int().positive().optional(),
    order_id: z.union([z.number(), z.string()]).optional(),
    subscription_id: z.string().nullable().optional(),
    refunded: z.boolean().optional(),
    partially_refunded: z.boolean().optional(),
    chargedback: z.boolean().optional(),
    disputed: z.boolean().optional(),
    dispute_won: z.boolean().optional(),
    test: z.boolean().optional(),
  })
  .loose();

const ZSaleAnswer = z.object({ success: z.boolean(), sale: ZApiSale.optional(), message: z.string().optional() }).loose();

/** Gumroad's API gives a currency symbol, not a code; only US dollars are sold here. */
const USD_SYMBOLS = new Set(["$", "US$"]);

export type TSaleLookup = { kind: "found"; sale: Omit<TGumroadSale, "customUserId" | "classId" | "resourceName"> } | { kind: "not-found"; message: string };

export interface TGumroadApiClient {
  getSale(saleId: string): Promise<TSaleLookup>;
}

export function createGumroadApiClient(options: { baseUrl: string; accessToken: string; timeoutMs?: number; fetch?: typeof fetch }): TGumroadApiClient {
  const doFetch = options.fetch ?? fetch;
  return {
    async getSale(saleId) {
      let res: Response;
      try {
        res = await doFetch(`${options.baseUrl}/v2/sales/${encodeURIComponent(saleId)}`, {
          headers: { authorization: `Bearer ${options.accessToken}`, accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new GumroadApiUnavailable(`Gumroad's API could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      const body: unknown = await res.json().catch(() => undefined);
      const parsed = ZSaleAnswer.safeParse(body);
      if (res.status === 404 || (parsed.success && !parsed.data.success && res.status < 500 && res.status !== 401 && res.status !== 429)) {
        return { kind: "not-found", message: parsed.success ? (parsed.data.message ?? "sale not found") : "sale not found" };
      }
      if (!res.ok || !parsed.success || !parsed.data.sale) {
        // 401 (token revoked), 429, 5xx or an answer we cannot read: try again later, credit nothing now.
        throw new GumroadApiUnavailable(`Gumroad's API answered ${res.status} for sale ${saleId}`);
      }
      const sale = parsed.data.sale;
      return {
        kind: "found",
        sale: {
          saleId: sale.id,
          orderNumber: sale.order_id === undefined ? null : String(sale.order_id),
          saleTimestamp: sale.created_at ? new Date(sale.created_at) : null,
          sellerId: sale.seller_id ?? null,
          productId: sale.product_id ?? null,
          productPermalinks: sale.product_permalink ? [lastPathSegment(sale.product_permalink)] : [],
          productName: sale.product_name ?? null,
          email: sale.purchase_email ?? sale.email ?? "",
          priceCents: sale.price,
          currency: sale.currency_symbol === undefined || USD_SYMBOLS.has(sale.currency_symbol) ? "usd" : sale.currency_symbol,
          quantity: sale.quantity ?? 1,
          subscriptionId: sale.subscription_id ?? null,
          isTest: sale.test ?? false,
          refunded: Boolean(sale.refunded),
          disputed: Boolean(sale.disputed) || Boolean(sale.chargedback) || Boolean(sale.dispute_won),
          disputeWon: Boolean(sale.dispute_won),
        },
      };
    },
  };
}
