import { count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TAdminActionsPage } from "../../../shared/admin";
import type { TDb } from "../../db/client";
import { adminActions, users } from "../../db/schema";

const admins = alias(users, "admin_user");
const targets = alias(users, "target_user");

/** The audit trail, newest first, naming who did it and to whom (GET /api/admin/actions). */
export async function findAdminActions(options: { db: TDb; page: number; limit: number }): Promise<TAdminActionsPage> {
  const { db, page, limit } = options;
  const [counted] = await db.select({ total: count() }).from(adminActions);
  const total = counted?.total ?? 0;
  if ((page - 1) * limit >= total) return { actions: [], total };
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      adminId: adminActions.adminId,
      adminEmail: admins.email,
      targetId: adminActions.targetId,
      targetEmail: targets.email,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(admins, eq(admins.id, adminActions.adminId))
    .leftJoin(targets, eq(targets.id, adminActions.targetId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { actions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
