import { afterEach, describe, expect, it } from "vitest";
import { registerAnalyticsSink, setAnalyticsAllowed, trackPageView, trackPurchase } from "../../lib/analytics";
import { isAnalyticsPermitted } from "./analytics-consent.store";
import { GA4_SCRIPT_ORIGIN, createGa4Sink } from "./ga4.sink";

const signedOut = { status: "unauthenticated" as const, user: null };

describe("who may be counted", () => {
  it("nobody before accepting; a visitor after accepting", () => {
    expect(isAnalyticsPermitted("unset", signedOut)).toBe(false);
    expect(isAnalyticsPermitted("denied", signedOut)).toBe(false);
    expect(isAnalyticsPermitted("granted", signedOut)).toBe(true);
  });

  it("a signed-in account only when it says it is an adult's; without the field, never", () => {
    expect(isAnalyticsPermitted("granted", { status: "authenticated", user: { id: 1 } })).toBe(false);
    expect(isAnalyticsPermitted("granted", { status: "authenticated", user: { ageStatus: "child" } })).toBe(false);
    expect(isAnalyticsPermitted("granted", { status: "authenticated", user: { ageStatus: "adult" } })).toBe(true);
    // While the session is still being checked it could be a child's.
    expect(isAnalyticsPermitted("granted", { status: "loading", user: null })).toBe(false);
  });
});

describe("the GA4 sink", () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    setAnalyticsAllowed(false);
  });

  it("loads Google's tag only with the first allowed event and sends page views and purchases", () => {
    const target: { dataLayer?: unknown[] } = {};
    const loaded: string[] = [];
    unregister = registerAnalyticsSink(createGa4Sink({ measurementId: "G-TEST1234", target, loadScript: (src) => loaded.push(src) }));

    trackPageView("/pricing", "Pricing | PromptBlocks");
    expect(loaded).toEqual([]);
    expect(target.dataLayer).toBeUndefined();

    setAnalyticsAllowed(true);
    trackPageView("/pricing", "Pricing | PromptBlocks");
    trackPurchase({ value: 5, quantity: 1_000_000, transactionId: "sale-1" });
    expect(loaded).toEqual([`${GA4_SCRIPT_ORIGIN}/gtag/js?id=G-TEST1234`]);
    const calls = (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[1]).toEqual(["config", "G-TEST1234", expect.objectContaining({ send_page_view: false })]);
    expect(calls[2]).toEqual(["event", "page_view", expect.objectContaining({ page_path: "/pricing", page_title: "Pricing | PromptBlocks" })]);
    expect(calls[3]).toEqual([
      "event",
      "purchase",
      expect.objectContaining({ currency: "USD", value: 5, transaction_id: "sale-1", items: [expect.objectContaining({ quantity: 1_000_000 })] }),
    ]);

    setAnalyticsAllowed(false);
    trackPageView("/about");
    expect(target.dataLayer).toHaveLength(4);
  });
});
