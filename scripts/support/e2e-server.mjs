// The real server as the e2e tests start it (fresh temporary database, the offline generator,
// the local test login), for the scripts that record pictures and video from the running app.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Starts it on `port`; the client is built first if its sources changed. */
export function startE2eServer(port) {
  return spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/start-e2e-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function waitForHealth(child, baseUrl) {
  // A client build on a busy machine takes minutes before the server listens.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 10 minutes");
}

/** SIGTERM lets it remove its temporary database; SIGKILL after 8 s. */
export async function stopE2eServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
