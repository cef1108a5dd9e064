import { describe, expect, it } from "vitest";
import type { TTokenPurchase } from "../../../shared/billing";
import { registerAnalyticsSink, setAnalyticsAllowed, trackPurchase, type TAnalyticsEvent } from "../../lib/analytics";
import { detectPurchase, purchaseConversion } from "./checkout-state";

const row = (id: number, tokens: number, amountUsd: number, order: string | null): TTokenPurchase => ({
  id,
  userId: 1,
  amountUsd,
  tokensPurchased: tokens,
  gumroadPurchaseId: `sale-${id}`,
  gumroadSubscriptionId: null,
  gumroadProductId: null,
  gumroadProductName: null,
  gumroadOrderNumber: order,
  quantity: 1,
  tokensRefunded: 0,
  refundedAt: null,
  createdAt: "2026-01-01T00:00:00Z",
});

describe("purchase detection (SPEC 4)", () => {
  it("sets a baseline for a new user and reports growth for the same user only", () => {
    let state = detectPurchase(null, { id: 1, tokensPurchased: 0 });
    expect(state.added).toBe(0);
    state = detectPurchase(state.baseline, { id: 1, tokensPurchased: 0 });
    expect(state.added).toBe(0);
    state = detectPurchase(state.baseline, { id: 1, tokensPurchased: 1_000_000 });
    expect(state.added).toBe(1_000_000);
    // Nothing new: no second announcement.
    state = detectPurchase(state.baseline, { id: 1, tokensPurchased: 1_000_000 });
    expect(state.added).toBe(0);
    // Another person signing in on this tab is not a purchase.
    state = detectPurchase(state.baseline, { id: 2, tokensPurchased: 5_000_000 });
    expect(state.added).toBe(0);
    expect(detectPurchase(state.baseline, null)).toEqual({ baseline: null, added: 0 });
  });

  it("builds one conversion from the newest purchases that make up the new tokens", () => {
    const rows = [row(3, 1_000_000, 5, "300"), row(2, 2_000_000, 10, "200"), row(1, 1_000_000, 5, "100")];
    expect(purchaseConversion(rows, 3_000_000)).toEqual({ value: 15, quantity: 3_000_000, transactionId: "300,200" });
    expect(purchaseConversion(rows, 1_000_000)).toEqual({ value: 5, quantity: 1_000_000, transactionId: "300" });
  });

  it("reports the conversion through the analytics interface as USD with the token count, only with consent", () => {
    const events: TAnalyticsEvent[] = [];
    const remove = registerAnalyticsSink({ send: (event) => events.push(event) });
    try {
      trackPurchase(purchaseConversion([row(1, 1_000_000, 5, "100")], 1_000_000));
      expect(events).toHaveLength(0);
      setAnalyticsAllowed(true);
      trackPurchase(purchaseConversion([row(1, 1_000_000, 5, "100")], 1_000_000));
      expect(events).toEqual([{ kind: "purchase", currency: "USD", value: 5, quantity: 1_000_000, transactionId: "100" }]);
    } finally {
      setAnalyticsAllowed(false);
      remove();
    }
  });
});
