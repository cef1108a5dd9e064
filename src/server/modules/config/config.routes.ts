import { Hono } from "hono";
import type { TPublicConfig } from "../../../shared/config";
import type { TAppBindings, TAppDeps } from "../../app-context";

/** The client's explicit allow-list of configuration (DESIGN habit 1): nothing secret here. */
export function createConfigRoutes(deps: TAppDeps) {
  return new Hono<TAppBindings>().get("/", (c) =>
    c.json<TPublicConfig>({
      googleClientId: deps.env.GOOGLE_CLIENT_ID ?? null,
      testLoginEnabled: deps.env.isTestLoginEnabled,
    }),
  );
}
