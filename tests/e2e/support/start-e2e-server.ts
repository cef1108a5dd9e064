// Playwright's webServer: builds the client when dist/ is missing or stale, then runs the real
// server (src/server/index.ts, the same boot as `npm start`) on a fresh temporary PGlite data
// directory with the test login on, and removes that directory when stopped.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const port = process.env.E2E_PORT ?? "3100";

// The production build `npm start` serves (prerendered pages, precompressed assets), rebuilt
// only when its sources or build-time variables changed. The one test-only variable turns on the
// stage's test hook (src/client/features/stage/stage.test-hook.ts): the specs read a sprite's
// position from the engine itself. Builds without it carry no trace of the hook.
const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit", env: { ...process.env, VITE_STAGE_TEST_HOOK: "true" } });
if (build.status !== 0) process.exit(build.status ?? 1);

const DATA_DIR_PREFIX = "promptblocks-e2e-";
const RUNNER_PID_FILE = "runner.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// A runner killed with SIGKILL cannot clean up; remove directories whose runner is gone,
// never one a concurrent run still uses.
for (const entry of readdirSync(tmpdir())) {
  if (!entry.startsWith(DATA_DIR_PREFIX)) continue;
  const dir = join(tmpdir(), entry);
  try {
    const pid = Number(readFileSync(join(dir, RUNNER_PID_FILE), "utf8"));
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) rmSync(dir, { recursive: true, force: true });
  } catch {
    // No pid file yet (another runner is starting) or not ours: leave it.
  }
}

const dataDir = mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
writeFileSync(join(dataDir, RUNNER_PID_FILE), String(process.pid));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

// Only what the app reads; Google and a real PostgreSQL are left out on purpose.
const { DATABASE_URL: _db, GOOGLE_CLIENT_ID: _gid, GOOGLE_CLIENT_SECRET: _gs, SESSION_SECRET: _ss, ...inherited } = process.env;
const server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...inherited,
    NODE_ENV: "test",
    PORT: port,
    DATA_DIR: dataDir,
    ENABLE_TEST_LOGIN: "true",
    SERVE_CLIENT: "true",
    AI_PROVIDER: "offline",
    // Every spec signs in from 127.0.0.1; the per-IP limit is tested in the API suite.
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    // The admin console spec (admin.spec.ts) and site.spec.ts sign in as these administrators.
    ADMIN_EMAILS: "e2e-admin@example.com,site-admin@example.com",
  },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  // The server closes PGlite on SIGTERM; give it a moment, then make sure.
  setTimeout(() => server.kill("SIGKILL"), 8_000).unref();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal));

server.on("exit", (code, signal) => {
  removeDataDir();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
