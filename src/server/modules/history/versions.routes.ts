import { Hono } from "hono";
import type { TAppBindings } from "../../app-context";
import { notFound } from "../../lib/app-error";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { parseHistoryId } from "./history.routes";
import { getVersionThread, makeVersionCurrent } from "./versions.service";

const versionNotFound = () => notFound("Blocks not found");

/** Issue 30: a history item's versions, and undo (make a version current again); mounted under /api/user. */
export function createVersionRoutes() {
  return new Hono<TAppBindings>()
    .get("/history/:id/versions", requireUser, async (c) => {
      const thread = await getVersionThread({ db: c.var.db, userId: c.var.user.id, id: parseHistoryId(c.req.param("id")) });
      if (!thread) throw versionNotFound();
      return c.json(thread);
    })
    .post("/history/:id/make-current", requireUser, async (c) => {
      const thread = await makeVersionCurrent({ db: c.var.db, userId: c.var.user.id, id: parseHistoryId(c.req.param("id")), now: nowOf(c) });
      if (!thread) throw versionNotFound();
      return c.json(thread);
    });
}
