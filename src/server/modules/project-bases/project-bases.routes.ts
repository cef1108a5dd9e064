import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_SB3_FILE_BYTES } from "../../../blocks/project/project.sb3-file";
import type { TAppBindings } from "../../app-context";
import { AppError, notFound } from "../../lib/app-error";
import { rateLimit } from "../../middleware/rate-limit";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { findJoinedClass } from "../classes/classes.access";
import { assertMayGenerateInClass, ZClassIdField } from "../classes/class-generation";
import { assertMayGenerate } from "../consent/consent.age";
import { parseHistoryId } from "../history/history.routes";
import { readVersionProjectBase, storeProjectBase } from "./project-bases.service";

/** Where the page sends an opened project's base; the one /api path that takes more than small JSON. */
export const PROJECT_BASE_UPLOAD_PATH = "/api/user/project-bases";
/** An .sb3 is application/zip, which is what Scratch itself serves it as. */
const SB3_CONTENT_TYPE = "application/x.scratch.sb3";

/**
 * Stored only when the user's history may be: a child's only after a parent's yes, or in a class
 * they are in (the school's authorisation covers the work made there). Checked before anything
 * is read or stored.
 */
async function assertMayStore(c: Context<TAppBindings>): Promise<void> {
  const rawClassId = c.req.query("classId");
  if (rawClassId === undefined) return assertMayGenerate(c.var.user, nowOf(c));
  const classId = ZClassIdField.safeParse(Number(rawClassId));
  if (!classId.success) throw new AppError("invalid_class", 400, "That class id is not valid.");
  await findJoinedClass({ db: c.var.db, userId: c.var.user.id, classId: classId.data });
  assertMayGenerateInClass(c.var.user, nowOf(c));
}

/** Issue 30: an opened project's costumes and sounds, kept with the versions made from it; mounted under /api/user. */
export function createProjectBaseRoutes() {
  return new Hono<TAppBindings>()
    .post(
      "/project-bases",
      requireUser,
      async (c, next) => {
        await assertMayStore(c);
        await next();
      },
      rateLimit({ name: "project-base", limit: () => 20, key: (c) => `user:${c.var.user.id}` }),
      // the same limit as the page's Open: a project that opened there can be stored
      bodyLimit({
        maxSize: MAX_SB3_FILE_BYTES,
        onError: () => {
          throw new AppError("payload_too_large", 413, "This project is too large to keep with your history.", {}, { Connection: "close" });
        },
      }),
      async (c) => {
        const sb3 = new Uint8Array(await c.req.arrayBuffer());
        const base = await storeProjectBase({ db: c.var.db, userId: c.var.user.id, sb3, now: nowOf(c) });
        return c.json({ projectBaseId: base.id }, 201);
      },
    )
    .get("/history/:id/project-base", requireUser, async (c) => {
      const sb3 = await readVersionProjectBase({ db: c.var.db, userId: c.var.user.id, generationId: parseHistoryId(c.req.param("id")) });
      if (!sb3) throw notFound("This version has no stored project.");
      return c.body(new Uint8Array(sb3), 200, { "Content-Type": SB3_CONTENT_TYPE });
    });
}
