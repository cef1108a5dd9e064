import type { Duplex } from "node:stream";
import type { TDb } from "./db/client";
import type { TAppEnv } from "./env";
import { clientErrorResponse } from "./middleware/error-handler";
import { pruneRateLimitCounters } from "./middleware/rate-limit";
import { sweepStaleReservations } from "./modules/billing/billing.service";
import { sweepUnconsentedChildren } from "./modules/consent/consent.service";

/**
 * Start-up decisions index.ts acts on, kept here as plain functions so tests can check them
 * without starting a process (issue 16 hardening).
 */

/**
 * The interface to listen on. With the test login on, anyone who can reach the server can sign
 * in as anyone, so unless HOST says otherwise only this machine can reach it.
 */
export function listenHost(env: Pick<TAppEnv, "HOST" | "isTestLoginEnabled">): string | undefined {
  if (env.HOST !== undefined) return env.HOST;
  return env.isTestLoginEnabled ? "127.0.0.1" : undefined;
}

/** Lines printed at start-up that an operator must not miss. */
export function startupWarnings(env: Pick<TAppEnv, "HOST" | "isTestLoginEnabled" | "NODE_ENV">): string[] {
  if (!env.isTestLoginEnabled) return [];
  const where = listenHost(env) === "127.0.0.1" ? "listening on 127.0.0.1 only (set HOST to change it)" : `listening on ${env.HOST ?? "every interface"}`;
  return [
    "!!! ============================================================================ !!!",
    `!!! TEST LOGIN IS ON: anyone who can reach this server can sign in as anyone,    !!!`,
    `!!! administrators included, with just an e-mail address. ${where}.`,
    "!!! Turn it off (ENABLE_TEST_LOGIN=false, or configure Google sign-in) for real use. !!!",
    "!!! ============================================================================ !!!",
  ];
}

/**
 * Work a crashed or stopped server may have left: free usages and tokens held by requests that
 * died come back now rather than when some later request happens to sweep; children nobody said
 * yes to in time are deleted; old rate-limit buckets go.
 */
export async function runMaintenance(options: { db: TDb; env: Pick<TAppEnv, "CONSENT_LINK_TTL_HOURS">; now: Date }) {
  const releasedReservations = await sweepStaleReservations({ db: options.db, now: options.now });
  const deletedChildren = await sweepUnconsentedChildren({ db: options.db, now: options.now, ttlHours: options.env.CONSENT_LINK_TTL_HOURS });
  await pruneRateLimitCounters(options.db, options.now);
  return { releasedReservations, deletedChildren };
}

/** Oversized or malformed request heads get the one error body too, not Node's empty answer. */
export function answerClientErrorsInJson(server: { on(event: "clientError", listener: (error: NodeJS.ErrnoException, socket: Duplex) => void): unknown }): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return;
    socket.end(clientErrorResponse(error));
  });
}
