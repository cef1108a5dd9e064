import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's IP for per-IP limits. X-Forwarded-For is only believed behind a proxy we were
 * told about (TRUST_PROXY), and then only its last entry: the one our proxy appended from the
 * connection it saw. Every entry to the left of it was written by the client, who could rotate
 * it to get a fresh limit on every request (issue 16: 100 of 100 sign-ins passed that way).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const entries = c.req.header("x-forwarded-for")?.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
    const appendedByProxy = entries?.at(-1);
    if (appendedByProxy) return appendedByProxy;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "unknown";
  }
}
