/**
 * Issue 31 point 6: a person's plan is derived from what they can spend, never stored apart
 * from it. A stored "subscribed" flag drifted from the balance (an admin who added and then
 * removed 1,000,000 tokens left a "Premium" account with 0 tokens that was also refused the free
 * generations it still had). Server (what a generation is paid with) and client (banner, menu,
 * account) both decide from this one module, so they cannot disagree.
 */

export type TSpendableCounts = {
  availableTokens: number;
  freeUsagesUsed: number;
  freeUsagesAllowed: number;
  /** Tokens spent this calendar month (the monthly limit counts these). */
  tokensUsed: number;
};

/**
 * What the next generation is paid with: tokens while the balance has some (and the monthly
 * limit allows), else a free usage while any are left; otherwise what stops it.
 */
export type TPayment = "tokens" | "free-usage" | "monthly-limit" | "nothing-left";

/** Premium is "has tokens to spend" (SPEC 4: isSubscribed true with token balance). */
export function isPremium(counts: Pick<TSpendableCounts, "availableTokens">): boolean {
  return counts.availableTokens > 0;
}

export function freeUsagesLeft(counts: Pick<TSpendableCounts, "freeUsagesUsed" | "freeUsagesAllowed">): number {
  return Math.max(0, counts.freeUsagesAllowed - counts.freeUsagesUsed);
}

/** The monthly limit (MONTHLY_TOKEN_LIMIT) is reached; 0 means there is none. */
export function isMonthlyLimitReached(counts: Pick<TSpendableCounts, "tokensUsed">, monthlyTokenLimit: number): boolean {
  return monthlyTokenLimit > 0 && counts.tokensUsed >= monthlyTokenLimit;
}

export function nextPayment(counts: TSpendableCounts, monthlyTokenLimit = 0): TPayment {
  const monthlyReached = isMonthlyLimitReached(counts, monthlyTokenLimit);
  if (isPremium(counts) && !monthlyReached) return "tokens";
  if (freeUsagesLeft(counts) > 0) return "free-usage";
  return isPremium(counts) ? "monthly-limit" : "nothing-left";
}
