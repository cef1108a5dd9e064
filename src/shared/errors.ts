import { z } from "zod";

/**
 * The one error shape on the wire (SPEC 3 "Error body"). `message` is always present and is
 * what the client shows; the other fields appear only where they apply.
 */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  limitExceeded: z.boolean().optional(),
  freeLimitReached: z.boolean().optional(),
  currentUsage: z.number().optional(),
  allowedUsage: z.number().optional(),
  tokenLimitReached: z.boolean().optional(),
  availableTokens: z.number().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
