import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * A real PromptBlocks server process (`node --import tsx src/server/index.ts`, the boot `npm
 * start` runs) for tests that need what only a process has: being killed with SIGKILL, several
 * processes on one database, the real listener. The caller gives its environment (database,
 * provider); the data directory and port are the caller's too, so a restart can reuse them.
 */

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface TServerProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message and for start-up checks. */
  output(): string;
  /** SIGKILL: no shutdown code runs (a crash). */
  kill(): Promise<void>;
  /** SIGTERM and wait (a clean stop). */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([new Promise((resolve) => child.once("exit", resolve)), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

export async function startServerProcess(options: { env: Record<string, string>; port?: number; timeoutMs?: number }): Promise<TServerProcess> {
  const port = options.port ?? (await freePort());
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      SERVE_CLIENT: "false",
      PORT: String(port),
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      GENERATE_RATE_LIMIT_PER_MINUTE: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const server: TServerProcess = {
    baseURL,
    port,
    child,
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await waitForExit(child, 5_000);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await waitForExit(child, 8_000);
      if (child.exitCode === null && child.signalCode === null) await server.kill();
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}\n--- server output ---\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer within the time allowed\n--- server output ---\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** JSON over real HTTP against a server process. */
export async function callJson(baseURL: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
}
