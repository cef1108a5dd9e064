/**
 * Why a provider call failed, in terms the generation route can map to a status and a message a
 * child can read. Kept apart from HTTP so the pipeline and its tests do not know about Hono.
 */
export type ProviderFailureKind = "auth" | "rate-limit" | "timeout" | "unavailable" | "bad-answer";

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ProviderError";
  }
}

/** The words users see for each failure; 'auth' is SPEC 8's exact text. */
export const PROVIDER_FAILURE_MESSAGES: Record<ProviderFailureKind, string> = {
  auth: "Authentication error. API key may be invalid.",
  "rate-limit": "The AI is busy right now. Please wait a minute and try again.",
  timeout: "The AI took too long to answer. Please try again.",
  unavailable: "The AI service had a problem. Please try again.",
  "bad-answer": "Unable to process the response. This might be due to a complex request. Please try again.",
};
