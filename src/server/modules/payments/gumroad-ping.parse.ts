import { z } from "zod";

/**
 * Gumroad's Ping (and resource-subscription) payload, as documented at gumroad.com/ping: an
 * x-www-form-urlencoded POST whose dictionaries arrive as bracketed keys
 * (`url_params[custom_user_id]=42`, `custom_fields[custom_user_id]=42`, `card[visual]=...`).
 * `price` is in cents, booleans are the strings "true"/"false", and each custom field is also
 * repeated at the top level under its own name. JSON bodies with the same fields are accepted too.
 */

type TFormValue = string | Record<string, string>;

/** One level of brackets is all Gumroad sends; deeper or array keys are kept flat and ignored. */
export function parseFormBody(text: string): Record<string, TFormValue> {
  const result: Record<string, TFormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      const existing = result[outer];
      const dict = typeof existing === "object" ? existing : {};
      dict[inner] = value;
      result[outer] = dict;
    } else if (!(key in result) || typeof result[key] === "string") {
      result[key] = value;
    }
  }
  return result;
}

const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || String(value).trim() === "" ? undefined : String(value).trim()));
const flag = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || (typeof value === "string" && value.trim().toLowerCase() === "true"));
const cents = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const parsed = typeof value === "number" ? value : Number(value.trim());
    if (!Number.isSafeInteger(parsed) || parsed < 0) {
      ctx.addIssue({ code: "custom", message: "must be a whole number of cents" });
      return z.NEVER;
    }
    return parsed;
  });
const dict = z
  .union([z.record(z.string(), z.unknown()), z.string(), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? value : {}));

export const ZGumroadPing = z.object({
  sale_id: text.pipe(z.string().min(1, "sale_id is required").max(200)),
  order_number: optionalText,
  sale_timestamp: optionalText,
  seller_id: optionalText,
  product_id: optionalText,
  product_permalink: optionalText,
  short_product_id: optionalText,
  permalink: optionalText,
  product_name: optionalText,
  email: text.pipe(z.string().max(320)),
  price: cents,
  currency: optionalText,
  quantity: optionalText,
  subscription_id: optionalText,
  test: flag,
  refunded: flag,
  disputed: flag,
  dispute_won: flag,
  resource_name: optionalText,
  custom_user_id: optionalText,
  class_id: optionalText,
  url_params: dict,
  custom_fields: dict,
});

/** What the webhook decides on, from the ping or (with an access token) Gumroad's API. */
export interface TGumroadSale {
  saleId: string;
  orderNumber: string | null;
  saleTimestamp: Date | null;
  sellerId: string | null;
  productId: string | null;
  /** Every name the product goes by in the payload: short id, custom permalink, the URL's last part. */
  productPermalinks: string[];
  productName: string | null;
  email: string;
  priceCents: number;
  /** Lower-case ISO code, "usd" when Gumroad says nothing else. */
  currency: string;
  quantity: number;
  subscriptionId: string | null;
  isTest: boolean;
  /** What the ping (or Gumroad's API) says happened to the sale since; each only ever turns on. */
  refunded: boolean;
  disputed: boolean;
  disputeWon: boolean;
  resourceName: string | null;
  /** Our user id, from url_params or custom_fields (SPEC 7's custom_user_id). */
  customUserId: number | null;
  /** A class the buyer teaches, when the teacher dashboard's "buy for this class" link was used (issue 32). */
  classId: number | null;
}

export const lastPathSegment = (value: string): string => {
  try {
    return new URL(value).pathname.split("/").filter(Boolean).pop() ?? value;
  } catch {
    return value;
  }
};

/** A positive int4 id (ours: user or class), from the first candidate that holds one. */
const readId = (...candidates: unknown[]): number | null => {
  for (const candidate of candidates) {
    const raw = typeof candidate === "number" ? String(candidate) : typeof candidate === "string" ? candidate.trim() : "";
    if (/^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) return Number(raw);
  }
  return null;
};

const validDate = (value: string | undefined): Date | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Parses a raw payload into a sale; throws a ZodError (the route answers 400) when it is not a sale ping. */
export function readGumroadPing(payload: unknown): TGumroadSale {
  const ping = ZGumroadPing.parse(payload);
  const quantity = Number(ping.quantity ?? "1");
  const permalinks = [ping.short_product_id, ping.permalink, ping.product_permalink ? lastPathSegment(ping.product_permalink) : undefined].filter(
    (value): value is string => value !== undefined,
  );
  return {
    saleId: ping.sale_id,
    orderNumber: ping.order_number ?? null,
    saleTimestamp: validDate(ping.sale_timestamp),
    sellerId: ping.seller_id ?? null,
    productId: ping.product_id ?? null,
    productPermalinks: permalinks,
    productName: ping.product_name ?? null,
    email: ping.email,
    priceCents: ping.price,
    currency: (ping.currency ?? "usd").toLowerCase(),
    quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
    subscriptionId: ping.subscription_id ?? null,
    isTest: ping.test,
    refunded: ping.refunded || ping.resource_name === "refund",
    disputed: ping.disputed || ping.dispute_won || ping.resource_name === "dispute" || ping.resource_name === "dispute_won",
    disputeWon: ping.dispute_won || ping.resource_name === "dispute_won",
    resourceName: ping.resource_name ?? null,
    customUserId: readId(ping.url_params.custom_user_id, ping.custom_fields.custom_user_id, ping.custom_user_id),
    classId: readId(ping.url_params.class_id, ping.custom_fields.class_id, ping.class_id),
  };
}

/** The request body as an object: form-encoded (what Gumroad sends) or JSON. */
export async function readPingBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const raw = await request.text();
  if (type.includes("application/json")) return JSON.parse(raw) as unknown;
  return parseFormBody(raw);
}
