import type { TTestBackend } from "../../src/server/test-support/create-test-app";

/**
 * The databases a bench measures: PGlite always, PostgreSQL too when TEST_DATABASE_URL (or
 * DATABASE_URL) names a server. The test support creates (and drops) a database of its own
 * from that admin URL, so it is handed on as TEST_DATABASE_URL.
 */
export function benchBackends(): TTestBackend[] {
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!pgUrl) return ["pglite"];
  process.env.TEST_DATABASE_URL = pgUrl;
  return ["pglite", "postgres"];
}
