import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  ZClassWorkQuery,
  ZCreateClassRequest,
  ZJoinClassRequest,
  ZJoinCodeRequest,
  ZPoolTransferRequest,
  ZTeacherRequestBody,
  ZTeacherRequestDecision,
  ZTeacherRequestsQuery,
  ZUpdateClassRequest,
} from "../../../shared/classes";
import type { TAppBindings, TAppDeps } from "../../app-context";
import { AppError } from "../../lib/app-error";
import { clientIp } from "../../lib/client-ip";
import { readJsonBody } from "../../lib/request-body";
import { rateLimit } from "../../middleware/rate-limit";
import { nowOf, requireAdmin, requireUser } from "../auth/auth.middleware";
import { schoolsCheckoutUrlOf } from "../payments/payments.routes";
import { assertMayTeach, classNotFound, findJoinedClass, findTaughtClass } from "./classes.access";
import {
  createClass,
  deleteClass,
  getClassDetail,
  joinClass,
  listPupilClasses,
  listTaughtClasses,
  moveTokensToPool,
  removeMembership,
  resetPupilUsage,
  setJoinCode,
  updateClass,
} from "./classes.service";
import { findClassWork, getClassOverview } from "./classes.work";
import { createTeacherRequest, decideTeacherRequest, findMyTeacherRequest, listTeacherRequests } from "./teacher-requests.service";

const ZIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** A malformed id names no class: 404 like any class the caller may not see. */
function parseClassId(raw: string): number {
  const parsed = ZIdParam.safeParse(raw);
  if (!parsed.success) throw classNotFound();
  return parsed.data;
}

function parseUserId(raw: string): number {
  const parsed = ZIdParam.safeParse(raw);
  if (!parsed.success) throw new AppError("not_found", 404, "That pupil is not in this class.");
  return parsed.data;
}

const pupilNotInClass = () => new AppError("not_found", 404, "That pupil is not in this class.");

/**
 * /api/classes (issue 32). Teachers (and administrators) run classes; pupils join with a code.
 * Every class route checks, in the database, that the caller teaches that class (or is an
 * administrator), else 404: a class id proves nothing about a class's existence.
 */
export function createClassRoutes(deps: TAppDeps) {
  const { env } = deps;
  // A code is 8 of 31 symbols; guessing one needs billions of tries. These limits keep it so.
  const limitJoinPerUser = rateLimit({ name: "class-join", limit: () => 10, windowMs: 15 * 60_000, key: (c) => `user:${c.var.user.id}` });
  const limitJoinPerIp = rateLimit({ name: "class-join-ip", limit: () => 60, windowMs: 15 * 60_000, key: (c) => clientIp(c, env.TRUST_PROXY) });
  const taught = async (c: Context<TAppBindings>) =>
    findTaughtClass({ db: c.var.db, user: c.var.user, adminEmails: env.ADMIN_EMAILS, classId: parseClassId(c.req.param("id") ?? "") });

  return new Hono<TAppBindings>()
    .use("*", requireUser)
    .post("/", async (c) => {
      assertMayTeach(c.var.user, env.ADMIN_EMAILS);
      const body = await readJsonBody(c, ZCreateClassRequest);
      const created = await createClass({ db: c.var.db, teacherId: c.var.user.id, name: body.name, yearGroup: body.yearGroup, now: nowOf(c) });
      return c.json(created, 201);
    })
    .get("/", async (c) => {
      assertMayTeach(c.var.user, env.ADMIN_EMAILS);
      return c.json({ classes: await listTaughtClasses({ db: c.var.db, teacherId: c.var.user.id }), checkoutUrl: schoolsCheckoutUrlOf(env) });
    })
    .get("/mine", async (c) => c.json({ classes: await listPupilClasses({ db: c.var.db, userId: c.var.user.id, now: nowOf(c) }) }))
    .post("/join", limitJoinPerIp, limitJoinPerUser, async (c) => {
      const { code } = await readJsonBody(c, ZJoinClassRequest);
      return c.json(await joinClass({ db: c.var.db, userId: c.var.user.id, code, now: nowOf(c) }));
    })
    .get("/:id", async (c) => c.json(await getClassDetail({ db: c.var.db, row: await taught(c), now: nowOf(c) })))
    .patch("/:id", async (c) => {
      const row = await taught(c);
      const patch = await readJsonBody(c, ZUpdateClassRequest);
      const updated = await updateClass({ db: c.var.db, classId: row.id, patch });
      return c.json(await getClassDetail({ db: c.var.db, row: updated, now: nowOf(c) }));
    })
    .delete("/:id", async (c) => {
      const row = await taught(c);
      return c.json({ deleted: true as const, ...(await deleteClass({ db: c.var.db, row, now: nowOf(c) })) });
    })
    .post("/:id/join-code", async (c) => {
      const row = await taught(c);
      const { action } = await readJsonBody(c, ZJoinCodeRequest);
      return c.json({ joinCode: await setJoinCode({ db: c.var.db, classId: row.id, action }) });
    })
    .post("/:id/pool", async (c) => {
      const row = await taught(c);
      const { tokens } = await readJsonBody(c, ZPoolTransferRequest);
      // The tokens come from the caller's own balance, whoever teaches the class.
      return c.json(await moveTokensToPool({ db: c.var.db, teacherId: c.var.user.id, classId: row.id, tokens, now: nowOf(c) }));
    })
    .get("/:id/work", async (c) => {
      const row = await taught(c);
      const query = ZClassWorkQuery.parse(c.req.query());
      return c.json(await findClassWork({ db: c.var.db, classId: row.id, query }));
    })
    .get("/:id/overview", async (c) => {
      const row = await taught(c);
      return c.json(await getClassOverview({ db: c.var.db, classId: row.id, now: nowOf(c) }));
    })
    .delete("/:id/pupils/:userId", async (c) => {
      const row = await taught(c);
      if (!(await removeMembership({ db: c.var.db, classId: row.id, userId: parseUserId(c.req.param("userId")) }))) throw pupilNotInClass();
      return c.json({ removed: true as const });
    })
    .post("/:id/pupils/:userId/reset-usage", async (c) => {
      const row = await taught(c);
      if (!(await resetPupilUsage({ db: c.var.db, classId: row.id, userId: parseUserId(c.req.param("userId")), now: nowOf(c) }))) throw pupilNotInClass();
      return c.json({ reset: true as const });
    })
    .delete("/:id/membership", async (c) => {
      // A pupil leaves: only their own membership, found through it (404 for anyone else).
      const classId = parseClassId(c.req.param("id"));
      await findJoinedClass({ db: c.var.db, userId: c.var.user.id, classId });
      await removeMembership({ db: c.var.db, classId, userId: c.var.user.id });
      return c.json({ left: true as const });
    });
}

/** /api/teacher-requests: a signed-in user asks for a teacher account (the /for-schools form). */
export function createTeacherRequestRoutes() {
  const limitRequests = rateLimit({ name: "teacher-request", limit: () => 5, windowMs: 60 * 60_000, key: (c) => `user:${c.var.user.id}` });
  return new Hono<TAppBindings>()
    .use("*", requireUser)
    .get("/mine", async (c) => c.json({ request: await findMyTeacherRequest({ db: c.var.db, userId: c.var.user.id }) }))
    .post("/", limitRequests, async (c) => {
      const body = await readJsonBody(c, ZTeacherRequestBody);
      const request = await createTeacherRequest({ db: c.var.db, userId: c.var.user.id, role: c.var.user.role, ...body, now: nowOf(c) });
      return c.json({ request }, 201);
    });
}

/** /api/admin/teacher-requests: the admin console's review (grant or decline, audited). */
export function createAdminTeacherRequestRoutes() {
  return new Hono<TAppBindings>()
    .use("*", requireAdmin)
    .get("/", async (c) => {
      const query = ZTeacherRequestsQuery.parse(c.req.query());
      return c.json(await listTeacherRequests({ db: c.var.db, ...query }));
    })
    .post("/:id/decision", async (c) => {
      const parsed = ZIdParam.safeParse(c.req.param("id"));
      if (!parsed.success) throw new AppError("not_found", 404, "That request no longer exists.");
      const { decision } = await readJsonBody(c, ZTeacherRequestDecision);
      return c.json({ request: await decideTeacherRequest({ db: c.var.db, adminId: c.var.user.id, requestId: parsed.data, decision, now: nowOf(c) }) });
    });
}
