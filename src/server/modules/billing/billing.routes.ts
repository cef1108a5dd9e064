import { Hono } from "hono";
import { z } from "zod";
import type { TAppBindings } from "../../app-context";
import { readJsonBody } from "../../lib/request-body";
import { requireUser } from "../auth/auth.middleware";
import { toApiUser } from "../users/user.mapper";

const ZUpdateTokensRequest = z.object({ tokensUsed: z.number().int().nonnegative().optional() }).loose();

/**
 * SPEC 7 POST /api/user/update-tokens {tokensUsed} → updated user fields. The original client
 * reported its own spend here; trusting that would let anyone set their own balance, so the
 * server ignores the number (the generation route already charged the real usage in the same
 * transaction as the generation) and answers the user's current fields. Old clients keep
 * working; nobody can change a balance through it.
 */
export function createBillingRoutes() {
  return new Hono<TAppBindings>().post("/update-tokens", requireUser, async (c) => {
    await readJsonBody(c, ZUpdateTokensRequest);
    return c.json({ user: toApiUser(c.var.user) });
  });
}
