import { and, count, desc, eq, sql } from "drizzle-orm";
import type { TTeacherRequest } from "../../../shared/classes";
import type { TDb } from "../../db/client";
import { adminActions, teacherRequests, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";

/**
 * Teacher accounts asked for on /for-schools (issue 32): what the person says about their school
 * is stored for the administrator who reviews it; granting makes the account a teacher, in the
 * same transaction as the decision and its audit row.
 */

export const TEACHER_REQUESTS_PAGE_SIZE = 20;

const requestColumns = {
  id: teacherRequests.id,
  userId: teacherRequests.userId,
  email: users.email,
  username: users.username,
  school: teacherRequests.school,
  country: teacherRequests.country,
  roleAtSchool: teacherRequests.roleAtSchool,
  status: teacherRequests.status,
  createdAt: teacherRequests.createdAt,
  decidedAt: teacherRequests.decidedAt,
};

type TRequestRow = Omit<TTeacherRequest, "createdAt" | "decidedAt"> & { createdAt: Date; decidedAt: Date | null };

function toApi(row: TRequestRow): TTeacherRequest {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

/** The user's latest request, whatever its state (the schools page shows it). */
export async function findMyTeacherRequest(options: { db: TDb; userId: number }): Promise<TTeacherRequest | null> {
  const [row] = await options.db
    .select(requestColumns)
    .from(teacherRequests)
    .innerJoin(users, eq(users.id, teacherRequests.userId))
    .where(eq(teacherRequests.userId, options.userId))
    .orderBy(desc(teacherRequests.createdAt), desc(teacherRequests.id))
    .limit(1);
  return row === undefined ? null : toApi(row);
}

export async function createTeacherRequest(options: {
  db: TDb;
  userId: number;
  role: string;
  school: string;
  country: string;
  roleAtSchool: string;
  now: Date;
}): Promise<TTeacherRequest> {
  const { db, userId, now } = options;
  if (options.role === "teacher" || options.role === "admin") {
    throw new AppError("already_teacher", 409, "Your account can already run classes.");
  }
  // The partial unique index keeps one pending request per person; a second one is that request.
  await db
    .insert(teacherRequests)
    .values({ userId, school: options.school, country: options.country, roleAtSchool: options.roleAtSchool, createdAt: now })
    .onConflictDoNothing();
  const mine = await findMyTeacherRequest({ db, userId });
  if (mine === null) throw new Error("teacher request vanished");
  return mine;
}

export async function listTeacherRequests(options: { db: TDb; status: TTeacherRequest["status"]; page: number }): Promise<{ items: TTeacherRequest[]; total: number }> {
  const { db, status, page } = options;
  const where = eq(teacherRequests.status, status);
  const [counted] = await db.select({ n: count() }).from(teacherRequests).where(where);
  const rows = await db
    .select(requestColumns)
    .from(teacherRequests)
    .innerJoin(users, eq(users.id, teacherRequests.userId))
    .where(where)
    .orderBy(desc(teacherRequests.createdAt), desc(teacherRequests.id))
    .limit(TEACHER_REQUESTS_PAGE_SIZE)
    .offset((page - 1) * TEACHER_REQUESTS_PAGE_SIZE);
  return { items: rows.map(toApi), total: counted?.n ?? 0 };
}

/**
 * An administrator grants (the account becomes a teacher; an administrator stays one) or declines
 * a pending request. Decision, role and audit row commit together; a request already decided is 409.
 */
export async function decideTeacherRequest(options: { db: TDb; adminId: number; requestId: number; decision: "grant" | "decline"; now: Date }): Promise<TTeacherRequest> {
  const { db, adminId, requestId, decision, now } = options;
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(teacherRequests).where(eq(teacherRequests.id, requestId)).for("update");
    if (request === undefined) throw notFound("That request no longer exists.");
    if (request.status !== "pending") throw new AppError("already_decided", 409, "This request has already been decided.");
    const status = decision === "grant" ? "granted" : "declined";
    await tx.update(teacherRequests).set({ status, decidedAt: now }).where(eq(teacherRequests.id, requestId));
    let before: string | undefined;
    if (decision === "grant") {
      const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, request.userId)).for("update");
      before = user?.role;
      await tx.update(users).set({ role: sql`CASE WHEN ${users.role} = 'admin' THEN 'admin' ELSE 'teacher' END` }).where(and(eq(users.id, request.userId)));
    }
    await tx.insert(adminActions).values({
      adminId,
      action: decision === "grant" ? "grant_teacher" : "decline_teacher",
      targetId: request.userId,
      details: { requestId, school: request.school, country: request.country, ...(before !== undefined ? { before: { role: before }, after: { role: before === "admin" ? "admin" : "teacher" } } : {}) },
      createdAt: now,
    });
  });
  const [row] = await db.select(requestColumns).from(teacherRequests).innerJoin(users, eq(users.id, teacherRequests.userId)).where(eq(teacherRequests.id, requestId));
  if (row === undefined) throw notFound("That request no longer exists.");
  return toApi(row);
}
