import { randomUUID } from "node:crypto";
import { readlinkSync } from "node:fs";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { isProcessAlive } from "../../lib/process-alive";
import { queryRows } from "../billing/billing.sql";
import { releaseOrphanedReservations } from "../billing/billing.service";
import { forgetOrphanedClaims } from "../generation/idempotency.service";

/**
 * The server processes sharing one database (issue 25). Each registers at start-up and beats a
 * heartbeat; generation holds and Idempotency-Key claims carry its id. A process that dies
 * (SIGKILL, a crash, a lost machine) stops beating: what it held goes back, and nothing of a live
 * server's. "Dead" is decided as early as it can be known for sure:
 * - on PGlite only one process can use the data (its lock file), so at start-up every other
 *   instance is dead;
 * - on the same machine, an instance whose pid no longer runs (or is our own pid: a restart in a
 *   container) is dead at once;
 * - anywhere else, an instance silent for DEAD_AFTER_MS is dead.
 */

export interface TServerInstance {
  id: string;
  machine: string;
  pid: number;
}

export const HEARTBEAT_EVERY_MS = 5_000;
/** Six missed heartbeats: long past any pause of a healthy process. */
export const DEAD_AFTER_MS = 30_000;

/** Where a pid means one process: the host name and, on Linux, the pid namespace (containers). */
export function thisMachine(): string {
  try {
    return `${hostname()}/${readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return hostname();
  }
}

/** The database's clock decides every heartbeat and its age, so servers' clocks need not agree. */
async function beat(db: TDb, instance: TServerInstance): Promise<void> {
  await db.execute(sql`
    INSERT INTO server_instances (id, machine, pid, started_at, heartbeat_at) VALUES (${instance.id}, ${instance.machine}, ${instance.pid}, now(), now())
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`);
}

/**
 * Instances registered by this very process (tests run several apps in one): with our own pid,
 * these are alive; any other with our pid on this machine was an earlier process (a restart in a
 * container often gets the same pid) and is dead.
 */
const instancesOfThisProcess = new Set<string>();

export async function registerInstance(db: TDb): Promise<TServerInstance> {
  const instance = { id: randomUUID(), machine: thisMachine(), pid: process.pid };
  await beat(db, instance);
  instancesOfThisProcess.add(instance.id);
  return instance;
}

function isDeadOnThisMachine(row: { id: string; pid: number }): boolean {
  return row.pid === process.pid ? !instancesOfThisProcess.has(row.id) : !isProcessAlive(row.pid);
}

/**
 * A heartbeat. It also re-registers an instance another server took for dead after a long pause
 * (its holds were given back then; its generations settle from the balance as after an expiry).
 */
export async function heartbeat(db: TDb, instance: TServerInstance): Promise<void> {
  await beat(db, instance);
}

export interface TDeadInstanceSweep {
  deadInstances: number;
  releasedReservations: number;
  forgottenClaims: number;
}

/**
 * Finds the instances that are dead (see above), removes them, and gives back every hold and
 * unanswered Idempotency-Key claim whose instance is gone. `isOnlyProcess` (PGlite, at start-up):
 * every other instance is dead, and holds that name no instance at all (made before instances
 * existed) go back too.
 */
export async function returnWhatDeadInstancesHeld(options: { db: TDb; self: TServerInstance; isOnlyProcess: boolean }): Promise<TDeadInstanceSweep> {
  const { db, self, isOnlyProcess } = options;
  const others = await queryRows<{ id: string; machine: string; pid: number; is_silent: boolean }>(db, sql`
    SELECT id, machine, pid, heartbeat_at < now() - ${`${DEAD_AFTER_MS} milliseconds`}::interval AS is_silent
    FROM server_instances WHERE id <> ${self.id}`);
  const dead = others
    .filter((row) => isOnlyProcess || row.is_silent || (row.machine === self.machine && isDeadOnThisMachine({ id: row.id, pid: Number(row.pid) })))
    .map((row) => row.id);
  if (dead.length > 0) await db.execute(sql`DELETE FROM server_instances WHERE id IN (${sql.join(dead.map((id) => sql`${id}`), sql`, `)})`);
  const releasedReservations = await releaseOrphanedReservations({ db, includeUnowned: isOnlyProcess });
  const forgottenClaims = await forgetOrphanedClaims({ db, includeUnowned: isOnlyProcess });
  return { deadInstances: dead.length, releasedReservations, forgottenClaims };
}

/** A clean stop: what this process still holds goes back now, and it leaves the list. */
export async function retireInstance(db: TDb, instance: TServerInstance): Promise<void> {
  instancesOfThisProcess.delete(instance.id);
  await db.execute(sql`DELETE FROM server_instances WHERE id = ${instance.id}`);
  await releaseOrphanedReservations({ db, includeUnowned: false });
  await forgetOrphanedClaims({ db, includeUnowned: false });
}
