import type { TUser } from "../../../shared/user";
import type { TUserRow } from "../../db/schema";
import { isPremium } from "../../../shared/plan";
import { ageStatusOf, parentalConsentOf } from "../consent/consent.age";

/** The user as the API sends it (ZUser): every module answering a user goes through here. */
export function toApiUser(row: TUserRow, now: Date = new Date()): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    // Issue 31: derived from the balance; the stored column is not what decides.
    isSubscribed: isPremium(row),
    subscriptionId: row.subscriptionId,
    tokensUsed: row.tokensUsed,
    lastResetDate: row.lastResetDate?.toISOString() ?? null,
    freeUsageUsed: row.freeUsageUsed,
    freeUsagesAllowed: row.freeUsagesAllowed,
    freeUsagesUsed: row.freeUsagesUsed,
    tokensPurchased: row.tokensPurchased,
    availableTokens: row.availableTokens,
    createdAt: row.createdAt.toISOString(),
    ageStatus: ageStatusOf(row, now),
    parentalConsent: parentalConsentOf(row, now),
  };
}
