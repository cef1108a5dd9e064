import type { TUser } from "../../../shared/user";
import type { TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * Ages from a month and year of birth. Without the day we cannot know whether a child born this
 * month has had their birthday, so we assume not: someone is counted as `consentAge` only from
 * the first day of the month after the birthday month (nobody is treated as older than they are).
 */
export function adultFromBirth(year: number, month: number, consentAge: number): Date {
  // Date.UTC rolls month 12 (0-based: 13th month) into January of the next year.
  return new Date(Date.UTC(year + consentAge, month, 1));
}

export function ageStatusOf(row: Pick<TUserRow, "birthYear" | "adultFrom">, now: Date): TUser["ageStatus"] {
  if (row.birthYear === null || row.adultFrom === null) return "unknown";
  return now.getTime() >= row.adultFrom.getTime() ? "adult" : "child";
}

export function parentalConsentOf(row: Pick<TUserRow, "birthYear" | "adultFrom" | "parentalConsent">, now: Date): TUser["parentalConsent"] {
  if (ageStatusOf(row, now) !== "child") return "not_needed";
  return row.parentalConsent === "none" ? "needed" : row.parentalConsent;
}

/** A birth date must be a real past month within a human lifetime. */
export function assertPlausibleBirthDate(year: number, month: number, now: Date): void {
  const thisYear = now.getUTCFullYear();
  const isFuture = year > thisYear || (year === thisYear && month > now.getUTCMonth() + 1);
  if (isFuture || year < thisYear - 120) {
    throw new AppError("invalid_birth_date", 400, "Please choose the month and year you were born.");
  }
}

/**
 * Issue 16: nothing goes to a provider for someone whose age we do not know, or for a child
 * whose parent has not said yes. Checked before any other work of a generation.
 */
export function assertMayGenerate(row: TUserRow, now: Date): void {
  const age = ageStatusOf(row, now);
  if (age === "unknown") {
    throw new AppError("birth_date_required", 403, "Before you make blocks, please tell us the month and year you were born.");
  }
  if (age === "child" && row.parentalConsent !== "approved") {
    throw new AppError(
      "parental_consent_required",
      403,
      "A parent needs to say yes before you can make your own blocks. You can still try the examples.",
    );
  }
}
