import { z } from "zod";

/**
 * GET /api/config: what the client needs to choose a sign-in method: Google's script (client
 * id set), the redirect fallback (script blocked), or the local test-login dialog.
 */
export const ZPublicConfig = z.object({
  googleClientId: z.string().nullable(),
  testLoginEnabled: z.boolean(),
  /** Where upgrade controls go: Gumroad's storefront, the local test checkout's path, or null. */
  checkoutUrl: z.string().nullable().optional(),
  /** MONTHLY_TOKEN_LIMIT; 0 = no limit. */
  monthlyTokenLimit: z.number().int().optional(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** GET /api/health (for deployments and the e2e runner). */
export const ZHealthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
  provider: z.object({ name: z.string(), model: z.string() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
