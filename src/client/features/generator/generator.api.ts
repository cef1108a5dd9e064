import { api, type TApiClient } from "../../lib/api";
import type { TComplexityWarning, TGenerateSuccess, TSafetyRefusal } from "./generator.schemas";
import type { TFollowUpBase } from "../follow-up/follow-up.store";

export type { TComplexityWarning, TGenerateSuccess, TSafetyRefusal } from "./generator.schemas";

// zod and the answer's schemas load with the first generation, not with the home page.
const answerSchemas = () => import("./generator.schemas");

/**
 * POST /api/blocks/generate from the browser. A 200 is a program, a 422 with
 * `complexityWarning` is a warning (SPEC 7: returned as a warning, not thrown), a 422 with
 * `safetyRefusal` is the kid-safety check's kind refusal (issue 24); every other non-ok answer
 * is thrown as the shared ApiError and mapped to words by generation-errors.ts.
 */

export type TGenerateOutcome =
  | { kind: "program"; result: TGenerateSuccess }
  | { kind: "complexity"; warning: TComplexityWarning }
  | { kind: "refusal"; refusal: TSafetyRefusal };

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

/** base: what a follow-up changes (issue 30); classId: the pupil's class (issue 32), whose pool pays and whose teacher sees the result. */
type TRequestOptions = { client?: TApiClient; idempotencyKey?: string; signal?: AbortSignal; base?: TFollowUpBase; classId?: number | null };

export async function requestGeneration(prompt: string, options: TRequestOptions = {}): Promise<TGenerateOutcome> {
  const client = options.client ?? api;
  let response: Response;
  try {
    response = await client.request(
      "POST",
      "/blocks/generate",
      // issue 30: a follow-up names what it changes; issue 32: a class generation names its class
      { prompt, ...options.base, ...(options.classId ? { classId: options.classId } : {}) },
      { headers: { "Idempotency-Key": options.idempotencyKey ?? newIdempotencyKey() }, signal: options.signal },
    );
  } catch (error) {
    const warning = await complexityWarningFrom(error);
    if (warning) return { kind: "complexity", warning };
    const refusal = await safetyRefusalFrom(error);
    if (refusal) return { kind: "refusal", refusal };
    throw error;
  }

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new InvalidGenerationResponseError();
  }
  const { ZGenerateSuccess } = await answerSchemas();
  const parsed = ZGenerateSuccess.safeParse(body);
  if (!parsed.success) throw new InvalidGenerationResponseError();
  return { kind: "program", result: parsed.data };
}

/** The body of a thrown 422, or null for any other error. */
function unprocessableBody(error: unknown): { body: unknown } | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return status === 422 ? { body } : null;
}

/** SPEC 7: HTTP 422 with `complexityWarning` is a warning flagged isComplexityWarning with all body fields. */
async function complexityWarningFrom(error: unknown): Promise<TComplexityWarning | null> {
  const answer = unprocessableBody(error);
  if (!answer) return null;
  const { ZComplexityWarning } = await answerSchemas();
  const parsed = ZComplexityWarning.safeParse(answer.body);
  return parsed.success ? { ...parsed.data, isComplexityWarning: true } : null;
}

async function safetyRefusalFrom(error: unknown): Promise<TSafetyRefusal | null> {
  const answer = unprocessableBody(error);
  if (!answer) return null;
  const { ZSafetyRefusal } = await answerSchemas();
  const parsed = ZSafetyRefusal.safeParse(answer.body);
  return parsed.success ? parsed.data : null;
}
