import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TAppEnv, TEnv } from "./env";

const SECRET_FILE = "session-secret";

/**
 * The embedded default for SESSION_SECRET: generated once and kept in the data dir, so sessions
 * survive a restart without anyone having to invent a secret. 'wx' makes two racing first starts
 * agree on one secret instead of overwriting each other.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < 32) throw new Error(`${path} holds a secret shorter than 32 characters; delete it to have a new one generated.`);
  return secret;
}

export function withSessionSecret(env: TEnv): TAppEnv {
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSessionSecret(env.DATA_DIR) };
}
