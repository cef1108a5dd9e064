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
  return `${formatter("moment", locale).format(at)} UTC`;
}

/** English words, then the reader's own language in brackets when it is not English. */
export function dateTimeForReader(at: Date, readerLocale: string | undefined): string {
  const english = dateTimeInWords(at);
  if (readerLocale === undefined || readerLocale.toLowerCase().startsWith("en")) return english;
  return `${english} (${dateTimeInWords(at, readerLocale)})`;
}

/** The day alone in words, in UTC: "26 November 2026" (file lists and account details). */
export function dateInWords(at: Date, locale = "en-GB"): string {
  return formatter("day", locale).format(at);
}

const STYLES = {
  moment: { dateStyle: "full", timeStyle: "short", timeZone: "UTC" },
  day: { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Formatters are made once per style and language (issue 25, decision 510). Each new
 * Intl.DateTimeFormat holds about 25 KB of ICU's memory outside the JavaScript heap, which V8 does
 * not count and so frees late: the data download wrote a date per project with a new one, and its
 * dead formatters were what grew the server's native heap. The languages come from request
 * headers, so the cache keeps the most recent few and forgets the oldest.
 */
const MAX_FORMATTERS = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, locale: string): Intl.DateTimeFormat {
  const key = `${style} ${locale}`;
  let made = formatters.get(key);
  if (made) {
    // Most recently used last, so the oldest is the first the cache forgets.
    formatters.delete(key);
  } else {
    made = new Intl.DateTimeFormat(locale, STYLES[style]);
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
  }
  formatters.set(key, made);
  return made;
}
