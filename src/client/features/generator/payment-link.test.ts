import { describe, expect, it } from "vitest";
import { classPaymentPageUrl, paymentPageUrl, readGeneratorConfig } from "./payment-link";

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

  it("resolves the local test checkout's path against our own origin", () => {
    const url = new URL(paymentPageUrl("/test-checkout", { id: 7, email: "a@example.com" }, 1, "http://127.0.0.1:3000"));
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:3000/test-checkout");
    expect(url.searchParams.get("variant")).toBe("user_7");
  });
});

describe("readGeneratorConfig", () => {
  it("reads the checkout and the monthly limit when the server sends them", () => {
    expect(readGeneratorConfig({ googleClientId: null, checkoutUrl: "https://x.gumroad.com/l/p", monthlyTokenLimit: 500 })).toEqual({
      paymentUrl: "https://x.gumroad.com/l/p",
      monthlyTokenLimit: 500,
    });
    expect(readGeneratorConfig({ checkoutUrl: "/test-checkout" }).paymentUrl).toBe("/test-checkout");
  });

  it("means 'no checkout, no limit' when they are missing, blank, malformed or not http(s)", () => {
    expect(readGeneratorConfig(undefined)).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
    expect(readGeneratorConfig({ checkoutUrl: "" })).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
    expect(readGeneratorConfig({ checkoutUrl: "javascript:alert(1)", monthlyTokenLimit: "lots" })).toEqual({ paymentUrl: null, monthlyTokenLimit: 0 });
    expect(readGeneratorConfig({ checkoutUrl: "//evil.example/steal" }).paymentUrl).toBeNull();
  });
});

describe("classPaymentPageUrl (issue 32)", () => {
  it("is the storefront link with SPEC 7's fields plus the class, as a Gumroad custom field", () => {
    const url = new URL(classPaymentPageUrl("https://promptblocks.gumroad.com/l/schools", { id: 7, email: "teacher@school.example" }, 12, 1_700_000_000_000));
    expect(url.searchParams.get("custom_user_id")).toBe("7");
    expect(url.searchParams.get("custom_fields[custom_user_id]")).toBe("7");
    expect(url.searchParams.get("class_id")).toBe("12");
    expect(url.searchParams.get("custom_fields[class_id]")).toBe("12");
    expect(url.searchParams.get("timestamp")).toBe("1700000000000");
  });
});
