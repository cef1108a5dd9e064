import { and, eq, getTableColumns, isNull, like } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { rateLimitBuckets, sessions, tokenPurchases, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { findUserLinks, userBucketSuffix } from "./account-data.tables";

/** A database or an open transaction (deletion joins a caller's transaction as a savepoint). */
export type TDbOrTransaction = TDb | Parameters<Parameters<TDb["transaction"]>[0]>[0];

export interface TUserExport {
  exportedAt: string;
  /** What the file is, in words, for whoever opens it. */
  about: string;
  user: Record<string, unknown>;
  /** Table name → that user's rows, for every table that holds any (issue 16). */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Every row we hold about one user, and nothing of anyone else's. */
export async function exportUserData(options: { db: TDb; userId: number; now: Date }): Promise<TUserExport> {
  const { db, userId } = options;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", 404, "Account not found");
  const tables: TUserExport["tables"] = {};
  for (const link of findUserLinks()) {
    const rows = (await db.select().from(link.table).where(eq(link.column, userId))) as Array<Record<string, unknown>>;
    const hidden = (link.othersData ?? []).map((column) => columnKey(link.table, column));
    const own = rows.map((row) => Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (hidden.includes(key) ? [] : [[key, exportable(value)]]))));
    // A row reached by two links (an administrator's change to their own account) is listed once.
    const listed = tables[link.tableName] ?? [];
    tables[link.tableName] = [...listed, ...own.filter((row) => row.id === undefined || !listed.some((other) => other.id === row.id))];
  }
  tables.rate_limit_buckets = await db.select().from(rateLimitBuckets).where(like(rateLimitBuckets.key, `%${userBucketSuffix(userId)}`));
  return {
    exportedAt: options.now.toISOString(),
    about: "Everything PromptBlocks holds about this account: the account itself, and each table's rows that belong to it.",
    user,
    tables,
  };
}

/** Bytes (a stored costume or sound, issue 30) go into the JSON file as base64, which any tool can turn back into the file. */
function exportable(value: unknown): unknown {
  return value instanceof Uint8Array ? { base64: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") } : value;
}

/**
 * Deletes an account and every row of it in one transaction: rows that belong to the user are
 * deleted, purchases are kept only as anonymised accounting records (detached from the user),
 * and the user row goes last. Either all of it happens or none of it.
 */
export async function deleteUserAccount(options: { db: TDbOrTransaction; userId: number }): Promise<void> {
  const { db, userId } = options;
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("not_found", 404, "Account not found");
    if (user.role === "admin") {
      // Their admin_actions are the audit trail of changes to other people's accounts.
      throw new AppError("admin_account", 409, "An administrator account cannot be deleted. Ask another administrator to make you a regular user first.");
    }
    // Anonymised means no e-mail either: a kept purchase with its buyer's address would be
    // "unclaimed" and credited again to whoever next signs up with that address.
    await tx.update(tokenPurchases).set({ buyerEmail: null }).where(eq(tokenPurchases.userId, userId));
    for (const link of findUserLinks()) {
      if (link.action === "detach") await tx.update(link.table).set({ [columnKey(link.table, link.column)]: null }).where(eq(link.column, userId));
      else if (link.action === "delete") await tx.delete(link.table).where(eq(link.column, userId));
    }
    await tx.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `%${userBucketSuffix(userId)}`));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Drizzle's set() and rows use the property name of the column in its table, not the SQL name. */
function columnKey(table: PgTable, column: PgColumn): string {
  for (const [key, value] of Object.entries(getTableColumns(table))) if (value === column) return key;
  throw new Error("column not found in its table");
}

/** "Log out everywhere": every session of the user ends now. */
export async function revokeAllSessions(options: { db: TDb; userId: number; now: Date }): Promise<number> {
  const revoked = await options.db.update(sessions).set({ revokedAt: options.now }).where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
  return revoked.length;
}
