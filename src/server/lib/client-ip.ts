import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's IP for per-IP limits. X-Forwarded-For is only believed behind a proxy we were
 * told about (TRUST_PROXY); otherwise anyone could reset their own limit by sending the header.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "unknown";
  }
}
