import { lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { TAppBindings } from "../app-context";
import type { TDb } from "../db/client";
import { rateLimitBuckets } from "../db/schema";
import { AppError } from "../lib/app-error";

export interface TRateLimitOptions {
  /** Namespaces the bucket, e.g. "auth" or "generate". */
  name: string;
  /** Requests allowed per window (the bucket's size; it refills by this much per window). */
  limit: (c: Context<TAppBindings>) => number;
  /** Who is counted: an IP, a user id... */
  key: (c: Context<TAppBindings>) => string;
  windowMs?: number;
}

export interface TBucketTake {
  allowed: boolean;
  /** Whole requests left after this one. */
  remaining: number;
  /** Seconds until one more request would be let through (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Takes one token from a bucket in a single statement, so concurrent requests on any number of
 * server instances serialise on the row and none can read-modify-write past the limit. The
 * bucket holds at most `limit` tokens and refills `limit` per `windowMs`, continuously: a burst
 * across a minute boundary gets no second allowance (the fixed window it replaces did).
 */
export async function takeRateLimitToken(options: { db: TDb; key: string; limit: number; windowMs: number; now: Date }): Promise<TBucketTake> {
  const { limit, windowMs, now } = options;
  const perMs = limit / windowMs;
  const b = rateLimitBuckets;
  // The SET expressions read the row as it was before this statement (PostgreSQL semantics).
  const refilled = sql`LEAST(${limit}::float8, ${b.tokens} + GREATEST(0, EXTRACT(EPOCH FROM (${now.toISOString()}::timestamptz - ${b.updatedAt})) * 1000) * ${perMs}::float8)`;
  const [row] = await options.db
    .insert(b)
    .values({ key: options.key, tokens: limit - 1, updatedAt: now, allowed: true })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        tokens: sql`CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END`,
        allowed: sql`${refilled} >= 1`,
        updatedAt: sql`GREATEST(${b.updatedAt}, ${now.toISOString()}::timestamptz)`,
      },
    })
    .returning({ tokens: b.tokens, allowed: b.allowed });
  const tokens = row?.tokens ?? limit - 1;
  const allowed = row?.allowed ?? true;
  return {
    allowed,
    remaining: Math.max(0, Math.floor(tokens)),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
  };
}

/** Per-key limiter whose buckets live in PostgreSQL, so every server instance enforces one limit. */
export function rateLimit(options: TRateLimitOptions): MiddlewareHandler<TAppBindings> {
  const windowMs = options.windowMs ?? 60_000;
  return async (c, next) => {
    const now = (c.var.deps.now ?? (() => new Date()))();
    const limit = options.limit(c);
    const take = await takeRateLimitToken({ db: c.var.db, key: `${options.name}:${options.key(c)}`, limit, windowMs, now });
    if (!take.allowed) {
      throw new AppError("rate_limited", 429, "Too many requests. Please wait a minute and try again.", {}, {
        "Retry-After": String(take.retryAfterSeconds),
      });
    }
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(take.remaining));
    await next();
  };
}

/** Deletes buckets untouched for long enough to be full again; the server calls it periodically. */
export async function pruneRateLimitCounters(db: TDb, now: Date, keepMs = 60 * 60_000): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.updatedAt, new Date(now.getTime() - keepMs)));
}
