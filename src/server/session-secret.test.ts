import { afterEach, describe, expect, it } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "./env";
import { withSessionSecret } from "./session-secret";
import { tempDir } from "./test-support/create-test-app";

describe("session secret embedded default", () => {
  const dirs: Array<{ remove: () => void }> = [];
  afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

  it("is generated once, stored in DATA_DIR and reused after a restart", () => {
    const dir = tempDir("pb-secret-");
    dirs.push(dir);
    const first = withSessionSecret(parseEnv({ DATA_DIR: dir.path })).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir.path, "session-secret"), "utf8")).toBe(first);
    expect(statSync(join(dir.path, "session-secret")).mode & 0o077).toBe(0);
    expect(withSessionSecret(parseEnv({ DATA_DIR: dir.path })).SESSION_SECRET).toBe(first);
  });

  it("prefers SESSION_SECRET from the environment", () => {
    const dir = tempDir("pb-secret-");
    dirs.push(dir);
    const secret = "x".repeat(40);
    expect(withSessionSecret(parseEnv({ DATA_DIR: dir.path, SESSION_SECRET: secret })).SESSION_SECRET).toBe(secret);
  });
});
