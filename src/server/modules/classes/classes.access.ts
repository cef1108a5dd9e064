import { and, eq } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { classes, classMembers, type TClassRow, type TUserRow } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../lib/app-error";
import type { TDbOrTx } from "../billing/billing.sql";

/**
 * Who may do what with a class (issue 32). Every check reads the database: the teacher's own
 * classes, or any class for an administrator. Anyone else is told the class does not exist
 * (404, never 403), so class ids cannot be probed.
 */

export const classNotFound = () => notFound("That class was not found.");

export function isAdmin(user: TUserRow, adminEmails: readonly string[]): boolean {
  return user.role === "admin" || adminEmails.includes(user.email);
}

/** Teachers and administrators run classes; everyone else is refused (a role, not an existence, so 403). */
export function assertMayTeach(user: TUserRow, adminEmails: readonly string[]): void {
  if (user.role !== "teacher" && !isAdmin(user, adminEmails)) {
    throw forbidden("Only teacher accounts can run classes. You can ask for one on the For schools page.");
  }
}

/** The class when this user teaches it (or is an administrator); else 404. */
export async function findTaughtClass(options: { db: TDbOrTx & TDb; user: TUserRow; adminEmails: readonly string[]; classId: number }): Promise<TClassRow> {
  const { db, user, classId } = options;
  const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (row === undefined) throw classNotFound();
  if (row.teacherId !== user.id && !isAdmin(user, options.adminEmails)) throw classNotFound();
  return row;
}

/** The class when this user is one of its pupils; else 404. */
export async function findJoinedClass(options: { db: TDb; userId: number; classId: number }): Promise<TClassRow> {
  const [row] = await options.db
    .select({ class: classes })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.classId, options.classId), eq(classMembers.userId, options.userId)))
    .limit(1);
  if (row === undefined) throw classNotFound();
  return row.class;
}

export const invalidClassId = () => new AppError("invalid_id", 400, "That class id is not valid.");
