import { describe, expect, it } from "vitest";
import { paymentPageUrl, readGeneratorConfig } from "./payment-link";

describe("paymentPageUrl (SPEC 7)", () => {
  it("adds every query parameter the purchase webhook needs", () => {
    const url = new URL(paymentPageUrl("https://promptblocks.gumroad.com/l/tokens?wanted=1", { id: 42, email: "kid+1@example.com" }, 1_700_000_000_000));
    expect(url.origin + url.pathname).toBe("https://promptblocks.gumroad.com/l/tokens");
    expect(url.searchParams.get("wanted")).toBe("1");
    expect(url.searchParams.get("email")).toBe("kid+1@example.com");
    expect(url.searchParams.get("custom_user_id")).toBe("42");
    expect(url.searchParams.get("custom_fields[custom_user_id]")).toBe("42");
    expect(url.searchParams.get("variant")).toBe("user_42");
    expect(url.searchParams.get("timestamp")).toBe("1700000000000");
  });
});

describe("readGeneratorConfig", () => {
  it("reads the storefront and the monthly limit when the server sends them", () => {
    expect(readGeneratorConfig({ googleClientId: null, gumroadUrl: "https://x.gumroad.com/l/p", monthlyTokenLimit: 500 })).toEqual({
      paymentUrl: "https://x.gumroad.com/l/p",
      monthlyTokenLimit: 500,
    });
  });

  it("means 'no storefront, no limit' when they are missing, blank, malformed or not http(s)", () => {
    expect(readGeneratorConfig(undefined)).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
    expect(readGeneratorConfig({ gumroadUrl: "" })).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
    expect(readGeneratorConfig({ gumroadUrl: "javascript:alert(1)", monthlyTokenLimit: "lots" })).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
  });
});
