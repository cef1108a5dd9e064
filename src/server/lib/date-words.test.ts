import { afterEach, describe, expect, it, vi } from "vitest";
import { consentRequestMail } from "../modules/consent/consent.mail";
import { dateInWords, dateTimeForReader, readerLocaleOf } from "./date-words";

const AT = new Date("2026-12-03T04:35:00Z");

describe("dates in words of the reader's language (issue 31)", () => {
  it("writes the date in English words, and in the reader's language beside it", () => {
    expect(dateTimeForReader(AT, undefined)).toBe("Thursday, 3 December 2026 at 04:35 UTC");
    expect(dateTimeForReader(AT, "en-US")).toBe("Thursday, 3 December 2026 at 04:35 UTC");
    expect(dateTimeForReader(AT, "zh-TW")).toBe("Thursday, 3 December 2026 at 04:35 UTC (2026年12月3日 星期四 凌晨4:35 UTC)");
    expect(dateTimeForReader(AT, "de-DE")).toContain("(Donnerstag, 3. Dezember 2026");
  });

  it("takes the first language of Accept-Language this runtime can write, and nothing from rubbish", () => {
    expect(readerLocaleOf("zh-TW,zh;q=0.9,en;q=0.8")).toBe("zh-TW");
    expect(readerLocaleOf("*, fr;q=0.5")).toBe("fr");
    expect(readerLocaleOf("not a tag!!")).toBeUndefined();
    expect(readerLocaleOf(undefined)).toBeUndefined();
  });

  it("the parent's e-mail says until when the link works in words, not a machine date", () => {
    const mail = consentRequestMail({ to: "p@example.com", childId: 1, childName: "Ada", childEmail: "ada@example.com", link: "https://pb.example/consent/x", expiresAt: AT, readerLocale: "fr-FR" });
    expect(mail.text).toContain("The link works once and until Thursday, 3 December 2026 at 04:35 UTC (jeudi 3 décembre 2026");
    expect(mail.text).not.toContain("GMT");
  });

  describe("formatters are made once per style and language (issue 25, decision 510)", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Counts the formatters made from here on; each still formats as the real one does. */
    function countFormattersMade() {
      const real = Intl.DateTimeFormat;
      return vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        return new real(...args);
      });
    }

    it("a download's hundreds of dates make no new formatter, and the words stay the same", () => {
      // Warm: the languages this test writes in are made once before counting starts.
      dateTimeForReader(AT, "de-DE");
      dateInWords(AT);
      const made = countFormattersMade();
      for (let day = 0; day < 300; day += 1) {
        const at = new Date(AT.getTime() + day * 86_400_000);
        expect(dateTimeForReader(at, "de-DE")).toMatch(/^\w+day, \d+ \w+ 202\d at \d\d:\d\d UTC \(\w+, \d+\. \S+ 202\d/);
        dateInWords(at);
      }
      expect(dateTimeForReader(AT, "de-DE")).toBe("Thursday, 3 December 2026 at 04:35 UTC (Donnerstag, 3. Dezember 2026 um 04:35 UTC)");
      expect(made).not.toHaveBeenCalled();
    });

    it("keeps only the most recent languages, since a request header names them", () => {
      // Languages come from Accept-Language: a stream of made-up variants must not grow the cache.
      const variants = Array.from({ length: 200 }, (_, index) => `de-DE-u-nu-latn-x-v${index}`);
      for (const locale of variants) dateTimeForReader(AT, locale);
      const made = countFormattersMade();
      dateTimeForReader(AT, variants.at(-1));
      expect(made).not.toHaveBeenCalled();
      // The first variant was forgotten long ago: writing in it again makes its formatter anew.
      expect(dateTimeForReader(AT, variants[0])).toContain("(Donnerstag, 3. Dezember 2026");
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});

