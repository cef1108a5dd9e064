// Which kind of request keeps memory (issue 25)? Starts the server in this process, as index.ts
// does (the offline generator, the behaviour check, the heartbeat, a real listener), on PostgreSQL
// (a throwaway database on TEST_DATABASE_URL) or PGlite, gives it the soak's cast, and then, for
// each kind named, sends HEAP_WARM_UP requests of that kind (code compiled, pools and caches
// filled), collects garbage until the heap stops shrinking, sends HEAP_REQUESTS more, and collects
// again. It prints the heap kept per request. With HEAP_SNAPSHOTS=1 it also writes a heap snapshot
// at both points and lists what the second holds that the first did not, grouped by kind of
// object (V8's own code apart from the program's objects), with what keeps a few of them alive.
//
// Run: TEST_DATABASE_URL=… node --expose-gc --import tsx bench/support/heap-by-request.ts history ledger
// Kinds: those of the soak (soak-requests.ts), or "mix" for the soak's mix.
// Env: HEAP_BACKEND=postgres|pglite (default postgres), HEAP_REQUESTS (3000), HEAP_WARM_UP (1000),
//      HEAP_CONCURRENCY (8), HEAP_SNAPSHOTS=1, HEAP_PORT (0: any free port).
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";
import { createApp } from "../../src/server/app";
import { openDatabase, type TDatabase } from "../../src/server/db/client";
import { parseEnv } from "../../src/server/env";
import { createBehaviourRunner } from "../../src/server/generation/behaviour/behaviour.pool";
import { createGenerationProvider } from "../../src/server/generation/provider-selection";
import { HEARTBEAT_EVERY_MS, heartbeat, registerInstance } from "../../src/server/modules/instances/instance.service";
import { createPostgresDatabase, tempDir } from "../../src/server/test-support/create-test-app";
import { withSessionSecret } from "../../src/server/session-secret";
import { printSnapshotDiff } from "./heap-snapshot";
import { MIX, SOAK_SERVER_ENV, createSoakCast, prng, sendSoakRequest, type TKind } from "./soak-requests";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const BACKEND = process.env.HEAP_BACKEND ?? "postgres";
const REQUESTS = Number(process.env.HEAP_REQUESTS ?? 3000);
const WARM_UP = Number(process.env.HEAP_WARM_UP ?? 1000);
const CONCURRENCY = Number(process.env.HEAP_CONCURRENCY ?? 8);
const SNAPSHOTS = process.env.HEAP_SNAPSHOTS === "1";
/** "mix": the soak's own mix of every kind, to see what the whole soak leaves. */
const known = new Set<string>([...MIX.map(([kind]) => kind), "mix"]);
const kinds = process.argv.slice(2) as Array<TKind | "mix">;
if (kinds.length === 0 || kinds.some((kind) => !known.has(kind))) throw new Error(`name kinds of request: ${[...known].join(" ")}`);

/** Collects until the heap stops shrinking: a finalizer or weak reference may free more on the next round. */
async function settledHeap(): Promise<number> {
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 8; round++) {
    gc!();
    // Let finalizers and timers that free things run between collections.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const used = process.memoryUsage().heapUsed;
    if (last - used < 16 * 1024) return Math.min(last, used);
    last = used;
  }
  return last;
}

const dir = tempDir("promptblocks-heap-");
// HEAP_SNAPSHOT_DIR keeps the snapshots, to read again with heap-snapshot.ts or in DevTools.
const snapshotDir = process.env.HEAP_SNAPSHOT_DIR ?? dir.path;
const created = BACKEND === "postgres" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
const env = withSessionSecret(parseEnv({ ...SOAK_SERVER_ENV, DATA_DIR: dir.path, SERVE_CLIENT: "false", ...(created ? { DATABASE_URL: created.url } : {}) }));
let database: TDatabase | undefined;
try {
  database = await openDatabase(created ? { kind: "postgres", url: created.url } : { kind: "pglite", dataDir: join(dir.path, "pglite") });
  await database.migrate();
  const instance = await registerInstance(database.db);
  const behaviour = env.BEHAVIOUR_CHECK_SECONDS > 0 ? createBehaviourRunner({ seconds: env.BEHAVIOUR_CHECK_SECONDS }) : undefined;
  const app = createApp({ env, database, provider: createGenerationProvider(env), instance, ...(behaviour ? { behaviour } : {}) });
  const server = serve({ fetch: app.fetch, port: Number(process.env.HEAP_PORT ?? 0), hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  // A snapshot stops this process (client and server) for many seconds; an idle keep-alive
  // connection the server closed meanwhile would fail the client's next request.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 10 * 60_000;
  const beating = setInterval(() => void heartbeat(database!.db, instance).catch(() => undefined), HEARTBEAT_EVERY_MS);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cast = await createSoakCast(base, 40);
  const random = prng(7);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  let sent = 0;

  const weights = MIX.flatMap(([kind, weight]) => Array.from({ length: weight }, () => kind));
  const drive = async (kind: TKind | "mix", count: number) => {
    const statuses = new Map<number, number>();
    let left = count;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left > 0) {
          left -= 1;
          const status = await sendSoakRequest(base, cast, kind === "mix" ? pick(weights) : kind, sent++, pick);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    return [...statuses.entries()].map(([status, n]) => `${status}×${n}`).join(" ");
  };

  for (const kind of kinds) {
    await drive(kind, WARM_UP);
    const before = await settledHeap();
    const beforePath = SNAPSHOTS ? writeHeapSnapshot(join(snapshotDir, `${kind}-before.heapsnapshot`)) : undefined;
    const statuses = await drive(kind, REQUESTS);
    const after = await settledHeap();
    const perRequest = (after - before) / REQUESTS;
    console.log(`${BACKEND} ${kind}: ${REQUESTS} requests (${statuses}), heap after GC ${(before / 1e6).toFixed(2)} → ${(after / 1e6).toFixed(2)} MB, ${perRequest.toFixed(0)} B kept per request`);
    if (!beforePath) continue;
    const afterPath = writeHeapSnapshot(join(snapshotDir, `${kind}-after.heapsnapshot`));
    printSnapshotDiff(beforePath, afterPath, { minNewPerGroup: REQUESTS / 20 });
  }
  clearInterval(beating);
  await new Promise((resolve) => server.close(resolve));
  await behaviour?.close();
} finally {
  await database?.close();
  await created?.drop();
  dir.remove();
}
process.exit(0);
