import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeOpenAiServer, type CannedReply, type FakeOpenAiServer } from "../../../src/server/generation/test-support/fake-openai-server";

/**
 * A second real PromptBlocks server for end-to-end tests that need a provider whose answers the
 * test decides: `node --import tsx src/server/index.ts` on its own port and fresh PGlite data
 * directory, with AI_PROVIDER=openai-compatible pointed at the fake OpenAI-compatible server
 * started here. The real provider code (AI SDK over HTTP), pipeline and billing all run.
 */

const ROOT = process.cwd();

export type TFakeProviderApp = {
  baseURL: string;
  fake: FakeOpenAiServer;
  /** What the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
};

/** The text of the last user message the provider received (the prompt, or the repair request). */
export function lastUserText(body: unknown): string {
  const messages = (body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? [];
  const last = [...messages].reverse().find((message) => message.role === "user");
  if (!last) return "";
  if (typeof last.content === "string") return last.content;
  if (Array.isArray(last.content)) {
    return last.content.map((part) => (typeof part === "object" && part && "text" in part ? String(part.text) : "")).join("\n");
  }
  return "";
}

export const fencedProgram = (lines: string[]): string => "```scratchblocks\n" + lines.join("\n") + "\n```";

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startFakeProviderApp(options: {
  port: number;
  fallback: (body: unknown) => CannedReply;
  /** Extra server variables, e.g. ADMIN_EMAILS for a spec that needs an administrator. */
  env?: Record<string, string>;
}): Promise<TFakeProviderApp> {
  if (!existsSync(join(ROOT, "dist/client/index.html"))) {
    throw new Error("dist/client is missing: the default e2e web server builds it; run `npm run build` first");
  }
  const fake = await startFakeOpenAiServer();
  fake.fallback = options.fallback;
  const dataDir = mkdtempSync(join(tmpdir(), "promptblocks-e2e-fake-provider-"));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ENABLE_TEST_LOGIN: "true",
      GOOGLE_CLIENT_ID: "",
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_API_KEY: "fake-key",
      AI_TIMEOUT_MS: "10000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const baseURL = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Generous: on a busy machine loading the server through tsx can take a while.
    await waitForHealth(`${baseURL}/api/health`, child, 150_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return { baseURL, fake, output: () => output, stop };
}
