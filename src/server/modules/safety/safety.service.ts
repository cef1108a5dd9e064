import type { TDb } from "../../db/client";
import type { TAppEnv } from "../../env";
import { AppError } from "../../lib/app-error";
import { classifyForChildren } from "./kid-safety.classify";
import { SAFETY_CATEGORIES, type TSafetyCategory } from "./kid-safety.rules";
import { isLocallyUnsafe } from "./safety.local";
import { ModerationUnavailableError, moderateTexts } from "./safety.moderation";
import { safetyRefusal, type TRefusalStage } from "./safety.refusal";
import { recordSafetyRefusal } from "./safety.stats";

/**
 * The kid-safety check (issue 24, decision 120), whatever the provider: the reviewed rules
 * (kid-safety.rules.json) and the rude-word list offline, then the moderation endpoint where one
 * is configured. Every request is checked before anything is reserved or sent, and every answer
 * before it is charged, stored or shown.
 */

export type TSafetyVerdict = { safe: true } | { safe: false; category: TSafetyCategory; source: "rules" | "word-list" | "moderation" };

export interface TSafetyChecker {
  check(text: string): Promise<TSafetyVerdict>;
}

/** OpenAI's moderation categories in ours (the most serious first). */
const MODERATION_CATEGORIES: Array<[RegExp, TSafetyCategory]> = [
  [/^self-harm/, "self_harm"],
  [/^sexual/, "sexual"],
  [/^hate/, "hate"],
  [/^violence/, "violence"],
  [/^harassment/, "bullying"],
  [/^illicit\/violent/, "weapons"],
];

export function categoryOfModeration(categories: string[]): TSafetyCategory {
  for (const [pattern, category] of MODERATION_CATEGORIES) if (categories.some((name) => pattern.test(name))) return category;
  return "other";
}

/** Rules first (they know the category), the word list next, the moderation endpoint last. */
export function createSafetyChecker(moderation: TAppEnv["moderation"]): TSafetyChecker {
  return {
    async check(text) {
      const verdict = classifyForChildren(text);
      if (!verdict.safe) return { safe: false, category: verdict.category, source: "rules" };
      if (isLocallyUnsafe(text)) return { safe: false, category: "rude_words", source: "word-list" };
      if (moderation.kind === "none") return { safe: true };
      const [categories = []] = await moderateTexts(moderation, [text]);
      return categories.length === 0 ? { safe: true } : { safe: false, category: categoryOfModeration(categories), source: "moderation" };
    },
  };
}

const UNAVAILABLE_MESSAGE = "Our safety check is not answering right now, so nothing was sent. Nothing was charged. Please try again in a minute.";

/** One generation's safety: its request, its answers and a model's own refusal, each refused the same kind way. */
export interface TSafetyGate {
  /** Throws the refusal (HTTP 422) when the request is not safe for children. */
  checkRequest(): Promise<void>;
  /** Throws the refusal when a generated answer is not safe for children. */
  checkAnswer(text: string): Promise<void>;
  /** The model declined the request: the same refusal a child gets from the check. */
  refuseModel(category: string | undefined): Promise<never>;
}

export function createSafetyGate(options: { checker: TSafetyChecker; db: TDb; now: Date; request: string; helpText?: string }): TSafetyGate {
  const refuse = async (category: TSafetyCategory, stage: TRefusalStage): Promise<never> => {
    try {
      await recordSafetyRefusal({ db: options.db, now: options.now, category, stage });
    } catch (error) {
      // The count is for the operator's statistics; a child's refusal never waits on it.
      console.error("Counting a safety refusal failed:", error);
    }
    throw safetyRefusal({ category, stage, request: options.request, helpText: options.helpText });
  };
  const check = async (text: string, stage: TRefusalStage) => {
    let verdict: TSafetyVerdict;
    try {
      verdict = await options.checker.check(text);
    } catch (error) {
      // A child's text that could not be checked is not sent on and not shown.
      if (error instanceof ModerationUnavailableError) {
        console.error(error.message);
        throw new AppError("safety_unavailable", 503, UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
    if (!verdict.safe) await refuse(verdict.category, stage);
  };
  return {
    checkRequest: () => check(options.request, "request"),
    checkAnswer: (text) => check(text, "answer"),
    refuseModel: (category) => refuse(SAFETY_CATEGORIES.find((known) => known === category) ?? "other", "model"),
  };
}
