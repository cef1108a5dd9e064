// History: the server time of a paged, searched GET /api/user/history for a user with 10,000
// generations in a table of 100,000 (the rest spread over 99 other users), and for a second user
// whose 30,000 generations are 10,000 threads of 3 versions (issue 30), on PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (in a throwaway database created and
// dropped here, so real data is never touched).
// Run: node --import tsx bench/history.bench.ts   (prints a table, writes bench/results/history.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { ZHistoryPage } from "../src/shared/history";
import { ZAuthResponse } from "../src/shared/user";
import { bearer, createTestApp, jsonRequest, type TTestBackend } from "../src/server/test-support/create-test-app";
import { benchBackends } from "./support/bench-backends";

const OWN_ITEMS = 10_000;
const TABLE_ITEMS = 100_000;
const OTHER_USERS = 99;
/** The threaded user: this many threads, each a first version and two follow-ups. */
const THREADS = 10_000;
const VERSIONS_PER_THREAD = 3;
const WARMUP = 10;
// BENCH_RUNS=40 for a quicker look on a busy machine
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Requests a person makes on /history: first page, a deep page, and searches of every kind. */
const SCENARIOS: Array<{ name: string; query: string }> = [
  { name: "page 1, no search", query: "page=1&limit=10" },
  { name: "page 900 of 1000, no search", query: "page=900&limit=10" },
  { name: "search a prompt word (1 in 8 match), page 1", query: "page=1&limit=10&search=rocket" },
  { name: "search a prompt word, page 100", query: "page=100&limit=10&search=rocket" },
  { name: "search blocks text (every item matches), page 1", query: "page=1&limit=10&search=green%20flag" },
  { name: "search a rare word (10 match), page 1", query: "page=1&limit=10&search=unicorn" },
  { name: "search with no match", query: "page=1&limit=10&search=zebra%20xylophone" },
];

/** The same person with versions: each item a thread of 3, its last version current. */
const THREADED_SCENARIOS: Array<{ name: string; query: string }> = [
  { name: "threads: page 1, no search", query: "page=1&limit=10" },
  { name: "threads: page 900 of 1000, no search", query: "page=900&limit=10" },
  { name: "threads: search a prompt word, page 1", query: "page=1&limit=10&search=rocket" },
  { name: "threads: search blocks text (every thread matches), page 1", query: "page=1&limit=10&search=green%20flag" },
];

// Prompts and programs of realistic size (a generation's blocks are a few hundred characters).
async function seed(t: Awaited<ReturnType<typeof createTestApp>>, ownerId: number): Promise<void> {
  await t.db.execute(sql`
    insert into users (username, email)
    select 'bench-user-' || n, 'bench-user-' || n || '@example.com' from generate_series(1, ${OTHER_USERS}::int) as n`);
  const others = (await t.db.execute(sql`select id from users where email like 'bench-user-%' order by id`)) as unknown;
  const rows = (Array.isArray(others) ? others : (others as { rows: Array<{ id: number }> }).rows) as Array<{ id: number }>;
  const otherIds = rows.map((row) => Number(row.id));
  const insertBatch = async (from: number, to: number, userExpr: ReturnType<typeof sql>) => {
    await t.db.execute(sql`
      insert into generated_blocks (user_id, prompt, blocks, tokens_used, created_at)
      select (${userExpr})::int,
        'Make a ' || (array['cat','dog','rocket','ball','fish','robot','dragon','car'])[1 + n % 8]
          || ' that ' || (array['jumps','dances','flies','counts to ten','draws a square','chases the mouse'])[1 + n % 6]
          || case when n % 1000 = 7 then ' with a unicorn friend' else '' end || ' #' || n,
        E'when green flag clicked\ngo to x: (0) y: (0)\nforever\n  move (' || (n % 10 + 1) || E') steps\n  if on edge, bounce\n  if <touching (mouse-pointer v)?> then\n    say [Hello!] for (2) seconds\n    change [score v] by (1)\n  end\n  wait (0.1) seconds\nend',
        100 + n % 900,
        timestamptz '2026-01-01 00:00:00+00' + (n || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as n`);
  };
  const BATCH = 10_000;
  for (let from = 1; from <= OWN_ITEMS; from += BATCH) await insertBatch(from, Math.min(OWN_ITEMS, from + BATCH - 1), sql`${ownerId}`);
  const idsArray = sql.raw(`array[${otherIds.join(",")}]`);
  for (let from = OWN_ITEMS + 1; from <= TABLE_ITEMS; from += BATCH) {
    await insertBatch(from, Math.min(TABLE_ITEMS, from + BATCH - 1), sql`(${idsArray})[1 + n % ${otherIds.length}::int]`);
  }
  await t.db.execute(sql`analyze generated_blocks`);
}

/** 10,000 first versions, then two follow-ups of each (a minute apart), stored as the app stores them. */
async function seedThreads(t: Awaited<ReturnType<typeof createTestApp>>, ownerId: number): Promise<void> {
  const prompt = sql`'Make a ' || (array['cat','dog','rocket','ball','fish','robot','dragon','car'])[1 + n % 8] || ' that jumps #' || n`;
  const blocks = sql`E'when green flag clicked\nforever\n  move (' || (n % 10 + 1) || E') steps\n  if on edge, bounce\nend'`;
  await t.db.execute(sql`
    insert into generated_blocks (user_id, prompt, blocks, tokens_used, created_at)
    select ${ownerId}::int, ${prompt}, ${blocks}, 100, timestamptz '2026-01-01 00:00:00+00' + (n * ${VERSIONS_PER_THREAD} || ' minutes')::interval
    from generate_series(1, ${THREADS}::int) as n`);
  for (let version = 1; version < VERSIONS_PER_THREAD; version++) {
    await t.db.execute(sql`
      insert into generated_blocks (user_id, prompt, blocks, tokens_used, created_at, thread_id, parent_id)
      select user_id, 'make it faster ' || ${version}::int, blocks, 100, created_at + (${version}::int || ' minutes')::interval, id, id
      from generated_blocks where user_id = ${ownerId} and thread_id is null`);
  }
  await t.db.execute(sql`analyze generated_blocks`);
}

async function measure(t: Awaited<ReturnType<typeof createTestApp>>, token: string, scenarios: Array<{ name: string; query: string }>) {
  const results = [];
  for (const scenario of scenarios) {
    const times: number[] = [];
    let total = 0;
    let items = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const res = await t.app.request(`/api/user/history?${scenario.query}`, { headers: bearer(token) });
      const page = ZHistoryPage.parse(await res.json());
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`${scenario.name}: HTTP ${res.status}`);
      if (i >= WARMUP) times.push(ms);
      total = page.total;
      items = page.items.length;
    }
    results.push({ scenario: scenario.name, query: scenario.query, total, items, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) });
  }
  return results;
}

async function runBackend(backend: TTestBackend) {
  const t = await createTestApp({ backend });
  try {
    const auth = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "bench-owner@example.com" }))).json());
    const threaded = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "bench-threads@example.com" }))).json());
    const seedStart = performance.now();
    await seed(t, auth.user.id);
    await seedThreads(t, threaded.user.id);
    const seedMs = performance.now() - seedStart;
    const results = [...(await measure(t, auth.token, SCENARIOS)), ...(await measure(t, threaded.token, THREADED_SCENARIOS))];
    return { backend, seedSeconds: round(seedMs / 1000, 1), results };
  } finally {
    await t.close();
  }
}

const backends = benchBackends();

const runs = [];
for (const backend of backends) {
  console.log(`\n${backend}: seeding ${TABLE_ITEMS.toLocaleString("en")} items (${OWN_ITEMS.toLocaleString("en")} for the signed-in user)...`);
  const run = await runBackend(backend);
  runs.push(run);
  console.log(`seeded in ${run.seedSeconds} s; ${RUNS} requests per row after ${WARMUP} warm-up\n`);
  console.log("| request | matching | items | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|");
  for (const row of run.results) console.log(`| ${row.scenario} | ${row.total} | ${row.items} | ${row.p50Ms} | ${row.p99Ms} |`);
}

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "history.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      bench: "history",
      description: "GET /api/user/history in-process (auth, query, JSON), one user with 10,000 items among 100,000, one with 10,000 threads of 3 versions",
      node: process.version,
      ownItems: OWN_ITEMS,
      tableItems: TABLE_ITEMS,
      runs: RUNS,
      warmup: WARMUP,
      measuredAt: new Date().toISOString(),
      backends: runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${out}`);
