import { freeUsagesLeft, nextPayment } from "../../../shared/plan";
import type { TUser } from "../../../shared/user";

/**
 * SPEC 4 "Usage status": which of the five states a person is in, and what the generator shows
 * for it (banner text, button label, whether Generate opens the payment page instead). Pure, so
 * the rules are tested without a browser.
 */
export type TUsageStatus = "unauthenticated" | "free" | "freeLimitReached" | "premium" | "premiumLimitReached";

export type TUsageUser = Pick<TUser, "freeUsagesUsed" | "freeUsagesAllowed" | "tokensUsed" | "availableTokens">;

export type TUsageInput = {
  /** Null for a visitor. */
  user: TUsageUser | null;
  /**
   * SPEC 4: the free-limit flag is supplied separately: a 403 from the server (an admin lowered
   * the allowance, another tab used the last one) knows before the local counts do.
   */
  freeLimitReached?: boolean;
  /** The premium monthly token limit; 0 or absent means there is none. */
  monthlyTokenLimit?: number;
};

export type TUsageView = {
  status: TUsageStatus;
  /** Free generations left (0 for visitors and premium users). */
  freeRemaining: number;
  freeUsed: number;
  freeAllowed: number;
  /** Generate means "go and pay" rather than "generate" (SPEC 4: 'Upgrade to Generate'). */
  needsUpgrade: boolean;
  banner: string;
};

export const BANNER_TEXTS = {
  unauthenticated: "Login to save your generated blocks",
  premium: "Premium user: More tokens, more creations!",
  freeLimitReached: "Free limit reached. Please subscribe to continue.",
  premiumLimitReached: "Monthly token limit reached. Resets next month.",
} as const;

export const BUTTON_LABELS = {
  login: "Login to Generate",
  generate: "Generate Code & Blocks",
  generating: "Generating...",
  upgrade: "Upgrade to Generate",
} as const;

/** 'Free user: N generation(s) remaining', with the plural a reader expects. */
export function freeBannerText(remaining: number): string {
  return `Free user: ${remaining} ${remaining === 1 ? "generation" : "generations"} remaining`;
}

export function getUsageStatus({ user, freeLimitReached = false, monthlyTokenLimit = 0 }: TUsageInput): TUsageStatus {
  if (!user) return "unauthenticated";
  // Issue 31: the status follows what the next generation would be paid with (shared/plan),
  // the same rule the server applies, never a stored flag.
  switch (nextPayment(user, monthlyTokenLimit)) {
    case "tokens":
      return "premium";
    case "free-usage":
      return freeLimitReached ? "freeLimitReached" : "free";
    case "monthly-limit":
      return "premiumLimitReached";
    case "nothing-left":
      return "freeLimitReached";
  }
}

export function getUsageView(input: TUsageInput): TUsageView {
  const status = getUsageStatus(input);
  const user = input.user;
  const freeUsed = user?.freeUsagesUsed ?? 0;
  const freeAllowed = user?.freeUsagesAllowed ?? 0;
  const freeRemaining = status === "free" && user ? freeUsagesLeft(user) : 0;
  const banner = status === "free" ? freeBannerText(freeRemaining) : BANNER_TEXTS[status];
  return {
    status,
    freeRemaining,
    freeUsed,
    freeAllowed,
    needsUpgrade: status === "freeLimitReached",
    banner,
  };
}

export function generateButtonLabel({ status, needsUpgrade, isGenerating }: { status: TUsageStatus; needsUpgrade: boolean; isGenerating: boolean }): string {
  if (isGenerating) return BUTTON_LABELS.generating;
  if (status === "unauthenticated") return BUTTON_LABELS.login;
  if (needsUpgrade) return BUTTON_LABELS.upgrade;
  return BUTTON_LABELS.generate;
}

/** SPEC 5: disabled while generating or when the prompt is blank, unless at the limit (then it opens the payment page). */
export function isGenerateDisabled({ isGenerating, prompt, needsUpgrade }: { isGenerating: boolean; prompt: string; needsUpgrade: boolean }): boolean {
  if (isGenerating) return true;
  if (needsUpgrade) return false;
  return prompt.trim() === "";
}

/** SPEC 5: Clear is disabled when the prompt is blank. */
export function isClearDisabled(prompt: string): boolean {
  return prompt.trim() === "";
}
