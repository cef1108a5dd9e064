import { Hono } from "hono";
import type { TAppBindings } from "../../app-context";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { readerLocaleOf } from "../../lib/date-words";
import { rateLimit } from "../../middleware/rate-limit";
import { forgetOutboxMailAbout } from "../mail/mail.service";
import { deleteUserAccount, exportUserData, revokeAllSessions } from "./account-data.service";
import { buildExportArchive, EXPORT_RATE_LIMIT, exportArchiveHeaders } from "./export-archive";

/** Everyone's data rights (issue 16), mounted under /api/user. */
export function createAccountDataRoutes() {
  const limitExports = rateLimit({ name: "data-export", ...EXPORT_RATE_LIMIT, key: (c) => `user:${c.var.user.id}` });
  return new Hono<TAppBindings>()
    .get("/export", requireUser, limitExports, async (c) => {
      const data = await exportUserData({ db: c.var.db, userId: c.var.user.id, now: nowOf(c) });
      const archive = await buildExportArchive({ data, readerLocale: readerLocaleOf(c.req.header("accept-language")) });
      return c.body(archive, 200, exportArchiveHeaders("promptblocks-my-data.zip"));
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
