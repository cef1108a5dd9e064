import type { TAppEnv } from "../../env";
import { AppError } from "../../lib/app-error";
import { isLocallyUnsafe } from "./safety.local";
import { ModerationUnavailableError, moderateTexts } from "./safety.moderation";

export type TSafetyVerdict = { safe: true } | { safe: false; reason: "word-list" | "moderation"; categories: string[] };

export interface TSafetyChecker {
  check(text: string): Promise<TSafetyVerdict>;
}

/** Offline word list first (free, instant); the moderation endpoint only for what passes it. */
export function createSafetyChecker(moderation: TAppEnv["moderation"]): TSafetyChecker {
  return {
    async check(text) {
      if (isLocallyUnsafe(text)) return { safe: false, reason: "word-list", categories: ["profanity"] };
      if (moderation.kind === "none") return { safe: true };
      const [categories = []] = await moderateTexts(moderation, [text]);
      return categories.length === 0 ? { safe: true } : { safe: false, reason: "moderation", categories };
    },
  };
}

export const UNSAFE_PROMPT_MESSAGE =
  "Let's keep PromptBlocks friendly for everyone: please describe your idea without rude or grown-up words, and try again. Nothing was charged.";
export const UNSAFE_OUTPUT_MESSAGE =
  "The AI wrote something that is not right for children, so we did not show it. Nothing was charged. Please try again with a different idea.";
const UNAVAILABLE_MESSAGE = "Our safety check is not answering right now, so nothing was sent. Nothing was charged. Please try again in a minute.";

async function checkOrThrow(checker: TSafetyChecker, text: string, refusal: AppError): Promise<void> {
  let verdict: TSafetyVerdict;
  try {
    verdict = await checker.check(text);
  } catch (error) {
    // A child's text that could not be checked is not sent on and not shown.
    if (error instanceof ModerationUnavailableError) {
      console.error(error.message);
      throw new AppError("safety_unavailable", 503, UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
  if (!verdict.safe) throw refusal;
}

/** Before anything goes to a provider. */
export const assertSafePrompt = (checker: TSafetyChecker, prompt: string) => checkOrThrow(checker, prompt, new AppError("unsafe_prompt", 400, UNSAFE_PROMPT_MESSAGE));

/**
 * Before a generated program is shown or stored: its whole text, which holds every say, think
 * and ask text, list item, variable, sprite and costume name.
 */
export const assertSafeOutput = (checker: TSafetyChecker, text: string) =>
  checkOrThrow(checker, text, new AppError("unsafe_output", 502, UNSAFE_OUTPUT_MESSAGE));
