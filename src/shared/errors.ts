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
  /** A kid-safety refusal (HTTP 422, issue 24): not an error of the child's, and nothing charged. */
  safetyRefusal: z.literal(true).optional(),
  /** Why it was refused (src/server/modules/safety/kid-safety.rules.json's categories). */
  category: z.string().optional(),
  /** Safe ideas close to the request, each a prompt the child can click. */
  suggestions: z.array(z.string()).optional(),
  /** Where to find help (self-harm): the operator's own text, shown as is. */
  help: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
