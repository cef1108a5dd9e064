import { z } from "zod";
import { ZBehaviourReport } from "../../../shared/behaviour";
import { ZBlocksRewrite } from "../../../shared/generation";

/** What POST /api/blocks/generate answers (read by generator.api.ts, which loads this lazily). */

export const ZGenerationDiagnostic = z.object({
  line: z.number(),
  column: z.number().optional(),
  severity: z.enum(["error", "warning"]),
  code: z.string(),
  message: z.string(),
  hint: z.string().optional(),
});

/** The counts the server sends back after charging (SPEC 3 "Generation response" plus the balance). */
export const ZGenerationUser = z.object({
  tokensUsed: z.number(),
  freeUsageUsed: z.boolean(),
  freeUsagesUsed: z.number(),
  freeUsagesAllowed: z.number(),
  availableTokens: z.number().optional(),
});

export const ZGenerateSuccess = z
  .object({
    blocks: z.string(),
    tokensUsed: z.number(),
    user: ZGenerationUser,
    diagnostics: z.array(ZGenerationDiagnostic).optional(),
    // The shape belongs to src/blocks' buildGuide(); build-guide.ts reads it leniently.
    buildGuide: z.unknown().optional(),
    explanation: z.string().nullable().optional(),
    // Spellings the server tidied before checking (issue 13), listed under the blocks.
    rewrites: z.array(ZBlocksRewrite).optional(),
    generationId: z.number().int().optional(),
    // What running the answer before showing it found (issue 29): shown kindly beside the stage.
    behaviour: ZBehaviourReport.optional(),
    // A follow-up's place among the versions (issue 30).
    version: z.object({ threadId: z.number().int(), parentId: z.number().int().nullable(), hasProjectBase: z.literal(true).optional() }).optional(),
  })
  .loose();
export type TGenerateSuccess = z.infer<typeof ZGenerateSuccess>;

export const ZComplexityWarning = z
  .object({
    complexityWarning: z.literal(true),
    message: z.string(),
    suggestions: z.array(z.string()).default([]),
    tip: z.string().optional(),
    serviceNote: z.string().optional(),
  })
  .loose();
export type TComplexityWarning = z.infer<typeof ZComplexityWarning> & { isComplexityWarning: true };


/** A kid-safety refusal (issue 24): HTTP 422 with `safetyRefusal`; nothing was charged. */
export const ZSafetyRefusal = z
  .object({
    safetyRefusal: z.literal(true),
    message: z.string(),
    category: z.string(),
    suggestions: z.array(z.string()).default([]),
    help: z.string().optional(),
  })
  .loose();
export type TSafetyRefusal = z.infer<typeof ZSafetyRefusal>;
