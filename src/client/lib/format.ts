/**
 * Display formatters. Dates follow SPEC 1: Traditional Chinese (zh-TW) long format with hour
 * and minute. Token counts follow SPEC 9: K with one decimal from 1,000, M with two decimals
 * from 1,000,000.
 */

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};
// Made on first use: building a formatter loads the locale's data, which costs a phone tens of
// milliseconds while the first page starts, and most pages show no date.
let dateFormatter: Intl.DateTimeFormat | undefined;

/** Accepts a Date, an ISO string or epoch ms; answers "" for a missing or unreadable date. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (timeZone === undefined) return (dateFormatter ??= new Intl.DateTimeFormat("zh-TW", DATE_TIME_OPTIONS)).format(date);
  return new Intl.DateTimeFormat("zh-TW", { ...DATE_TIME_OPTIONS, timeZone }).format(date);
}

export function formatTokens(count: number): string {
  const sign = count < 0 ? "-" : "";
  const abs = Math.abs(count);
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(2)}M`;
  if (abs >= 1_000) return `${sign}${(abs / 1_000).toFixed(1)}K`;
  return `${sign}${abs}`;
}

/**
 * English grouping of a whole number ("1,000,000") by hand: the first use of Intl loads its
 * locale data, tens of milliseconds on a phone while the first page starts, and the pricing copy
 * that every visitor sees is English.
 */
function groupDigitsEnglish(count: number): string {
  const digits = String(Math.abs(count));
  return (count < 0 ? "-" : "") + digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** Full count in the reader's locale (e.g. "1,000,000"), 0 when missing: Available Tokens. */
export function formatCount(count: number | null | undefined, locale?: string): string {
  const value = count ?? 0;
  if ((locale === "en" || locale === "en-US") && Number.isSafeInteger(value)) return groupDigitsEnglish(value);
  return value.toLocaleString(locale);
}

/** SPEC 9: progress percentages are rounded and capped at 100. */
export function formatPercent(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / total) * 100));
}

/**
 * "Showing 1-10 of 12 items", and for a single one "Showing 1 of 1 item" (issue 31: never
 * "1-1 of 1 items"). `noun` is the singular; the plural adds an s.
 */
export function showingRangeText(first: number, last: number, total: number, noun: string): string {
  const nouns = total === 1 ? noun : `${noun}s`;
  const count = (value: number) => formatCount(value, "en");
  const range = first === last ? count(first) : `${count(first)}-${count(last)}`;
  return `Showing ${range} of ${count(total)} ${nouns}`;
}

/**
 * SPEC 1's zh-TW date, and the same moment in words of the reader's own language beside it
 * (issue 31: a parent deciding about their child must be able to read until when). `readerLocale`
 * is the browser's language; a Chinese reader gets the zh-TW date alone.
 */
export function formatDateTimeForReader(value: Date | string | number | null | undefined, readerLocale: string | undefined = globalThis.navigator?.language): string {
  const base = formatDateTime(value);
  if (base === "" || readerLocale === undefined || readerLocale.toLowerCase().startsWith("zh")) return base;
  try {
    const words = new Intl.DateTimeFormat(readerLocale, { dateStyle: "full", timeStyle: "short" }).format(new Date(value!));
    return `${base} (${words})`;
  } catch {
    return base;
  }
}
