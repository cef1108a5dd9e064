import { z } from "zod";
import { api, type TApiClient } from "../../lib/api";
import { ZBlocksRewrite } from "../../../shared/generation";

/**
 * POST /api/blocks/generate from the browser. A 200 is a program, a 422 with
 * `complexityWarning` is a warning (SPEC 7: returned as a warning, not thrown); every other
 * non-ok answer is thrown as the shared ApiError and mapped to words by generation-errors.ts.
 */

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
    rewrites: z.array(ZBlocksRewrite).optional(),
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

export type TGenerateOutcome = { kind: "program"; result: TGenerateSuccess } | { kind: "complexity"; warning: TComplexityWarning };

/** SPEC 8: the text of the error thrown when a 200 answer cannot be read as a program. */
export const INVALID_JSON_RESPONSE = "Server returned invalid JSON response";

export class InvalidGenerationResponseError extends Error {
  constructor() {
    super(INVALID_JSON_RESPONSE);
    this.name = "InvalidGenerationResponseError";
  }
}

/** A key per attempt, so a network retry of the same press is not charged twice. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a classroom server on plain http:// has none.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type TRequestOptions = { client?: TApiClient; idempotencyKey?: string; signal?: AbortSignal };

export async function requestGeneration(prompt: string, options: TRequestOptions = {}): Promise<TGenerateOutcome> {
  const client = options.client ?? api;
  let response: Response;
  try {
    response = await client.request(
      "POST",
      "/blocks/generate",
      { prompt },
      { headers: { "Idempotency-Key": options.idempotencyKey ?? newIdempotencyKey() }, signal: options.signal },
    );
  } catch (error) {
    const warning = complexityWarningFrom(error);
    if (warning) return { kind: "complexity", warning };
    throw error;
  }

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new InvalidGenerationResponseError();
  }
  const parsed = ZGenerateSuccess.safeParse(body);
  if (!parsed.success) throw new InvalidGenerationResponseError();
  return { kind: "program", result: parsed.data };
}

/** SPEC 7: HTTP 422 with `complexityWarning` is a warning flagged isComplexityWarning with all body fields. */
function complexityWarningFrom(error: unknown): TComplexityWarning | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 422) return null;
  const parsed = ZComplexityWarning.safeParse(body);
  return parsed.success ? { ...parsed.data, isComplexityWarning: true } : null;
}
