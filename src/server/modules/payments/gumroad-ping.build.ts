import { randomBytes, randomInt } from "node:crypto";

/**
 * Writes a Ping the way Gumroad does (gumroad.com/ping): form-encoded, price in cents, booleans
 * as "true"/"false", dictionaries as bracketed keys, each custom field also repeated at the top
 * level. The local test checkout sends these to our own webhook, and the webhook tests use the
 * same builder, so both exercise exactly the parser Gumroad's real pings go through.
 */

export interface TPingFields {
  saleId?: string;
  orderNumber?: string;
  sellerId: string;
  productId: string;
  productName: string;
  /** The storefront URL (product_permalink); its last path part is the short product id. */
  productUrl: string;
  email: string;
  priceCents: number;
  quantity?: number;
  currency?: string;
  saleTimestamp?: Date;
  test?: boolean;
  refunded?: boolean;
  disputed?: boolean;
  disputeWon?: boolean;
  resourceName?: "sale" | "refund" | "dispute" | "dispute_won";
  /** SPEC 7: our user id, carried in url_params and custom_fields. */
  customUserId?: number;
  /** Issue 32: the class whose pool the sale is for, carried like custom_user_id. */
  classId?: number;
  fullName?: string;
  ipCountry?: string;
}

/** Gumroad's sale ids look like base64 with "==" padding. */
export const newSaleId = (): string => `${randomBytes(16).toString("base64").replace(/\+/g, "-").replace(/\//g, "_")}`;
export const newOrderNumber = (): string => String(randomInt(100_000_000, 999_999_999));

export function buildGumroadPing(fields: TPingFields): URLSearchParams {
  const shortId = fields.productUrl.split("/").filter(Boolean).pop() ?? "tokens";
  const body = new URLSearchParams();
  const put = (key: string, value: string | number | boolean) => body.append(key, String(value));
  put("seller_id", fields.sellerId);
  put("product_id", fields.productId);
  put("product_name", fields.productName);
  put("permalink", shortId);
  put("product_permalink", fields.productUrl);
  put("short_product_id", shortId);
  put("email", fields.email);
  put("price", fields.priceCents);
  put("gumroad_fee", Math.round(fields.priceCents * 0.1) + (fields.priceCents > 0 ? 50 : 0));
  put("currency", fields.currency ?? "usd");
  put("quantity", fields.quantity ?? 1);
  put("discover_fee_charged", false);
  put("can_contact", true);
  put("referrer", "direct");
  put("card[visual]", "**** **** **** 4242");
  put("card[type]", "visa");
  put("order_number", fields.orderNumber ?? newOrderNumber());
  put("sale_id", fields.saleId ?? newSaleId());
  put("sale_timestamp", (fields.saleTimestamp ?? new Date()).toISOString());
  if (fields.fullName) put("full_name", fields.fullName);
  if (fields.customUserId !== undefined) {
    put("url_params[custom_user_id]", fields.customUserId);
    // Gumroad repeats each custom field at the top level and in the custom_fields dictionary.
    put("custom_user_id", fields.customUserId);
    put("custom_fields[custom_user_id]", fields.customUserId);
  }
  if (fields.classId !== undefined) {
    put("url_params[class_id]", fields.classId);
    put("class_id", fields.classId);
    put("custom_fields[class_id]", fields.classId);
  }
  if (fields.test) put("test", true);
  if (fields.ipCountry) put("ip_country", fields.ipCountry);
  put("is_gift_receiver_purchase", false);
  put("refunded", fields.refunded ?? false);
  if (fields.resourceName) put("resource_name", fields.resourceName);
  put("disputed", fields.disputed ?? false);
  put("dispute_won", fields.disputeWon ?? false);
  return body;
}
