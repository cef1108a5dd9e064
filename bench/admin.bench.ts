// Admin console: server time of GET /api/admin/stats, /api/admin/stats/daily and the user
// search (GET /api/admin/users) on a big install: 100,000 users, 1,000,000 generations and
// 50,000 purchases, seeded with generate_series, on PostgreSQL (TEST_DATABASE_URL or
// DATABASE_URL; a throwaway database is created and dropped, real data is never touched).
// PGlite runs the same requests at a tenth of the size, for comparison. Goal: p99 < 200 ms.
// Run: node --import tsx bench/admin.bench.ts   (prints a table, writes bench/results/admin.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { ZAdminDailyStats, ZAdminStats, ZAdminUsersPage } from "../src/shared/admin";
import { ZAuthResponse } from "../src/shared/user";
import { bearer, createTestApp, jsonRequest, type TTestBackend } from "../src/server/test-support/create-test-app";

const ADMIN_EMAIL = "bench-admin@example.com";
const GOAL_P99_MS = 200;
const WARMUP = 5;
const RUNS = 100;
const BATCH = 100_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** What an admin does in the console: open the stats tab, page the users, search them. */
const SCENARIOS: Array<{ name: string; path: string; parse: (body: unknown) => string }> = [
  { name: "stats", path: "/api/admin/stats", parse: (b) => `${ZAdminStats.parse(b).totalGenerations} generations` },
  { name: "stats per day (3 charts)", path: "/api/admin/stats/daily", parse: (b) => `${ZAdminDailyStats.parse(b).days.length} days` },
  { name: "users, page 1, no search", path: "/api/admin/users?page=1&limit=10", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "users, page 5000, no search", path: "/api/admin/users?page=5000&limit=10", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "search one e-mail", path: "/api/admin/users?search=pupil73519%40", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "search a username word (1 in 100)", path: "/api/admin/users?search=Rivera", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "search a school domain (1 in 50)", path: "/api/admin/users?search=school-17.example", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "search two letters", path: "/api/admin/users?search=zq", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
  { name: "search no match", path: "/api/admin/users?search=nobody-at-all", parse: (b) => `${ZAdminUsersPage.parse(b).total} match` },
];

async function seed(t: Awaited<ReturnType<typeof createTestApp>>, scale: { users: number; generations: number; purchases: number }) {
  const run = (query: ReturnType<typeof sql>) => t.db.execute(query);
  // Users over the last year; one surname in 100 is Rivera; 50 school domains.
  await run(sql`
    insert into users (username, email, created_at, tokens_purchased, available_tokens, is_subscribed)
    select 'Pupil ' || n || ' ' || case when n % 100 = 7 then 'Rivera' else (array['Smith','Chen','Garcia','Okafor'])[1 + n % 4] end,
      'pupil' || n || '@school-' || (n % 50) || '.example',
      now() - ((n % 365) || ' days')::interval - ((n % 1440) || ' minutes')::interval,
      case when n % 20 = 0 then 1000000 else 0 end,
      case when n % 20 = 0 then 500000 else 0 end,
      n % 20 = 0
    from generate_series(1, ${scale.users}::int) as n`);
  const [bounds] = (await queryAll(t, sql`select min(id) as lo, max(id) as hi from users where email like 'pupil%'`)) as Array<{ lo: number; hi: number }>;
  const lo = Number(bounds!.lo);
  const span = Number(bounds!.hi) - lo + 1;
  for (let from = 1; from <= scale.generations; from += BATCH) {
    const to = Math.min(scale.generations, from + BATCH - 1);
    await run(sql`
      insert into generated_blocks (user_id, prompt, blocks, tokens_used, created_at)
      select ${lo}::int + ((n::bigint * 7919) % ${span})::int,
        'Make the cat ' || (array['jump','dance','fly','count to ten'])[1 + n % 4] || ' #' || n,
        E'when green flag clicked\nforever\n  move (' || (n % 10 + 1) || E') steps\n  if on edge, bounce\nend',
        200 + n % 1800,
        now() - ((n % 365) || ' days')::interval - ((n % 1440) || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as n`);
  }
  await run(sql`
    insert into token_purchases (user_id, amount_usd, tokens_purchased, created_at)
    select ${lo}::int + ((n::bigint * 104729) % ${span})::int, 5.00, 1000000, now() - ((n % 365) || ' days')::interval
    from generate_series(1, ${scale.purchases}::int) as n`);
  // Index-only scans need the visibility map; autovacuum keeps it current on a live server.
  await run(sql`vacuum analyze users`);
  await run(sql`vacuum analyze generated_blocks`);
  await run(sql`vacuum analyze token_purchases`);
}

async function queryAll(t: Awaited<ReturnType<typeof createTestApp>>, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

async function runBackend(backend: TTestBackend, scale: { users: number; generations: number; purchases: number }) {
  const t = await createTestApp({ backend, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  try {
    const auth = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: ADMIN_EMAIL }))).json());
    const seedStart = performance.now();
    await seed(t, scale);
    const seedMs = performance.now() - seedStart;
    const results = [];
    for (const scenario of SCENARIOS) {
      const times: number[] = [];
      let answer = "";
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const start = performance.now();
        const res = await t.app.request(scenario.path, { headers: bearer(auth.token) });
        const body = (await res.json()) as unknown;
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${scenario.name}: HTTP ${res.status} ${JSON.stringify(body)}`);
        answer = scenario.parse(body);
        if (i >= WARMUP) times.push(ms);
      }
      const p99 = round(percentile(times, 99));
      results.push({ scenario: scenario.name, path: scenario.path, answer, p50Ms: round(percentile(times, 50)), p99Ms: p99, meetsGoal: p99 < GOAL_P99_MS });
    }
    return { backend, ...scale, seedSeconds: round(seedMs / 1000, 1), results };
  } finally {
    await t.close();
  }
}

const FULL = { users: 100_000, generations: 1_000_000, purchases: 50_000 };
const TENTH = { users: 10_000, generations: 100_000, purchases: 5_000 };
const plans: Array<{ backend: TTestBackend; scale: typeof FULL }> = [];
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) {
  // openTestDatabase creates (and drops) a database of its own from this admin URL.
  process.env.TEST_DATABASE_URL = pgUrl;
  plans.push({ backend: "postgres", scale: FULL });
} else {
  console.log("No TEST_DATABASE_URL or DATABASE_URL: the PostgreSQL run (the goal) is skipped.");
}
if (!process.argv.includes("--postgres-only")) plans.push({ backend: "pglite", scale: TENTH });

const runs = [];
for (const plan of plans) {
  const { backend, scale } = plan;
  console.log(`\n${backend}: seeding ${scale.users.toLocaleString("en")} users, ${scale.generations.toLocaleString("en")} generations, ${scale.purchases.toLocaleString("en")} purchases...`);
  const run = await runBackend(backend, scale);
  runs.push(run);
  console.log(`seeded in ${run.seedSeconds} s; ${RUNS} requests per row after ${WARMUP} warm-up; goal p99 < ${GOAL_P99_MS} ms\n`);
  console.log("| request | answer | p50 ms | p99 ms | goal |\n|---|---|---:|---:|---|");
  for (const row of run.results) console.log(`| ${row.scenario} | ${row.answer} | ${row.p50Ms} | ${row.p99Ms} | ${row.meetsGoal ? "yes" : "NO"} |`);
}

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "admin.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      bench: "admin",
      description: "Admin stats, daily chart series and user search in-process (auth, SQL, JSON) on a big install",
      node: process.version,
      goalP99Ms: GOAL_P99_MS,
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
const missed = runs.flatMap((run) => run.results.filter((row) => run.backend === "postgres" && !row.meetsGoal));
if (missed.length > 0) console.log(`PostgreSQL missed the goal on: ${missed.map((row) => row.scenario).join(", ")}`);
