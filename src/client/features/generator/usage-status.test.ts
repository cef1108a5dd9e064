import { describe, expect, it } from "vitest";
import {
  BANNER_TEXTS,
  BUTTON_LABELS,
  generateButtonLabel,
  getUsageStatus,
  getUsageView,
  isClearDisabled,
  isGenerateDisabled,
  type TUsageUser,
} from "./usage-status";

const freeUser = (used: number, allowed = 3): TUsageUser => ({
  freeUsagesUsed: used,
  freeUsagesAllowed: allowed,
  tokensUsed: 0,
  availableTokens: 0,
});
const premiumUser = (availableTokens: number, tokensUsed = 0): TUsageUser => ({
  freeUsagesUsed: 3,
  freeUsagesAllowed: 3,
  tokensUsed,
  availableTokens,
});

describe("getUsageStatus (SPEC 4)", () => {
  it("is unauthenticated without a user", () => {
    expect(getUsageStatus({ user: null })).toBe("unauthenticated");
  });

  it("is free while used < allowed and reached at used >= allowed", () => {
    expect(getUsageStatus({ user: freeUser(0) })).toBe("free");
    expect(getUsageStatus({ user: freeUser(2) })).toBe("free");
    expect(getUsageStatus({ user: freeUser(3) })).toBe("freeLimitReached");
    expect(getUsageStatus({ user: freeUser(5) })).toBe("freeLimitReached");
    expect(getUsageStatus({ user: freeUser(0, 0) })).toBe("freeLimitReached");
  });

  it("takes the free-limit flag supplied separately even when local counts disagree", () => {
    expect(getUsageStatus({ user: freeUser(1), freeLimitReached: true })).toBe("freeLimitReached");
  });

  it("ignores the free counts and the free flag for a subscribed user", () => {
    expect(getUsageStatus({ user: premiumUser(1000), freeLimitReached: true })).toBe("premium");
  });

  it("reaches the premium limit when the used count is at or above the monthly limit", () => {
    expect(getUsageStatus({ user: premiumUser(1000, 999), monthlyTokenLimit: 1000 })).toBe("premium");
    expect(getUsageStatus({ user: premiumUser(1000, 1000), monthlyTokenLimit: 1000 })).toBe("premiumLimitReached");
    expect(getUsageStatus({ user: premiumUser(1000, 5000), monthlyTokenLimit: 1000 })).toBe("premiumLimitReached");
    // 0 means no limit at all.
    expect(getUsageStatus({ user: premiumUser(1000, 5_000_000), monthlyTokenLimit: 0 })).toBe("premium");
  });
});

describe("the plan follows the balance and the free usages (issue 31)", () => {
  const user = (availableTokens: number, freeUsagesUsed: number, tokensUsed = 0): TUsageUser => ({ availableTokens, freeUsagesUsed, freeUsagesAllowed: 3, tokensUsed });

  it("an account with 0 tokens and free usages left is free, with its free generations (tokens added then removed)", () => {
    expect(getUsageView({ user: user(0, 0) })).toMatchObject({ status: "free", freeRemaining: 3, needsUpgrade: false });
  });

  it("tokens pay first; once they are gone the free usages left still count", () => {
    expect(getUsageStatus({ user: user(5, 0) })).toBe("premium");
    expect(getUsageStatus({ user: user(0, 2) })).toBe("free");
    expect(getUsageStatus({ user: user(0, 3) })).toBe("freeLimitReached");
  });

  it("past the monthly limit, free usages left are used; without them the monthly limit shows", () => {
    expect(getUsageStatus({ user: user(1000, 0, 500), monthlyTokenLimit: 500 })).toBe("free");
    expect(getUsageStatus({ user: user(1000, 3, 500), monthlyTokenLimit: 500 })).toBe("premiumLimitReached");
  });
});

describe("getUsageView banners (SPEC 8 Banners)", () => {
  it("counts the free generations left with the right plural", () => {
    expect(getUsageView({ user: freeUser(0) }).banner).toBe("Free user: 3 generations remaining");
    expect(getUsageView({ user: freeUser(2) }).banner).toBe("Free user: 1 generation remaining");
    expect(getUsageView({ user: freeUser(2) }).freeRemaining).toBe(1);
  });

  it("uses SPEC's exact texts for the other states", () => {
    expect(getUsageView({ user: null }).banner).toBe("Login to save your generated blocks");
    expect(getUsageView({ user: freeUser(3) }).banner).toBe("Free limit reached. Please subscribe to continue.");
    expect(getUsageView({ user: premiumUser(10) }).banner).toBe("Premium user: More tokens, more creations!");
    expect(getUsageView({ user: premiumUser(10, 10), monthlyTokenLimit: 10 }).banner).toBe(
      "Monthly token limit reached. Resets next month.",
    );
    expect(BANNER_TEXTS.unauthenticated).toBe("Login to save your generated blocks");
  });

  it("asks to upgrade at the free limit and when a premium balance is empty, not otherwise", () => {
    expect(getUsageView({ user: freeUser(3) }).needsUpgrade).toBe(true);
    expect(getUsageView({ user: freeUser(2) }).needsUpgrade).toBe(false);
    // An empty balance with no free usages left is the free limit: buying tokens is the way on.
    expect(getUsageView({ user: premiumUser(0) })).toMatchObject({ needsUpgrade: true, status: "freeLimitReached" });
    expect(getUsageView({ user: premiumUser(1) }).needsUpgrade).toBe(false);
    expect(getUsageView({ user: null }).needsUpgrade).toBe(false);
  });
});

describe("button label and disabled rules (SPEC 4, 5)", () => {
  it("shows the four labels by state, 'Generating...' first", () => {
    expect(generateButtonLabel({ status: "unauthenticated", needsUpgrade: false, isGenerating: false })).toBe("Login to Generate");
    expect(generateButtonLabel({ status: "free", needsUpgrade: false, isGenerating: false })).toBe("Generate Code & Blocks");
    expect(generateButtonLabel({ status: "freeLimitReached", needsUpgrade: true, isGenerating: false })).toBe("Upgrade to Generate");
    expect(generateButtonLabel({ status: "free", needsUpgrade: false, isGenerating: true })).toBe("Generating...");
    expect(Object.values(BUTTON_LABELS)).toEqual(["Login to Generate", "Generate Code & Blocks", "Generating...", "Upgrade to Generate"]);
  });

  it("disables Generate while generating or with a blank prompt, unless at the limit", () => {
    expect(isGenerateDisabled({ isGenerating: false, prompt: "make the cat jump", needsUpgrade: false })).toBe(false);
    expect(isGenerateDisabled({ isGenerating: false, prompt: "   \n ", needsUpgrade: false })).toBe(true);
    expect(isGenerateDisabled({ isGenerating: true, prompt: "make the cat jump", needsUpgrade: false })).toBe(true);
    expect(isGenerateDisabled({ isGenerating: false, prompt: "", needsUpgrade: true })).toBe(false);
  });

  it("disables Clear only when the prompt is blank", () => {
    expect(isClearDisabled("")).toBe(true);
    expect(isClearDisabled("  ")).toBe(true);
    expect(isClearDisabled("a")).toBe(false);
  });
});
