import { z } from "zod";

/**
 * Where 'Upgrade to Generate' and 'Upgrade Now' go. SPEC 7: the external payment page opens in a
 * new tab with email, custom_user_id, custom_fields[custom_user_id], variant=user_{id} and
 * timestamp, so the purchase webhook can credit the right account. Without a configured
 * storefront the app's own /pricing page explains the plans instead.
 */

export const PRICING_PATH = "/pricing";

/**
 * The optional fields of GET /api/config the generator reads. Read leniently: a server that does
 * not send them yet simply means "no storefront" and "no monthly limit".
 */
export const ZGeneratorConfig = z
  .object({
    gumroadUrl: z.string().nullable().optional().catch(undefined),
    monthlyTokenLimit: z.number().nullable().optional().catch(undefined),
  })
  .loose();
export type TGeneratorConfig = z.infer<typeof ZGeneratorConfig>;

export function readGeneratorConfig(config: unknown): { paymentUrl: string | null; monthlyTokenLimit: number } {
  const parsed = ZGeneratorConfig.safeParse(config ?? {});
  const data = parsed.success ? parsed.data : {};
  const paymentUrl = typeof data.gumroadUrl === "string" && /^https?:\/\//i.test(data.gumroadUrl.trim()) ? data.gumroadUrl.trim() : null;
  return { paymentUrl, monthlyTokenLimit: data.monthlyTokenLimit ?? 0 };
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
