import { describe, expect, it } from "vitest";
import type { TAdminAction } from "../../../shared/admin";
import { describeAdminAction } from "./admin-action-text";

const base: Omit<TAdminAction, "action" | "details"> = {
  id: 1,
  adminId: 1,
  adminEmail: "head@school.example",
  targetId: 2,
  targetEmail: "maya@school.example",
  createdAt: "2026-03-15T12:00:00.000Z",
};

describe("describeAdminAction", () => {
  it("says who did what to whom, with the values before and after", () => {
    expect(describeAdminAction({ ...base, action: "update_tokens", details: { tokenAmount: -1_000_000, before: { availableTokens: 1_250_000 }, after: { availableTokens: 250_000 } } })).toBe(
      "head@school.example removed 1,000,000 tokens from maya@school.example (1,250,000 → 250,000)",
    );
    expect(describeAdminAction({ ...base, action: "update_user", details: { before: { freeUsagesAllowed: 3, role: "user" }, after: { freeUsagesAllowed: 10, role: "admin" } } })).toBe(
      'head@school.example edited maya@school.example: free usages allowed 3 → 10, role "user" → "admin"',
    );
    expect(describeAdminAction({ ...base, action: "reset_free_usages", details: { before: { freeUsagesUsed: 3 }, after: { freeUsagesUsed: 0 } } })).toBe(
      "head@school.example reset the free usages of maya@school.example (3 used → 0)",
    );
    expect(describeAdminAction({ ...base, targetId: null, targetEmail: null, action: "update_setting", details: { key: "DEFAULT_FREE_USAGES", before: "3", after: "5" } })).toBe(
      "head@school.example changed DEFAULT_FREE_USAGES from 3 to 5",
    );
  });

  it("names a deleted target by id", () => {
    expect(describeAdminAction({ ...base, targetEmail: null, action: "reset_free_usages", details: { before: { freeUsagesUsed: 1 } } })).toContain("of user #2");
  });
});
