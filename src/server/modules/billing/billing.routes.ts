import { isPremium } from "../../../shared/plan";
import { Hono } from "hono";
import { z } from "zod";
import { ZLedgerQuery, ZVerifySubscriptionRequest } from "../../../shared/billing";
import type { TAppBindings } from "../../app-context";
import { readJsonBody } from "../../lib/request-body";
import { requireUser } from "../auth/auth.middleware";
import { toApiUser } from "../users/user.mapper";
import { findTokenPurchases, findTokenUsage } from "./billing.ledger";

const ZUpdateTokensRequest = z.object({ tokensUsed: z.number().int().nonnegative().optional() }).loose();

/** SPEC says these answer a list; the page's total travels in a header so the body stays one. */
const TOTAL_HEADER = "X-Total-Count";

/**
 * /api/user: the billing calls of SPEC 7.
 *
 * POST /update-tokens {tokensUsed} → updated user fields. The original client reported its own
 * spend here; trusting that would let anyone set their own balance, so the server ignores the
 * number (the generation route already charged the real usage in the same transaction as the
 * generation) and answers the user's current fields (docs/decisions/003).
 */
export function createBillingRoutes() {
  return new Hono<TAppBindings>()
    .post("/update-tokens", requireUser, async (c) => {
      await readJsonBody(c, ZUpdateTokensRequest);
      return c.json({ user: toApiUser(c.var.user) });
    })
    .get("/token-purchases", requireUser, async (c) => {
      const query = ZLedgerQuery.parse(c.req.query());
      const page = await findTokenPurchases({ db: c.var.db, userId: c.var.user.id, ...query });
      c.header(TOTAL_HEADER, String(page.total));
      return c.json(page.items);
    })
    .get("/token-usage", requireUser, async (c) => {
      const query = ZLedgerQuery.parse(c.req.query());
      const page = await findTokenUsage({ db: c.var.db, userId: c.var.user.id, ...query });
      c.header(TOTAL_HEADER, String(page.total));
      return c.json(page.items);
    });
}

/** POST /api/subscription/verify {subscriptionId}: the plan as our own records have it. */
export function createSubscriptionRoutes() {
  return new Hono<TAppBindings>().post("/verify", requireUser, async (c) => {
    await readJsonBody(c, ZVerifySubscriptionRequest);
    const user = c.var.user;
    return c.json({ isSubscribed: isPremium(user), subscriptionId: user.subscriptionId });
  });
}
