import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, readUser } from "../../generation/test-support/generation-test-kit";
import { createTestApp, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { reserveGeneration } from "../billing/billing.service";
import { claimIdempotencyKey } from "../generation/idempotency.service";
import { DEAD_AFTER_MS, registerInstance, retireInstance, returnWhatDeadInstancesHeld, thisMachine, type TServerInstance } from "./instance.service";

/** Issue 25: which server processes count as dead, and that only what they held goes back. */
describe.each(testBackends())("server instances on one database (%s)", (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  const insertInstance = async (instance: TServerInstance, silentForMs = 0) => {
    await t.db.execute(sql`
      INSERT INTO server_instances (id, machine, pid, heartbeat_at)
      VALUES (${instance.id}, ${instance.machine}, ${instance.pid}, now() - ${`${silentForMs} milliseconds`}::interval)`);
    return instance;
  };
  /** One free usage held, and one Idempotency-Key claimed, by a request of `instance`. */
  async function holdFor(instance: TServerInstance | undefined) {
    const user = await createSignedInUser(t);
    await reserveGeneration({ db: t.db, userId: user.id, maxTokens: 1000, minTokens: 1, holdMs: 3_600_000, now: new Date(), ...(instance ? { instanceId: instance.id } : {}) });
    await claimIdempotencyKey({ db: t.db, userId: user.id, key: "k", requestHash: "h", now: new Date(), ...(instance ? { instanceId: instance.id } : {}) });
    return user;
  }
  const stillHeld = async (userId: number) => (await readUser(t, userId)).freeUsagesUsed === 1;
  const claims = async (userId: number) =>
    Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = ${userId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);

  it("gives back what dead instances held (silent too long, or a pid gone from this machine), never a live one's", async () => {
    const self = await registerInstance(t.db);
    const exited = spawnSync(process.execPath, ["-e", "0"]).pid;
    const live = await insertInstance({ id: "live-elsewhere", machine: "other-host/pid:[1]", pid: 123 }, 1_000);
    const silent = await insertInstance({ id: "silent-elsewhere", machine: "other-host/pid:[2]", pid: 456 }, DEAD_AFTER_MS + 5_000);
    const crashedHere = await insertInstance({ id: "crashed-here", machine: thisMachine(), pid: exited });
    const liveHere = await insertInstance({ id: "alive-here", machine: thisMachine(), pid: process.ppid });
    const users = {
      live: await holdFor(live),
      silent: await holdFor(silent),
      crashedHere: await holdFor(crashedHere),
      liveHere: await holdFor(liveHere),
      self: await holdFor(self),
      unowned: await holdFor(undefined),
    };

    const swept = await returnWhatDeadInstancesHeld({ db: t.db, self, isOnlyProcess: false });
    expect(swept).toEqual({ deadInstances: 2, releasedReservations: 2, forgottenClaims: 2 });
    for (const name of ["silent", "crashedHere"] as const) {
      expect(await stillHeld(users[name].id), name).toBe(false);
      expect(await claims(users[name].id), name).toBe(0);
    }
    for (const name of ["live", "liveHere", "self", "unowned"] as const) {
      expect(await stillHeld(users[name].id), name).toBe(true);
      expect(await claims(users[name].id), name).toBe(1);
    }

    // On PGlite nothing else can run: at start-up every other instance, and unowned holds, are dead.
    const onlyProcess = await returnWhatDeadInstancesHeld({ db: t.db, self, isOnlyProcess: true });
    expect(onlyProcess.releasedReservations).toBeGreaterThanOrEqual(3);
    for (const name of ["live", "liveHere", "unowned"] as const) expect(await stillHeld(users[name].id), name).toBe(false);
    expect(await stillHeld(users.self.id)).toBe(true);

    // A clean stop gives back what the stopping process still held.
    await retireInstance(t.db, self);
    expect(await stillHeld(users.self.id)).toBe(false);
    expect(await claims(users.self.id)).toBe(0);
  });

  it("lets a retry claim an Idempotency-Key at once when the claim's process is gone", async () => {
    const gone = await insertInstance({ id: "gone-with-claim", machine: "other-host/pid:[3]", pid: 1 });
    const user = await createSignedInUser(t);
    await claimIdempotencyKey({ db: t.db, userId: user.id, key: "retry", requestHash: "h", now: new Date(), instanceId: gone.id });
    await expect(claimIdempotencyKey({ db: t.db, userId: user.id, key: "retry", requestHash: "h", now: new Date(), instanceId: t.instance.id })).rejects.toMatchObject({ status: 409 });
    await t.db.execute(sql`DELETE FROM server_instances WHERE id = ${gone.id}`);
    expect(await claimIdempotencyKey({ db: t.db, userId: user.id, key: "retry", requestHash: "h", now: new Date(), instanceId: t.instance.id })).toEqual({ kind: "claimed" });
  });
});
