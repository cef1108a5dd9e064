import { and, asc, count, desc, eq, gt, gte, inArray, ne, sql, type SQL } from "drizzle-orm";
import { ADMIN_TOKEN_STEP, type TAdminUserPatch, type TAdminUsersPage } from "../../../shared/admin";
import { isPremium } from "../../../shared/plan";
import type { TDb } from "../../db/client";
import { adminActions, users, type TUserRow } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../lib/app-error";
import { queryRows, toNumber } from "../billing/billing.sql";
import { escapeLikePattern } from "../history/history.service";
import { toApiUser } from "../users/user.mapper";

const userGone = () => notFound("That user no longer exists. Please refresh the list.");
const emailTaken = () => new AppError("email_taken", 409, "That e-mail is already used by another account.");

/**
 * Username or e-mail contains the text, case-insensitively: a LIKE on the lower-cased
 * users.search_text (served by its trigram index); the database lower-cases both sides alike.
 */
export function userSearchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  return sql`${users.searchText} LIKE lower(${`%${escapeLikePattern(search)}%`})`;
}

/**
 * The ids of one page, newest first, and how many match. Ids first, rows after: the page of ids
 * is an index-only walk of (created_at, id) even deep into the list, and a search collects its
 * matches once (trigram index, or one scan for terms too short for it) before sorting them.
 * MATERIALIZED keeps the planner from walking the date index row by row through the filter in
 * the hope of stopping early, which the count makes impossible (bench/admin.bench.ts).
 */
async function findPageIds(db: TDb, search: string, limit: number, offset: number): Promise<{ ids: number[]; total: number | undefined }> {
  const where = userSearchCondition(search);
  if (where === undefined) {
    const [counted] = await db.select({ total: count() }).from(users);
    const total = counted?.total ?? 0;
    if (offset >= total) return { ids: [], total };
    const rows = await db.select({ id: users.id }).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
    return { ids: rows.map((row) => row.id), total };
  }
  const rows = await queryRows<{ id: unknown; total: unknown }>(db, sql`
    WITH matches AS MATERIALIZED (SELECT id, created_at FROM users WHERE ${where})
    SELECT id, (SELECT count(*) FROM matches) AS total FROM matches
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
  // A page past the end has no row to carry the count.
  return { ids: rows.map((row) => toNumber(row.id)), total: rows[0] === undefined ? undefined : toNumber(rows[0].total) };
}

/** SPEC 7 GET /api/admin/users: newest accounts first, and how many match in all. */
export async function findAdminUsers(options: { db: TDb; page: number; limit: number; search: string }): Promise<TAdminUsersPage> {
  const { db, page, limit, search } = options;
  const { ids, total } = await findPageIds(db, search, limit, (page - 1) * limit);
  if (ids.length === 0) {
    if (total !== undefined || page === 1) return { users: [], total: total ?? 0 };
    const [counted] = await db.select({ total: count() }).from(users).where(userSearchCondition(search));
    return { users: [], total: counted?.total ?? 0 };
  }
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A user deleted between the two queries is simply left out of this page.
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [toApiUser(row)];
  });
  return { users: ordered, total: total ?? ordered.length };
}

/**
 * Every matching user in id order, a batch at a time (keyset paging), so an export of any size
 * streams with bounded memory.
 */
export async function* iterateUsersForExport(options: { db: TDb; search: string; batchSize?: number }): AsyncGenerator<TUserRow[]> {
  const batchSize = options.batchSize ?? 1000;
  const where = userSearchCondition(options.search);
  let afterId = 0;
  for (;;) {
    const rows = await options.db
      .select()
      .from(users)
      .where(and(gt(users.id, afterId), where))
      .orderBy(asc(users.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

const EDITABLE = ["username", "email", "role", "freeUsagesAllowed"] as const;

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * SPEC 6: an admin edits username, e-mail, role and free allowance. The change and its audit
 * row (the values before and after) commit together. An admin cannot take away their own admin
 * role, nor that of someone ADMIN_EMAILS names (the next sign-in would give it back).
 */
export async function updateUserByAdmin(options: {
  db: TDb;
  adminId: number;
  userId: number;
  patch: TAdminUserPatch;
  adminEmails: readonly string[];
  now: Date;
}): Promise<TUserRow> {
  const { adminId, userId, patch } = options;
  try {
    return await options.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (current === undefined) throw userGone();
      const changed = EDITABLE.filter((field) => patch[field] !== undefined && patch[field] !== current[field]);
      if (changed.length === 0) return current;

      if (patch.role === "user" && current.role === "admin") {
        if (userId === adminId) throw forbidden("You cannot remove your own administrator role.");
        if (options.adminEmails.includes(current.email)) {
          throw new AppError("admin_from_env", 409, "This administrator is listed in ADMIN_EMAILS; remove the address there first.");
        }
      }
      if (patch.email !== undefined && changed.includes("email")) {
        const [clash] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, patch.email), ne(users.id, userId))).limit(1);
        if (clash !== undefined) throw emailTaken();
      }

      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of changed) {
        before[field] = current[field];
        after[field] = patch[field];
      }
      const [updated] = await tx.update(users).set(after).where(eq(users.id, userId)).returning();
      if (updated === undefined) throw userGone();
      await tx.insert(adminActions).values({ adminId, action: "update_user", targetId: userId, details: { before, after }, createdAt: options.now });
      return updated;
    });
  } catch (error) {
    // Two admins giving two accounts the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * SPEC 6 "add or remove 1,000,000 tokens", on DESIGN's money rules: one conditional UPDATE
 * (never below zero) and its admin_actions row, the ledger entry of an admin adjustment, in one
 * transaction. The plan follows from the balance (shared/plan), so nothing else changes.
 */
export async function adjustTokensByAdmin(options: { db: TDb; adminId: number; userId: number; tokenAmount: number; now: Date }): Promise<TUserRow> {
  const { db, adminId, userId, tokenAmount } = options;
  if (Math.abs(tokenAmount) !== ADMIN_TOKEN_STEP) {
    throw new AppError("invalid_token_amount", 400, `Tokens can only be added or removed ${ADMIN_TOKEN_STEP.toLocaleString("en")} at a time.`);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        availableTokens: sql`${users.availableTokens} + ${tokenAmount}`,
      })
      .where(and(eq(users.id, userId), tokenAmount < 0 ? gte(users.availableTokens, -tokenAmount) : undefined))
      .returning();
    if (updated === undefined) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (exists === undefined) throw userGone();
      throw new AppError(
        "insufficient_tokens",
        409,
        `This user has fewer than ${ADMIN_TOKEN_STEP.toLocaleString("en")} tokens, so ${ADMIN_TOKEN_STEP.toLocaleString("en")} cannot be removed.`,
      );
    }
    // The UPDATE changed the balance by exactly tokenAmount, so this is the value it replaced.
    const before = updated.availableTokens - tokenAmount;
    await tx.insert(adminActions).values({
      adminId,
      action: "update_tokens",
      targetId: userId,
      details: { tokenAmount, before: { availableTokens: before }, after: { availableTokens: updated.availableTokens, isSubscribed: isPremium(updated) } },
      createdAt: options.now,
    });
    return updated;
  });
}

/** SPEC 6 "reset a user's free usages": used count back to 0, audited with the old count. */
export async function resetFreeUsagesByAdmin(options: { db: TDb; adminId: number; userId: number; now: Date }): Promise<TUserRow> {
  const { adminId, userId } = options;
  return options.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (current === undefined) throw userGone();
    if (current.freeUsagesUsed === 0 && !current.freeUsageUsed) return current;
    const [updated] = await tx.update(users).set({ freeUsagesUsed: 0, freeUsageUsed: false }).where(eq(users.id, userId)).returning();
    if (updated === undefined) throw userGone();
    await tx.insert(adminActions).values({
      adminId,
      action: "reset_free_usages",
      targetId: userId,
      details: { before: { freeUsagesUsed: current.freeUsagesUsed }, after: { freeUsagesUsed: 0 } },
      createdAt: options.now,
    });
    return updated;
  });
}
