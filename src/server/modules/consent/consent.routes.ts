import { Hono } from "hono";
import { ZBirthDateRequest, ZConsentDecision, ZConsentRequest, type TConsentDecisionResponse, type TConsentRequestResponse } from "../../../shared/consent";
import type { TSessionResponse } from "../../../shared/user";
import type { TAppBindings, TAppDeps } from "../../app-context";
import { clientIp } from "../../lib/client-ip";
import { linkBaseUrl } from "../../lib/link-base-url";
import { readJsonBody } from "../../lib/request-body";
import { rateLimit } from "../../middleware/rate-limit";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { forgetOutboxMailAbout, type TMailer } from "../mail/mail.service";
import { toApiUser } from "../users/user.mapper";
import { readerLocaleOf } from "../../lib/date-words";
import { buildExportArchive, EXPORT_RATE_LIMIT, exportArchiveHeaders } from "../account-data/export-archive";
import { decideConsent, deleteChildByParent, exportChildDataForParent, getConsentView, getParentView, requestConsent, revokeConsent, setBirthDate } from "./consent.service";


/**
 * Issue 16, mounted under /api: the age step, a child's request to a parent, the parent's
 * answer behind the e-mailed link, and the parent's page for the child afterwards.
 */
export function createConsentRoutes(deps: TAppDeps, mailer: TMailer) {
  const { env } = deps;
  const secret = env.SESSION_SECRET;
  // A child must not be able to flood a parent's (or anyone's) inbox.
  const limitRequests = rateLimit({ name: "consent-request", limit: () => 5, windowMs: 60 * 60_000, key: (c) => `user:${c.var.user.id}` });
  // Guessing links is hopeless (signed), but reading them is not free: limit per IP.
  const limitLinks = rateLimit({ name: "consent-link", limit: () => 60, key: (c) => clientIp(c, env.TRUST_PROXY) });
  // A data download costs more than a page: the same few a quarter hour as a signed-in export.
  const limitExports = rateLimit({ name: "data-export-link", ...EXPORT_RATE_LIMIT, key: (c) => clientIp(c, env.TRUST_PROXY) });

  return new Hono<TAppBindings>()
    .post("/user/birth-date", requireUser, async (c) => {
      const { year, month } = await readJsonBody(c, ZBirthDateRequest);
      const now = nowOf(c);
      const user = await setBirthDate({ db: c.var.db, user: c.var.user, year, month, consentAge: env.CONSENT_AGE, now });
      return c.json<TSessionResponse>({ user: toApiUser(user, now) });
    })
    .post("/consent/request", requireUser, limitRequests, async (c) => {
      const { parentEmail } = await readJsonBody(c, ZConsentRequest);
      const sent = await requestConsent({
        db: c.var.db,
        mailer,
        secret,
        user: c.var.user,
        parentEmail,
        baseUrl: linkBaseUrl(env),
        ttlHours: env.CONSENT_LINK_TTL_HOURS,
        now: nowOf(c),
        readerLocale: readerLocaleOf(c.req.header("accept-language")),
      });
      return c.json<TConsentRequestResponse>({ parentEmail: sent.parentEmail, expiresAt: sent.expiresAt.toISOString() });
    })
    .get("/consent/manage/:token", limitLinks, async (c) => {
      return c.json(await getParentView({ db: c.var.db, secret, token: c.req.param("token"), now: nowOf(c) }));
    })
    .get("/consent/manage/:token/export", limitLinks, limitExports, async (c) => {
      const { data } = await exportChildDataForParent({ db: c.var.db, secret, token: c.req.param("token"), now: nowOf(c) });
      const archive = await buildExportArchive({ data, readerLocale: readerLocaleOf(c.req.header("accept-language")) });
      return c.body(archive, 200, exportArchiveHeaders("promptblocks-child-data.zip"));
    })
    .post("/consent/manage/:token/revoke", limitLinks, async (c) => {
      await revokeConsent({ db: c.var.db, secret, token: c.req.param("token"), now: nowOf(c) });
      return c.json({ revoked: true as const });
    })
    .delete("/consent/manage/:token", limitLinks, async (c) => {
      const { userId } = await deleteChildByParent({ db: c.var.db, secret, token: c.req.param("token"), now: nowOf(c) });
      await forgetOutboxMailAbout(env, userId);
      return c.json({ deleted: true as const });
    })
    .get("/consent/:token", limitLinks, async (c) => {
      return c.json(await getConsentView({ db: c.var.db, secret, token: c.req.param("token"), now: nowOf(c) }));
    })
    .post("/consent/:token", limitLinks, async (c) => {
      const { decision } = await readJsonBody(c, ZConsentDecision);
      const result = await decideConsent({
        db: c.var.db,
        mailer,
        secret,
        token: c.req.param("token"),
        decision,
        ip: clientIp(c, env.TRUST_PROXY),
        baseUrl: linkBaseUrl(env),
        now: nowOf(c),
      });
      if (result.deletedUserId !== undefined) await forgetOutboxMailAbout(env, result.deletedUserId);
      return c.json<TConsentDecisionResponse>({ decision, ...(result.managePath !== undefined ? { managePath: result.managePath } : {}) });
    });
}
