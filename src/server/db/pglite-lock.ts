import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";
import { isProcessAlive } from "../lib/process-alive";

/**
 * PGlite is a single-process database: two servers writing one data dir corrupt it. A lock file
 * holding the owner's pid makes the second start fail with a clear message; a lock left by a
 * crashed process (pid no longer alive) is taken over.
 */
export class PgliteLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The PGlite data directory ${dataDir} is in use by process ${ownerPid}. ` +
        "Stop that server first, or point DATA_DIR elsewhere, or use DATABASE_URL for PostgreSQL when running several servers.",
    );
    this.name = "PgliteLockedError";
  }
}

/** Takes the lock or throws PgliteLockedError; returns the release function. */
export function acquirePgliteLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) rmSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new PgliteLockedError(dataDir, ownerPid);
      }
      // Stale lock from a crashed run (or a half-written file): remove it and try again.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
