import { Hono } from "hono";
import type { TPublicConfig } from "../../../shared/config";
import type { TAppBindings, TAppDeps } from "../../app-context";
import { checkoutUrlOf } from "../payments/payments.routes";

/** The client's explicit allow-list of configuration (DESIGN habit 1): nothing secret here. */
export function createConfigRoutes(deps: TAppDeps) {
  return new Hono<TAppBindings>().get("/", (c) =>
    c.json<TPublicConfig>({
      googleClientId: deps.env.GOOGLE_CLIENT_ID ?? null,
      testLoginEnabled: deps.env.isTestLoginEnabled,
      checkoutUrl: checkoutUrlOf(deps.env),
      monthlyTokenLimit: deps.env.MONTHLY_TOKEN_LIMIT,
    }),
  );
}
