import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { createSession } from "../../modules/auth/session.service";
import { createTestApp, TEST_SESSION_SECRET, type TTestApp, type TTestBackend } from "../../test-support/create-test-app";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./fake-openai-server";

/**
 * The generation route's test bench: the real app (createTestApp: fresh PGlite or PostgreSQL)
 * configured with AI_PROVIDER=openai-compatible pointing at a fake OpenAI-compatible server on
 * 127.0.0.1, so each request goes through the real AI SDK provider code over HTTP.
 */
export interface TGenerationBench {
  t: TTestApp;
  fake: FakeOpenAiServer;
  close(): Promise<void>;
}

export async function startGenerationBench(options: { backend: TTestBackend; env?: Record<string, string>; now?: () => Date }): Promise<TGenerationBench> {
  const fake = await startFakeOpenAiServer();
  const t = await createTestApp({
    backend: options.backend,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "5000",
      GENERATE_RATE_LIMIT_PER_MINUTE: "10000",
      ...options.env,
    },
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

let userCounter = 0;

/** A grown-up's birth date as the birth-date step stores it. */
export const ADULT_BIRTH_DATE = { birthYear: 1990, birthMonth: 1, adultFrom: new Date(Date.UTC(2003, 1, 1)) } as const;

/** A user with a live session; premium fields as given. */
export async function createSignedInUser(
  t: TTestApp,
  fields: { isSubscribed?: boolean; availableTokens?: number; freeUsagesAllowed?: number; freeUsagesUsed?: number; tokensUsed?: number; lastResetDate?: Date } = {},
): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const email = `kid${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // An adult birth date: generating needs one (issue 16); the consent tests make children themselves.
  const [row] = await t.db
    .insert(users)
    .values({ email, username: `Kid ${userCounter}`, ...ADULT_BIRTH_DATE, ...fields })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert returned no row");
  const token = await createSession({ db: t.db, secret: TEST_SESSION_SECRET, userId: row.id, now: new Date() });
  return { id: row.id, token };
}

export async function readUser(t: TTestApp, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** Rows of a table for one user, counted with plain SQL (tables of other modules included). */
export async function countRows(t: TTestApp, table: "generated_blocks" | "token_usage" | "generation_reservations", userId: number): Promise<number> {
  const result = (await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? -1);
}

export async function sumUsage(t: TTestApp, userId: number): Promise<number> {
  const result = (await t.db.execute(sql`SELECT COALESCE(SUM(tokens_used), 0)::bigint AS total FROM token_usage WHERE user_id = ${userId}`)) as unknown as {
    rows: Array<{ total: unknown }>;
  };
  return Number(result.rows[0]?.total ?? -1);
}
