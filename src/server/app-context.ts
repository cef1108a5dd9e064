import type { TDatabase, TDb } from "./db/client";
import type { TSessionRow, TUserRow } from "./db/schema";
import type { TAppEnv } from "./env";
import type { TServerInstance } from "./modules/instances/instance.service";
import type { TBehaviourRunner } from "./generation/behaviour/behaviour.pool";
import type { TMailer } from "./modules/mail/mail.service";

/** What createApp needs; tests build it with their own env and a fresh database. */
export interface TAppDeps {
  env: TAppEnv;
  database: TDatabase;
  /** The generation provider's identity, reported by /api/health. */
  provider: { name: string; model: string };
  /** The built client (index.html + assets); undefined serves no client. */
  clientDir?: string;
  /** Injected so tests can move time (session expiry, rate-limit windows). */
  now?: () => Date;
  /** E-mail (issue 16); built from the env (SMTP_URL or the outbox) when not given. */
  mailer?: TMailer;
  /** This server process (issue 25): its generations' holds and claims carry its id. */
  instance?: TServerInstance;
  /** Runs every answer in Scratch's engine before it is shown (issue 29); absent: not run. */
  behaviour?: TBehaviourRunner;
}

/** Hono context typing shared by every module. */
export interface TAppBindings {
  Variables: {
    deps: TAppDeps;
    db: TDb;
    /** Set by requireUser. */
    user: TUserRow;
    session: TSessionRow;
  };
}
