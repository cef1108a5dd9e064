import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatDateTimeForReader, formatPercent, formatTokens, showingRangeText } from "./format";

describe("formatTokens (SPEC 9)", () => {
  it("shows plain numbers below 1,000", () => {
    expect(formatTokens(0)).toBe("0");
    expect(formatTokens(999)).toBe("999");
  });
  it("shows K with one decimal from 1,000", () => {
    expect(formatTokens(1000)).toBe("1.0K");
    expect(formatTokens(1550)).toBe("1.6K");
    expect(formatTokens(250_000)).toBe("250.0K");
  });
  it("shows M with two decimals from 1,000,000", () => {
    expect(formatTokens(1_000_000)).toBe("1.00M");
    expect(formatTokens(2_345_678)).toBe("2.35M");
  });
  it("keeps the sign of a negative adjustment", () => {
    expect(formatTokens(-1_000_000)).toBe("-1.00M");
  });
});

describe("formatDateTime (SPEC 1: zh-TW long format with hour and minute)", () => {
  it("formats year, long month, day, hour and minute in zh-TW", () => {
    const text = formatDateTime("2025-05-21T13:05:00Z", "UTC");
    expect(text).toContain("2025年5月21日");
    expect(text).toContain("01:05");
    expect(text).toContain("下午");
  });
  it("accepts Date objects and epoch milliseconds alike", () => {
    const ms = Date.UTC(2024, 0, 2, 3, 4);
    expect(formatDateTime(ms, "UTC")).toBe(formatDateTime(new Date(ms), "UTC"));
    expect(formatDateTime(ms, "UTC")).toContain("2024年1月2日");
  });
  it("answers an empty string for missing or unreadable dates", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("formatCount and formatPercent", () => {
  it("localizes counts and shows 0 when missing", () => {
    expect(formatCount(1_000_000, "en-US")).toBe("1,000,000");
    expect(formatCount(undefined, "en-US")).toBe("0");
  });
  it("groups English whole numbers exactly as Intl does", () => {
    const samples = [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -2_500_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];
    for (let seed = 1; samples.length < 400; seed = (seed * 48_271) % 2_147_483_647) samples.push((seed % 2 ? 1 : -1) * Math.floor(seed / 7) ** (1 + (seed % 2)) % Number.MAX_SAFE_INTEGER);
    for (const value of samples) for (const locale of ["en", "en-US"]) expect(formatCount(value, locale)).toBe(value.toLocaleString(locale));
    expect(formatCount(1234.5, "en-US")).toBe("1,234.5");
  });
  it("rounds and caps percentages at 100", () => {
    expect(formatPercent(1, 3)).toBe(33);
    expect(formatPercent(5, 3)).toBe(100);
    expect(formatPercent(0, 0)).toBe(0);
  });
});

describe("showingRangeText (issue 31)", () => {
  it("says one item in the singular and without a range", () => {
    expect(showingRangeText(1, 1, 1, "item")).toBe("Showing 1 of 1 item");
    expect(showingRangeText(21, 21, 21, "item")).toBe("Showing 21 of 21 items");
    expect(showingRangeText(1, 10, 25, "item")).toBe("Showing 1-10 of 25 items");
    expect(showingRangeText(1, 1, 1, "user")).toBe("Showing 1 of 1 user");
    expect(showingRangeText(1_001, 1_010, 1_234, "user")).toBe("Showing 1,001-1,010 of 1,234 users");
  });
});

describe("formatDateTimeForReader (issue 31)", () => {
  it("adds the date in words of the reader's language beside SPEC's zh-TW date", () => {
    const at = "2026-12-03T04:35:00Z";
    expect(formatDateTimeForReader(at, "en-GB")).toBe(`${formatDateTime(at)} (${new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short" }).format(new Date(at))})`);
    expect(formatDateTimeForReader(at, "en-GB")).toContain("December 2026");
    expect(formatDateTimeForReader(at, "zh-TW")).toBe(formatDateTime(at));
    expect(formatDateTimeForReader(null, "en-GB")).toBe("");
  });
});
