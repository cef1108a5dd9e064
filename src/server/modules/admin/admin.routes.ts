import { Hono } from "hono";
import { z } from "zod";
import {
  ZAdminActionsQuery,
  ZAdminExportQuery,
  ZAdminFreeUsagesReset,
  ZAdminSettingsUpdate,
  ZAdminTokenAdjustment,
  ZAdminUserPatch,
  ZAdminUsersQuery,
} from "../../../shared/admin";
import type { TAppBindings } from "../../app-context";
import { AppError } from "../../lib/app-error";
import { readJsonBody } from "../../lib/request-body";
import { nowOf, requireAdmin } from "../auth/auth.middleware";
import { findAdminSettings, updateSettings } from "../settings/settings.service";
import { toApiUser } from "../users/user.mapper";
import { findAdminActions } from "./admin.actions.service";
import { usersCsvStream } from "./admin.export";
import { getAdminStats, getDailyStats, getSafetyStats } from "./admin.stats.service";
import { adjustTokensByAdmin, findAdminUsers, resetFreeUsagesByAdmin, updateUserByAdmin } from "./admin.users.service";

const ZUserIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

function parseUserId(raw: string): number {
  const parsed = ZUserIdParam.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_id", 400, "That user id is not valid.");
  return parsed.data;
}

/** SPEC 7 admin calls, mounted under /api/admin; every one needs a signed-in admin (401/403). */
export function createAdminRoutes() {
  return new Hono<TAppBindings>()
    .use("*", requireAdmin)
    .get("/users", async (c) => {
      const query = ZAdminUsersQuery.parse(c.req.query());
      return c.json(await findAdminUsers({ db: c.var.db, ...query }));
    })
    .get("/users/export", async (c) => {
      const { search } = ZAdminExportQuery.parse(c.req.query());
      const day = nowOf(c).toISOString().slice(0, 10);
      return c.body(await usersCsvStream({ db: c.var.db, search }), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="promptblocks-users-${day}.csv"`,
      });
    })
    .patch("/users/:id", async (c) => {
      const userId = parseUserId(c.req.param("id"));
      const patch = await readJsonBody(c, ZAdminUserPatch);
      const user = await updateUserByAdmin({ db: c.var.db, adminId: c.var.user.id, userId, patch, adminEmails: c.var.deps.env.ADMIN_EMAILS, now: nowOf(c) });
      return c.json({ user: toApiUser(user) });
    })
    .post("/users/update-tokens", async (c) => {
      const body = await readJsonBody(c, ZAdminTokenAdjustment);
      const user = await adjustTokensByAdmin({ db: c.var.db, adminId: c.var.user.id, ...body, now: nowOf(c) });
      return c.json({ user: toApiUser(user) });
    })
    .post("/users/update-free-usages", async (c) => {
      const body = await readJsonBody(c, ZAdminFreeUsagesReset);
      const user = await resetFreeUsagesByAdmin({ db: c.var.db, adminId: c.var.user.id, userId: body.userId, now: nowOf(c) });
      return c.json({ user: toApiUser(user) });
    })
    .get("/settings", async (c) => c.json(await findAdminSettings(c.var.db)))
    .post("/settings", async (c) => {
      const body = await readJsonBody(c, ZAdminSettingsUpdate);
      const settings = await updateSettings({ db: c.var.db, adminId: c.var.user.id, entries: body.settings, now: nowOf(c) });
      return c.json(settings);
    })
    .get("/stats", async (c) => c.json(await getAdminStats({ db: c.var.db, now: nowOf(c) })))
    .get("/stats/daily", async (c) => c.json(await getDailyStats({ db: c.var.db, now: nowOf(c) })))
    .get("/stats/safety", async (c) => c.json(await getSafetyStats({ db: c.var.db, now: nowOf(c) })))
    .get("/actions", async (c) => {
      const query = ZAdminActionsQuery.parse(c.req.query());
      return c.json(await findAdminActions({ db: c.var.db, ...query }));
    });
}
