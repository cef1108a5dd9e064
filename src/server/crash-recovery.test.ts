import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./generation/test-support/fake-openai-server";
import { createPostgresDatabase, tempDir, testBackends, TEST_SESSION_SECRET } from "./test-support/create-test-app";
import { callJson, startServerProcess, type TServerProcess } from "./test-support/server-process";

/**
 * Issue 25, finding 5: a server killed (SIGKILL) in the middle of generations. What its requests
 * held (free usages, tokens) and the Idempotency-Keys they claimed come back when it restarts,
 * before it answers anyone; with several servers on one PostgreSQL, only what the dead one held.
 */

const PROGRAM = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";

describe.each(testBackends())("a server killed mid-generation (%s)", (backend) => {
  let fake: FakeOpenAiServer;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const running: TServerProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const seen = new Set<string>();
    // "slow" prompts hang past any test the first time they are asked; "medium" ones answer after a few seconds; others at once.
    fake.fallback = (body) => {
      const text = JSON.stringify(body);
      const isFirstTry = !seen.has(text);
      seen.add(text);
      return { text: PROGRAM, delayMs: text.includes("slow") && isFirstTry ? 600_000 : text.includes("medium") ? 6_000 : 0 };
    };
    const base = { SESSION_SECRET: TEST_SESSION_SECRET, AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model", AI_API_KEY: "k", AI_TIMEOUT_MS: "300000" };
    if (backend === "pglite") {
      const dir = tempDir("promptblocks-crash-");
      env = { ...base, DATA_DIR: dir.path };
      cleanup = async () => dir.remove();
    } else {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const dir = tempDir("promptblocks-crash-pg-");
      env = { ...base, DATA_DIR: dir.path, DATABASE_URL: created.url };
      cleanup = async () => {
        dir.remove();
        await created.drop();
      };
    }
  });
  afterAll(async () => {
    for (const server of running) await server.kill();
    await fake?.close();
    await cleanup?.();
  });

  const start = async (port?: number) => {
    const server = await startServerProcess({ env, ...(port ? { port } : {}) });
    running.push(server);
    return server;
  };
  async function signUp(server: TServerProcess, email: string): Promise<string> {
    const login = await callJson(server.baseURL, "POST", "/api/auth/test-login", { body: { email } });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    expect((await callJson(server.baseURL, "POST", "/api/user/birth-date", { token, body: { year: 1990, month: 1 } })).status).toBe(200);
    return token;
  }
  const generate = (server: TServerProcess, token: string, prompt: string, key?: string) =>
    callJson(server.baseURL, "POST", "/api/blocks/generate", { token, body: { prompt }, ...(key ? { headers: { "idempotency-key": key } } : {}) });
  const session = async (server: TServerProcess, token: string) => (await callJson(server.baseURL, "GET", "/api/auth/session", { token })).body.user as { freeUsagesUsed: number };
  async function waitForProviderCalls(count: number) {
    const deadline = Date.now() + 60_000;
    while (fake.requests.length < count) {
      if (Date.now() > deadline) throw new Error(`the provider saw ${fake.requests.length} calls, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("gives back every hold and Idempotency-Key claim of the killed process at restart, and only those", async () => {
    const a = await start();
    // A second live server on the same PostgreSQL, with a generation of its own in flight.
    const other = backend === "postgres" ? await start() : undefined;
    const child = await signUp(a, `crash-${backend}@example.com`);
    const bystander = other ? await signUp(other, `bystander-${backend}@example.com`) : undefined;

    const calls = fake.requests.length;
    // All three free usages held by generations that will never finish: one with an Idempotency-Key.
    const doomed = [generate(a, child, "slow cat 1", "retry-me"), generate(a, child, "slow cat 2"), generate(a, child, "slow cat 3")];
    for (const request of doomed) request.catch(() => undefined);
    const bystanderAnswer = other && bystander ? generate(other, bystander, "medium dog") : undefined;
    await waitForProviderCalls(calls + (other ? 4 : 3));
    expect((await session(a, child)).freeUsagesUsed).toBe(3);

    await a.kill();
    const restarted = await start(a.port);

    // Before the fix: "Free limit reached" until the holds expired, and 409 for the key.
    expect((await session(restarted, child)).freeUsagesUsed).toBe(0);
    const fresh = await generate(restarted, child, "make the cat jump");
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    // The retry of the request that died with the key: its claim went with it, so it runs again.
    const retried = await generate(restarted, child, "slow cat 1", "retry-me");
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);

    if (other && bystander && bystanderAnswer) {
      // The live server's generation kept its hold through the restart and was charged once.
      expect((await bystanderAnswer).status).toBe(200);
      expect((await session(other, bystander)).freeUsagesUsed).toBe(1);
    }
    // up to three server processes start in this test, each allowed startServerProcess's two minutes
  }, 240_000);
});
