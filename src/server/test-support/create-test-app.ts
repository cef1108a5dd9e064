import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createApp } from "../app";
import type { TAppDeps } from "../app-context";
import { openDatabase, type TDatabase } from "../db/client";
import { createBehaviourRunner } from "../generation/behaviour/behaviour.pool";
import { parseEnv, type TAppEnv } from "../env";
import { registerInstance, retireInstance } from "../modules/instances/instance.service";
import { describeProvider } from "../provider-info";

/**
 * DESIGN habit 4: every API test file gets a fresh PGlite in memory, and when TEST_DATABASE_URL
 * is set the same suites run again on real PostgreSQL, each in a database of its own (created
 * here, dropped on close) so parallel files never see each other's rows.
 */

export type TTestBackend = "pglite" | "postgres";

/** The backends a database-facing suite runs on: `describe.each(testBackends())`. */
export function testBackends(): TTestBackend[] {
  // Read directly (not through env.ts): it configures the test runner, not the app.
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export const TEST_SESSION_SECRET = "test-session-secret-0123456789-abcdefghijklmnop";

/** An app env as a test would configure it; overrides are raw variables, as in a .env file. */
export function testEnv(overrides: Record<string, string | undefined> = {}): TAppEnv {
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: join(tmpdir(), "promptblocks-test-unused"),
    SESSION_SECRET: TEST_SESSION_SECRET,
    // Off unless a test turns it on (behaviour.pool.test.ts, the generation tests that ask for it):
    // it starts a worker thread that loads Scratch's engine.
    BEHAVIOUR_CHECK_SECONDS: "0",
    // Production refuses to start without them (issue 31); a test of that sets them to "".
    OPERATOR_NAME: "Test Operator",
    OPERATOR_EMAIL: "operator@example.com",
    OPERATOR_POSTAL_ADDRESS: "1 Test Street, Testville",
    ...overrides,
  });
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? TEST_SESSION_SECRET };
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop`. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pb_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated, empty database on the chosen backend. */
export async function openTestDatabase(backend: TTestBackend): Promise<TDatabase> {
  if (backend === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const created = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export interface TTestAppOptions {
  backend?: TTestBackend;
  env?: Record<string, string | undefined>;
  clientDir?: string;
  now?: () => Date;
  /** Reuse a database (e.g. to restart the app on the same data); it is then not closed. */
  database?: TDatabase;
}

export async function createTestApp(options: TTestAppOptions = {}) {
  const env = testEnv(options.env);
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openTestDatabase(options.backend ?? "pglite"));
  const behaviour = env.BEHAVIOUR_CHECK_SECONDS > 0 ? createBehaviourRunner({ seconds: env.BEHAVIOUR_CHECK_SECONDS }) : undefined;
  // A live server process, as index.ts registers one: the app's holds and claims carry its id.
  const instance = await registerInstance(database.db);
  const deps: TAppDeps = {
    env,
    database,
    instance,
    provider: describeProvider(env),
    ...(behaviour ? { behaviour } : {}),
    ...(options.clientDir !== undefined ? { clientDir: options.clientDir } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
  };
  const app = createApp(deps);
  return {
    app,
    env,
    database,
    db: database.db,
    instance,
    close: async () => {
      await behaviour?.close();
      if (ownsDatabase) await database.close();
      else await retireInstance(database.db, instance);
    },
  };
}

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** JSON request helper for app.request. */
export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A scratch directory removed by the returned cleanup. */
export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}
