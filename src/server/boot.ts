import type { Duplex } from "node:stream";
import type { TDb } from "./db/client";
import type { TAppEnv } from "./env";
import { clientErrorResponse } from "./middleware/error-handler";
import { pruneRateLimitCounters } from "./middleware/rate-limit";
import { sweepStaleReservations } from "./modules/billing/billing.service";
import { sweepUnconsentedChildren, sweepUndatedAccounts } from "./modules/consent/consent.service";
import { pruneOutboxOfDeletedAccounts } from "./modules/mail/mail.service";

/**
 * Start-up decisions index.ts acts on, kept here as plain functions so tests can check them
 * without starting a process (issue 16 hardening).
 */

/** The interface to listen on (env.ts decides: HOST, else loopback while local conveniences are wanted). */
export function listenHost(env: Pick<TAppEnv, "listenHost">): string | undefined {
  return env.listenHost;
}

type TConvenienceFlags = Pick<TAppEnv, "listenHost" | "isTestLoginEnabled" | "isTestCheckoutEnabled" | "isMailOutboxEnabled">;

/** The local conveniences that are on, each with what it means for whoever reaches the server. */
function conveniencesOn(env: TConvenienceFlags): string[] {
  return [
    env.isTestLoginEnabled ? "the test login: anyone who reaches this server can sign in as anyone, administrators included" : undefined,
    env.isTestCheckoutEnabled ? "the test checkout: anyone who reaches this server can buy test tokens for nothing" : undefined,
    env.isMailOutboxEnabled ? "the mail outbox: e-mails are written under DATA_DIR/outbox/, not sent" : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** Lines printed at start-up that an operator must not miss: which local conveniences are on (issue 25). */
export function startupWarnings(env: TConvenienceFlags): string[] {
  const on = conveniencesOn(env);
  if (on.length === 0) return ["Local conveniences: none (the test login, the test checkout and the mail outbox are off)."];
  return [
    "!!! ============================================================================ !!!",
    `!!! LOCAL CONVENIENCES ON, so this server listens on ${env.listenHost} only (set HOST to a public`,
    "!!! address, or configure Google sign-in, Gumroad and SMTP, to turn them off):",
    ...on.map((line) => `!!!   - ${line}`),
    "!!! ============================================================================ !!!",
  ];
}

/**
 * Work a crashed or stopped server may have left: free usages and tokens held by requests that
 * died come back now rather than when some later request happens to sweep; children nobody said
 * yes to in time, and accounts that never gave a birth date, are deleted, with the outbox's
 * e-mails about them; old rate-limit buckets go.
 */
export async function runMaintenance(options: { db: TDb; env: Pick<TAppEnv, "CONSENT_LINK_TTL_HOURS" | "DATA_DIR">; now: Date }) {
  const { db, env, now } = options;
  const releasedReservations = await sweepStaleReservations({ db, now });
  const deletedChildren = await sweepUnconsentedChildren({ db, now, ttlHours: env.CONSENT_LINK_TTL_HOURS });
  const deletedUndated = await sweepUndatedAccounts({ db, now, ttlHours: env.CONSENT_LINK_TTL_HOURS });
  await pruneOutboxOfDeletedAccounts({ env, db });
  await pruneRateLimitCounters(db, now);
  return { releasedReservations, deletedChildren, deletedUndated };
}

/** Oversized or malformed request heads get the one error body too, not Node's empty answer. */
export function answerClientErrorsInJson(server: { on(event: "clientError", listener: (error: NodeJS.ErrnoException, socket: Duplex) => void): unknown }): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return;
    socket.end(clientErrorResponse(error));
  });
}
