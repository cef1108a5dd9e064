import { sql, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { TAppBindings } from "../app-context";
import type { TDb } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../lib/app-error";

export interface TRateLimitOptions {
  /** Namespaces the counter, e.g. "auth" or "generate". */
  name: string;
  /** Requests allowed per window. */
  limit: (c: Context<TAppBindings>) => number;
  /** Who is counted: an IP, a user id... */
  key: (c: Context<TAppBindings>) => string;
  windowMs?: number;
}

/**
 * Fixed-window limiter whose counters live in PostgreSQL, so every server instance enforces
 * one shared limit (DESIGN "Scaling out"). One upsert per request, no read-modify-write.
 */
export function rateLimit(options: TRateLimitOptions): MiddlewareHandler<TAppBindings> {
  const windowMs = options.windowMs ?? 60_000;
  return async (c, next) => {
    const now = (c.var.deps.now ?? (() => new Date()))().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const limit = options.limit(c);
    const [row] = await c.var.db
      .insert(rateLimitCounters)
      .values({ key: `${options.name}:${options.key(c)}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    const count = row?.count ?? 1;
    const resetSeconds = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    if (count > limit) {
      throw new AppError("rate_limited", 429, "Too many requests. Please wait a minute and try again.", {}, {
        "Retry-After": String(resetSeconds),
      });
    }
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(Math.max(0, limit - count)));
    c.header("RateLimit-Reset", String(resetSeconds));
    await next();
  };
}

/** Deletes windows that ended long ago; the server calls it periodically. */
export async function pruneRateLimitCounters(db: TDb, now: Date, keepMs = 60 * 60_000): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - keepMs)));
}
