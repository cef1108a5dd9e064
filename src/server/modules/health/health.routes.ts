import { Hono } from "hono";
import type { THealthResponse } from "../../../shared/config";
import type { TAppBindings, TAppDeps } from "../../app-context";

/** Load balancers and the e2e runner poll this; 503 takes an instance out of rotation. */
export function createHealthRoutes(deps: TAppDeps) {
  return new Hono<TAppBindings>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await deps.database.ping();
      return c.json<THealthResponse>({ status: "ok", database: "ok", provider: deps.provider });
    } catch (error) {
      console.error("Health check: database unreachable:", error instanceof Error ? error.message : error);
      return c.json<THealthResponse>({ status: "error", database: "error", provider: deps.provider }, 503);
    }
  });
}
