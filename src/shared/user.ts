import { z } from "zod";

/** The user as the API sends it (SPEC 3 "users", camelCase). Dates are ISO strings on the wire. */
export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(["user", "teacher", "admin"]),
  isSubscribed: z.boolean(),
  subscriptionId: z.string().nullable(),
  tokensUsed: z.number().int(),
  lastResetDate: z.string().nullable(),
  freeUsageUsed: z.boolean(),
  freeUsagesAllowed: z.number().int(),
  freeUsagesUsed: z.number().int(),
  tokensPurchased: z.number().int(),
  availableTokens: z.number().int(),
  createdAt: z.string(),
  /** Issue 16: unknown until the birth-date step; "child" is under CONSENT_AGE. Analytics never run for a child. */
  ageStatus: z.enum(["unknown", "child", "adult"]),
  /** A child's parental consent: not needed (adult or unknown), needed, asked of a parent, approved. */
  parentalConsent: z.enum(["not_needed", "needed", "requested", "approved"]),
});
export type TUser = z.infer<typeof ZUser>;

/** Answer of POST /api/auth/google and POST /api/auth/test-login. */
export const ZAuthResponse = z.object({ token: z.string(), user: ZUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Answer of GET /api/auth/session. */
export const ZSessionResponse = z.object({ user: ZUser });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
