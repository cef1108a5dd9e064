// A production build of the site served by a real server process, for the benches that load pages
// in Chromium (web, stage): the client is rebuilt only when stale, the embedded database lives in
// a throwaway directory, and no Google sign-in is configured (only public pages are measured).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Production refuses to start without the operator's contact (issue 31): a marked bench value. */
export const BENCH_OPERATOR = { OPERATOR_NAME: "PromptBlocks benchmark", OPERATOR_EMAIL: "bench@example.com", OPERATOR_POSTAL_ADDRESS: "1 Bench Street, Benchtown" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** `build: false` serves the client already built in root/dist/client as it is (an A/B pair of builds). */
export async function startProductionServer(options: { root: string; name: string; build?: boolean }): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { root } = options;
  if (options.build !== false) {
    const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit", env: { ...BENCH_OPERATOR, ...process.env } });
    if (build.status !== 0) throw new Error("the client build failed");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `promptblocks-${options.name}-bench-`));
  const { DATABASE_URL: _db, GOOGLE_CLIENT_ID: _gid, GOOGLE_CLIENT_SECRET: _gs, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...BENCH_OPERATOR, ...inherited, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SERVE_CLIENT: "true" },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    // Five minutes: on a machine shared by several sessions the server's start (migrations on the
    // embedded database) took over a minute, and a bench that gives up then measures nothing.
    if (tries > 1500 || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

const gzipBytesCache = new Map<string, number>();
/** A resource's size gzipped at level 9, fetched once per URL. */
export async function gzipBytes(url: string): Promise<number> {
  const cached = gzipBytesCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipBytesCache.set(url, size);
  return size;
}
