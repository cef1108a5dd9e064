import { describe, expect, it } from "vitest";
import { consentRequestMail } from "../modules/consent/consent.mail";
import { dateTimeForReader, readerLocaleOf } from "./date-words";

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
});
