/**
 * Where every upgrade control goes. SPEC 7: the external payment page opens in a new tab with
 * email, custom_user_id, custom_fields[custom_user_id], variant=user_{id} and timestamp, so the
 * purchase webhook can credit the right account. The server's /api/config names the page:
 * Gumroad's storefront, or (locally, without one) our own test checkout's path. With neither,
 * the app's /pricing page explains the plans instead.
 */

export const PRICING_PATH = "/pricing";

/**
 * The optional fields of GET /api/config the upgrade controls read. Read leniently, field by
 * field (a server that does not send them simply means "no checkout" and "no monthly limit"):
 * typeof checks, so the home page does not load zod for them. The checkout is an absolute http(s)
 * URL, or a path on our own site (the local test checkout).
 */
function safeCheckoutUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return null;
}

export function readGeneratorConfig(config: unknown): { paymentUrl: string | null; monthlyTokenLimit: number } {
  const data = typeof config === "object" && config !== null ? (config as Record<string, unknown>) : {};
  const monthlyTokenLimit = typeof data.monthlyTokenLimit === "number" && Number.isFinite(data.monthlyTokenLimit) ? data.monthlyTokenLimit : 0;
  return { paymentUrl: safeCheckoutUrl(data.checkoutUrl), monthlyTokenLimit };
}

/** `storefront` may be a path of ours; `origin` resolves it (the browser's own origin by default). */
export function paymentPageUrl(storefront: string, user: { id: number; email: string }, now: number = Date.now(), origin = globalThis.location?.origin ?? "http://localhost"): string {
  const url = new URL(storefront, origin);
  url.searchParams.set("email", user.email);
  url.searchParams.set("custom_user_id", String(user.id));
  url.searchParams.set("custom_fields[custom_user_id]", String(user.id));
  url.searchParams.set("variant", `user_${user.id}`);
  url.searchParams.set("timestamp", String(now));
  return url.toString();
}

/**
 * Issue 32: the teacher dashboard's "buy tokens for this class". The same storefront link, plus
 * the class as a custom field (class_id, repeated in custom_fields as Gumroad does): the webhook
 * moves the sale's tokens into that class's pool when the buyer teaches it.
 */
export function classPaymentPageUrl(storefront: string, user: { id: number; email: string }, classId: number, now: number = Date.now(), origin?: string): string {
  const url = new URL(paymentPageUrl(storefront, user, now, origin));
  url.searchParams.set("class_id", String(classId));
  url.searchParams.set("custom_fields[class_id]", String(classId));
  return url.toString();
}
