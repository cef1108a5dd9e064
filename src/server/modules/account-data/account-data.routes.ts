import { Hono } from "hono";
import type { TAppBindings } from "../../app-context";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { forgetOutboxMailAbout } from "../mail/mail.service";
import { deleteUserAccount, exportUserData, revokeAllSessions } from "./account-data.service";

/** Everyone's data rights (issue 16), mounted under /api/user. */
export function createAccountDataRoutes() {
  return new Hono<TAppBindings>()
    .get("/export", requireUser, async (c) => {
      const data = await exportUserData({ db: c.var.db, userId: c.var.user.id, now: nowOf(c) });
      c.header("Content-Disposition", `attachment; filename="promptblocks-my-data.json"`);
      return c.json(data);
    })
    .delete("/", requireUser, async (c) => {
      await deleteUserAccount({ db: c.var.db, userId: c.var.user.id });
      await forgetOutboxMailAbout(c.var.deps.env, c.var.user.id);
      return c.json({ deleted: true as const });
    })
    .post("/logout-everywhere", requireUser, async (c) => {
      const revoked = await revokeAllSessions({ db: c.var.db, userId: c.var.user.id, now: nowOf(c) });
      return c.json({ revokedSessions: revoked });
    });
}
