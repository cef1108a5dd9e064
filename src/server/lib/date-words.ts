/**
 * Dates in words for people, not machines (issue 31): "Thursday, 3 December 2026 at 04:35 UTC",
 * and the same in the reader's language when we know it (a browser's Accept-Language), because
 * a parent reading "2026-12-03T04:35Z" has to work out what it means.
 */

/** The first language of an Accept-Language header this runtime can write dates in; undefined: none. */
export function readerLocaleOf(acceptLanguage: string | undefined): string | undefined {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim();
    if (!tag || tag === "*") continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // A malformed tag: try the next one.
    }
  }
  return undefined;
}

/** The moment in words, in UTC (the e-mail cannot know the reader's time zone). */
export function dateTimeInWords(at: Date, locale = "en-GB"): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;
}

/** English words, then the reader's own language in brackets when it is not English. */
export function dateTimeForReader(at: Date, readerLocale: string | undefined): string {
  const english = dateTimeInWords(at);
  if (readerLocale === undefined || readerLocale.toLowerCase().startsWith("en")) return english;
  return `${english} (${dateTimeInWords(at, readerLocale)})`;
}

/** The day alone in words, in UTC: "26 November 2026" (file lists and account details). */
export function dateInWords(at: Date, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(at);
}
