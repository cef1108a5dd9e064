import { defineConfig } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// started by tests/e2e/support/start-e2e-server.ts on a fresh temporary PGlite data directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  webServer: {
    command: "node --import tsx tests/e2e/support/start-e2e-server.ts",
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close its database and remove its temporary data directory.
    gracefulShutdown: { signal: "SIGTERM", timeout: 8_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
