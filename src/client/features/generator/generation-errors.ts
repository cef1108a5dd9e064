import type { TUser } from "../../../shared/user";
import { ApiError } from "../../lib/api";
import { INVALID_JSON_RESPONSE } from "./generator.api";

/**
 * SPEC 8 "Generation": every way a generation can fail, turned into the words a person reads,
 * whether the upgrade prompt opens, and the counts the error body corrects locally. Pure.
 */

export const GENERATION_ERROR_TEXTS = {
  tooComplex: "The AI response was too complex to process. Please try a simpler request or try again.",
  unableToProcess: "Unable to process the response. This might be due to a complex request. Please try again.",
  freeLimit: "Free usage limit reached. Please upgrade to continue generating blocks.",
  authentication: "Authentication error. API key may be invalid.",
  fallback: "Failed to generate blocks. Please try again.",
} as const;

export const FAILED_TO_PARSE_ERROR_RESPONSE = "Failed to parse error response";
export const GENERATION_FAILED_TITLE = "Couldn't create your blocks";
export const FREE_LIMIT_TITLE = "Free usage limit reached";

export function freeLimitToastDescription(used: number, allowed: number): string {
  return `You've used ${used} of ${allowed} free generations. Please upgrade to continue.`;
}

export type TGenerationFailure = {
  /** Shown under the prompt. */
  message: string;
  toast: { title: string; description: string };
  /** SPEC 8: text containing 'Free usage limit reached' or 'Usage limit reached' opens the upgrade prompt. */
  opensUpgrade: boolean;
  /** The server said the free allowance is used up (the flag SPEC 4 supplies separately). */
  freeLimitReached: boolean;
  /** SPEC 8: local free or token counts are updated from the error body. */
  userUpdate: Partial<Pick<TUser, "freeUsagesUsed" | "freeUsagesAllowed" | "availableTokens" | "tokensUsed">>;
  /**
   * The usage banner already says it once the counts are updated (issue 31: the monthly limit
   * was said three times, by the banner, an error box and a toast).
   */
  isSaidByBanner: boolean;
};

type TBody = {
  message?: unknown;
  freeLimitReached?: unknown;
  tokenLimitReached?: unknown;
  currentUsage?: unknown;
  allowedUsage?: unknown;
  availableTokens?: unknown;
  code?: unknown;
};

const asNumber = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

function opensUpgrade(message: string): boolean {
  return message.includes("Free usage limit reached") || message.includes("Usage limit reached");
}

function failure(message: string, extra: Partial<TGenerationFailure> = {}): TGenerationFailure {
  return {
    message,
    toast: { title: GENERATION_FAILED_TITLE, description: message },
    opensUpgrade: opensUpgrade(message),
    freeLimitReached: false,
    userUpdate: {},
    isSaidByBanner: false,
    ...extra,
  };
}

/** The error's text as SPEC's client would see it: an unreadable error body becomes 'HTTP status: Failed to parse error response'. */
function errorText(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === "string") return `HTTP ${error.status}: ${FAILED_TO_PARSE_ERROR_RESPONSE}`;
  if (error instanceof Error) return error.message;
  return "";
}

export function describeGenerationError(error: unknown): TGenerationFailure {
  const text = errorText(error);
  if (text.includes(INVALID_JSON_RESPONSE)) return failure(GENERATION_ERROR_TEXTS.tooComplex);
  if (text.includes("Failed to parse")) return failure(GENERATION_ERROR_TEXTS.unableToProcess);

  const body: TBody = error instanceof ApiError && typeof error.body === "object" && error.body !== null ? (error.body as TBody) : {};
  const bodyMessage = typeof body.message === "string" && body.message.trim() !== "" ? body.message : undefined;

  // Issue 16: the age step or a parent's yes is missing; the server's words say which.
  if (error instanceof ApiError && (body.code === "birth_date_required" || body.code === "parental_consent_required")) {
    return failure(bodyMessage ?? GENERATION_ERROR_TEXTS.fallback);
  }
  if (error instanceof ApiError && error.status === 403) {
    const availableTokens = asNumber(body.availableTokens);
    if (body.code === "monthly_token_limit_reached") {
      const tokensUsed = asNumber(body.currentUsage);
      return failure(bodyMessage ?? GENERATION_ERROR_TEXTS.fallback, {
        userUpdate: { ...(tokensUsed === undefined ? {} : { tokensUsed }), ...(availableTokens === undefined ? {} : { availableTokens }) },
        isSaidByBanner: tokensUsed !== undefined,
      });
    }
    if (body.tokenLimitReached === true) {
      // A premium balance or monthly cap: the server's own words say which, and what to do.
      return failure(bodyMessage ?? GENERATION_ERROR_TEXTS.fallback, {
        userUpdate: availableTokens === undefined ? {} : { availableTokens },
      });
    }
    const used = asNumber(body.currentUsage);
    const allowed = asNumber(body.allowedUsage);
    const userUpdate: TGenerationFailure["userUpdate"] = {};
    if (used !== undefined) userUpdate.freeUsagesUsed = used;
    if (allowed !== undefined) userUpdate.freeUsagesAllowed = allowed;
    return failure(GENERATION_ERROR_TEXTS.freeLimit, {
      toast:
        used !== undefined && allowed !== undefined
          ? { title: FREE_LIMIT_TITLE, description: freeLimitToastDescription(used, allowed) }
          : { title: FREE_LIMIT_TITLE, description: GENERATION_ERROR_TEXTS.freeLimit },
      freeLimitReached: true,
      userUpdate,
    });
  }
  if (error instanceof ApiError && error.status === 401) return failure(GENERATION_ERROR_TEXTS.authentication);
  if (bodyMessage !== undefined) return failure(bodyMessage);
  if (error instanceof Error && error.message.trim() !== "") return failure(`Error: ${error.message}`);
  return failure(GENERATION_ERROR_TEXTS.fallback);
}
