/**
 * Where 'Upgrade to Generate' and 'Upgrade Now' go. SPEC 7: the external payment page opens in a
 * new tab with email, custom_user_id, custom_fields[custom_user_id], variant=user_{id} and
 * timestamp, so the purchase webhook can credit the right account. Without a configured
 * storefront the app's own /pricing page explains the plans instead.
 */

export const PRICING_PATH = "/pricing";

/**
 * The two optional fields of GET /api/config the generator reads. Read leniently, field by field
 * (a server that does not send them yet simply means "no storefront" and "no monthly limit"):
 * two typeof checks, so the home page does not load zod for them.
 */
export function readGeneratorConfig(config: unknown): { paymentUrl: string | null; monthlyTokenLimit: number } {
  const data = typeof config === "object" && config !== null ? (config as Record<string, unknown>) : {};
  const gumroadUrl = typeof data.gumroadUrl === "string" ? data.gumroadUrl.trim() : "";
  const paymentUrl = /^https?:\/\//i.test(gumroadUrl) ? gumroadUrl : null;
  const monthlyTokenLimit = typeof data.monthlyTokenLimit === "number" && Number.isFinite(data.monthlyTokenLimit) ? data.monthlyTokenLimit : 0;
  return { paymentUrl, monthlyTokenLimit };
}

export function paymentPageUrl(storefront: string, user: { id: number; email: string }, now: number = Date.now()): string {
  const url = new URL(storefront);
  url.searchParams.set("email", user.email);
  url.searchParams.set("custom_user_id", String(user.id));
  url.searchParams.set("custom_fields[custom_user_id]", String(user.id));
  url.searchParams.set("variant", `user_${user.id}`);
  url.searchParams.set("timestamp", String(now));
  return url.toString();
}
