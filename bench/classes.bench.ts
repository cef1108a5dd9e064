// Classes (issue 32): (1) pupils spending one class pool at once through the real
// POST /api/blocks/generate (sign-in, class membership and daily cap, the pool's conditional hold,
// a fake OpenAI-compatible provider over HTTP with 50 ms latency, settlement): throughput,
// latency, and whether the money adds up (the pool never below zero, pool end = start - charged,
// no hold left behind); (2) the teacher's class view (roster with today's counts, a work page, a
// search, the week's overview) for classes of 30 and 300 pupils with 20 class generations each.
// PGlite, and PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a throwaway database).
// Run: node --import tsx bench/classes.bench.ts   (prints tables, writes bench/results/classes.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { ZClassDetail, ZClassOverview, ZClassWorkPage, ZCreateClassResponse } from "../src/shared/classes";
import { estimateTokenBudget } from "../src/server/generation/token-budget";
import { startGenerationBench, type TGenerationBench } from "../src/server/generation/test-support/generation-test-kit";
import { createSession } from "../src/server/modules/auth/session.service";
import { reserveGeneration, settleReservation, type TCharge, type TReservation } from "../src/server/modules/billing/billing.service";
import { CLASS_GENERATION_OPERATION, PAID_GENERATION_OPERATION } from "../src/server/modules/billing/billing.operations";
import { reserveClassGeneration } from "../src/server/modules/classes/class-pool.charging";
import { bearer, jsonRequest, TEST_SESSION_SECRET, type TTestBackend } from "../src/server/test-support/create-test-app";
import { benchBackends } from "./support/bench-backends";

const PROMPT = "make the cat jump when I press space";
const PROGRAM = "```scratchblocks\n// When you press space, the cat jumps.\nwhen [space v] key pressed\nchange y by (10)\nchange y by (-10)\n```";
const CHARGE = 700; // what the fake provider reports per generation: 600 in + 100 out
const PROVIDER_DELAY_MS = 50;
const SPEND_PUPILS = 30;
const REQUESTS_PER_PUPIL = 4;
const VIEW_CLASS_SIZES = [30, 300];
const GENERATIONS_PER_PUPIL = 20;
const VIEW_WARMUP = 10;
const VIEW_RUNS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function makeUsers(bench: TGenerationBench, prefix: string, count: number, child: boolean): Promise<Array<{ id: number; token: string }>> {
  const birth = child ? sql`2016, 5, '2029-06-01'::timestamptz` : sql`1985, 3, '1998-04-01'::timestamptz`;
  // No free usages of their own: a class generation the pool cannot cover is refused, not paid elsewhere.
  const rows = rowsOf<{ id: number }>(
    await bench.t.db.execute(sql`
      insert into users (username, email, birth_year, birth_month, adult_from, free_usages_allowed)
      select ${prefix} || ' ' || n, ${prefix} || '-' || n || '@example.com', ${birth}, 0 from generate_series(1, ${count}::int) as n
      returning id`),
  );
  const users = [];
  for (const row of rows) users.push({ id: Number(row.id), token: await createSession({ db: bench.t.db, secret: TEST_SESSION_SECRET, userId: Number(row.id), now: new Date() }) });
  return users;
}

async function newClass(bench: TGenerationBench, name: string): Promise<{ teacher: { id: number; token: string }; id: number }> {
  const [teacher] = await makeUsers(bench, `teacher-${name}`, 1, false);
  if (!teacher) throw new Error("no teacher");
  await bench.t.db.execute(sql`update users set role = 'teacher' where id = ${teacher.id}`);
  const res = await bench.t.app.request("/api/classes", jsonRequest("POST", { name, yearGroup: "Year 5", schoolAuthorisation: true }, bearer(teacher.token)));
  return { teacher, id: ZCreateClassResponse.parse(await res.json()).id };
}

const scalar = async (bench: TGenerationBench, query: ReturnType<typeof sql>) => Number(rowsOf<{ v: unknown }>(await bench.t.db.execute(query))[0]?.v ?? 0);

/** Every person's REQUESTS_PER_PUPIL requests fired at once: each one's result and latency, and the wall time. */
async function allAtOnce<TPerson, TResult>(people: TPerson[], request: (person: TPerson) => Promise<TResult>) {
  const latencies: number[] = [];
  const results: TResult[] = [];
  const began = performance.now();
  await Promise.all(
    people.flatMap((person) =>
      Array.from({ length: REQUESTS_PER_PUPIL }, async () => {
        const t0 = performance.now();
        results.push(await request(person));
        latencies.push(performance.now() - t0);
      }),
    ),
  );
  return { results, latencies, wallMs: performance.now() - began };
}

/** A generation request's status, its body read to the end. */
async function generateStatus(bench: TGenerationBench, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await bench.t.app.request("/api/blocks/generate", jsonRequest("POST", body, bearer(token)));
  await res.arrayBuffer();
  return res.status;
}

/** Every pupil fires REQUESTS_PER_PUPIL generations at once; the pool covers `coverFraction` of them (as holds). */
async function spend(bench: TGenerationBench, label: string, coverFraction: number) {
  const { id } = await newClass(bench, `spend-${label}`);
  const requests = SPEND_PUPILS * REQUESTS_PER_PUPIL;
  const perHold = estimateTokenBudget(PROMPT).maxTokens;
  const start = Math.floor(perHold * requests * coverFraction) + 5;
  await bench.t.db.execute(sql`update classes set pool_tokens = ${start}, daily_cap = 1000 where id = ${id}`);
  const pupils = await makeUsers(bench, `pupil-${label}`, SPEND_PUPILS, true);
  await bench.t.db.execute(sql`insert into class_members (class_id, user_id) select ${id}, unnest(${sql.raw(`array[${pupils.map((p) => p.id).join(",")}]`)}::int[])`);

  const { results: statuses, latencies, wallMs } = await allAtOnce(pupils, (pupil) => generateStatus(bench, pupil.token, { prompt: PROMPT, classId: id }));
  const delivered = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 403).length;
  const other = statuses.length - delivered - refused;
  const poolEnd = await scalar(bench, sql`select pool_tokens as v from classes where id = ${id}`);
  const charged = await scalar(bench, sql`
    select coalesce(sum(u.tokens_used), 0) as v from token_usage u join class_members m on m.user_id = u.user_id and m.class_id = ${id}
    where u.operation = 'class-generate'`);
  const holdsLeft = await scalar(bench, sql`select count(*) as v from generation_reservations where class_id = ${id}`);
  const correct = poolEnd >= 0 && poolEnd === start - charged && charged === delivered * CHARGE && holdsLeft === 0 && other === 0;
  return {
    scenario: label,
    pupils: SPEND_PUPILS,
    requests,
    poolStart: start,
    delivered,
    refused,
    otherStatuses: other,
    wallMs: round(wallMs, 0),
    generationsPerSecond: round((delivered / wallMs) * 1000, 1),
    p50Ms: round(percentile(latencies, 50), 0),
    p99Ms: round(percentile(latencies, 99), 0),
    poolEnd,
    charged,
    holdsLeft,
    correct,
  };
}

/**
 * The same load without a class: grown-ups paying from their own tokens. What the class pool
 * adds (membership and cap check, the class row's lock) is the difference from the rows above.
 */
async function baseline(bench: TGenerationBench, label = "own-tokens") {
  const people = await makeUsers(bench, label, SPEND_PUPILS, false);
  const ids = sql.raw(`array[${people.map((p) => p.id).join(",")}]::int[]`);
  await bench.t.db.execute(sql`update users set available_tokens = 10000000, tokens_purchased = 10000000, is_subscribed = true where id = any(${ids})`);
  const { results: statuses, latencies, wallMs } = await allAtOnce(people, (person) => generateStatus(bench, person.token, { prompt: PROMPT }));
  const delivered = statuses.filter((s) => s === 200).length;
  return {
    scenario: "no class: own tokens (baseline)",
    requests: statuses.length,
    delivered,
    wallMs: round(wallMs, 0),
    generationsPerSecond: round((delivered / wallMs) * 1000, 1),
    p50Ms: round(percentile(latencies, 50), 0),
    p99Ms: round(percentile(latencies, 99), 0),
  };
}

/**
 * The charging alone, without HTTP or the generation pipeline (whose CPU bounds the rows above on
 * a loaded machine): every request at once holds (the class pool's hold, or each person's own),
 * waits as the provider would, then settles and writes the generation, its ledger row and (in a
 * class) its class link in one transaction, as generateBlocks does. What is left is the database:
 * round trips and waiting for each other's locks.
 */
async function chargingAlone(bench: TGenerationBench, mode: "class pool" | "own tokens") {
  const db = bench.t.db;
  const budget = estimateTokenBudget(PROMPT);
  const requests = SPEND_PUPILS * REQUESTS_PER_PUPIL;
  const people = await makeUsers(bench, `alone-${mode.replace(" ", "-")}`, SPEND_PUPILS, mode === "class pool");
  const ids = sql.raw(`array[${people.map((p) => p.id).join(",")}]::int[]`);
  let classId = 0;
  if (mode === "class pool") {
    classId = (await newClass(bench, "charging-alone")).id;
    await db.execute(sql`update classes set pool_tokens = ${budget.maxTokens * requests * 2}, daily_cap = 1000 where id = ${classId}`);
    await db.execute(sql`insert into class_members (class_id, user_id) select ${classId}, unnest(${ids})`);
  } else {
    await db.execute(sql`update users set available_tokens = 10000000, tokens_purchased = 10000000, is_subscribed = true where id = any(${ids})`);
  }
  const hold = (userId: number): Promise<TReservation> =>
    mode === "class pool"
      ? reserveClassGeneration({ db, userId, classId, ...budget, holdMs: 60_000, now: new Date() })
      : reserveGeneration({ db, userId, ...budget, holdMs: 60_000, now: new Date() });
  const { latencies, wallMs } = await allAtOnce(people, async (person) => {
    const reservation = await hold(person.id);
    await new Promise((done) => setTimeout(done, PROVIDER_DELAY_MS));
    await db.transaction(async (tx) => {
      const record = async ({ charged }: TCharge) => {
        const [made] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into generated_blocks (user_id, prompt, blocks, tokens_used) values (${person.id}, ${PROMPT}, ${PROGRAM}, ${CHARGE}) returning id`),
        );
        await tx.execute(sql`insert into token_usage (user_id, block_generation_id, tokens_used, operation) values (${person.id}, ${made?.id}, ${charged}, ${mode === "class pool" ? CLASS_GENERATION_OPERATION : PAID_GENERATION_OPERATION})`);
        if (mode === "class pool") await tx.execute(sql`insert into class_generations (generation_id, class_id, user_id) values (${made?.id}, ${classId}, ${person.id})`);
      };
      await settleReservation({ tx, reservation, tokensUsed: CHARGE, record });
    });
  });
  return { scenario: `charging alone: ${mode}`, requests, wallMs: round(wallMs, 0), generationsPerSecond: round((requests / wallMs) * 1000, 1), p50Ms: round(percentile(latencies, 50), 0), p99Ms: round(percentile(latencies, 99), 0) };
}

/** A class of `size` pupils with GENERATIONS_PER_PUPIL class generations each, over the last 10 days. */
async function seedClass(bench: TGenerationBench, size: number) {
  const { teacher, id } = await newClass(bench, `view-${size}`);
  const pupils = rowsOf<{ id: number }>(
    await bench.t.db.execute(sql`
      insert into users (username, email, birth_year, birth_month, adult_from)
      select 'Pupil ' || ${size} || '-' || n, 'view-' || ${size} || '-' || n || '@example.com', 2016, 5, '2029-06-01'::timestamptz from generate_series(1, ${size}::int) as n
      returning id`),
  ).map((row) => Number(row.id));
  const ids = sql.raw(`array[${pupils.join(",")}]::int[]`);
  await bench.t.db.execute(sql`insert into class_members (class_id, user_id) select ${id}, unnest(${ids})`);
  await bench.t.db.execute(sql`
    with made as (
      insert into generated_blocks (user_id, prompt, blocks, tokens_used, created_at)
      select p.user_id,
        'Make a ' || (array['cat','dog','rocket','ball','fish','robot','dragon','car'])[1 + g % 8] || ' that '
          || (array['jumps','dances','flies','counts to ten','draws a square','chases the mouse'])[1 + g % 6] || ' #' || g,
        E'when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend',
        700,
        now() - ((g * 12) || ' hours')::interval
      from unnest(${ids}) as p(user_id), generate_series(1, ${GENERATIONS_PER_PUPIL}::int) as g
      returning id, user_id, created_at
    )
    insert into class_generations (generation_id, class_id, user_id, created_at) select id, ${id}, user_id, created_at from made`);
  await bench.t.db.execute(sql`analyze`);
  return { teacher, id };
}

async function classView(bench: TGenerationBench, size: number) {
  const { teacher, id } = await seedClass(bench, size);
  const views = [
    { name: "roster (GET /api/classes/{id})", path: `/api/classes/${id}`, check: (body: unknown) => ZClassDetail.parse(body).pupils.length === size },
    { name: "work, page 1", path: `/api/classes/${id}/work?page=1`, check: (body: unknown) => ZClassWorkPage.parse(body).total === size * GENERATIONS_PER_PUPIL },
    { name: "work, search 'rocket'", path: `/api/classes/${id}/work?page=1&search=rocket`, check: (body: unknown) => ZClassWorkPage.parse(body).total > 0 },
    { name: "week overview", path: `/api/classes/${id}/overview`, check: (body: unknown) => ZClassOverview.parse(body) !== null },
  ];
  const results = [];
  for (const view of views) {
    const times: number[] = [];
    for (let i = 0; i < VIEW_WARMUP + VIEW_RUNS; i += 1) {
      const t0 = performance.now();
      const res = await bench.t.app.request(view.path, { headers: bearer(teacher.token) });
      const body: unknown = await res.json();
      const ms = performance.now() - t0;
      if (res.status !== 200 || !view.check(body)) throw new Error(`${view.name} (${size} pupils): HTTP ${res.status}, unexpected answer`);
      if (i >= VIEW_WARMUP) times.push(ms);
    }
    results.push({ view: view.name, pupils: size, generations: size * GENERATIONS_PER_PUPIL, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) });
  }
  return results;
}

async function runBackend(backend: TTestBackend) {
  const bench = await startGenerationBench({ backend, env: { AI_TIMEOUT_MS: "20000" } });
  bench.fake.fallback = () => ({ text: PROGRAM, promptTokens: 600, completionTokens: 100, delayMs: PROVIDER_DELAY_MS });
  try {
    // One unmeasured round of each first: the first requests of a process pay for compiling and
    // connecting, which would otherwise be counted against whichever scenario runs first.
    await spend(bench, "warm-up", 1.2);
    await baseline(bench, "own-tokens-warm-up");
    const spending = [await spend(bench, "pool covers every request", 1.2), await spend(bench, "pool covers half the requests", 0.5)];
    const withoutClass = await baseline(bench);
    const alone = [await chargingAlone(bench, "class pool"), await chargingAlone(bench, "own tokens")];
    const views = [];
    for (const size of VIEW_CLASS_SIZES) views.push(...(await classView(bench, size)));
    return { backend, spending, withoutClass, alone, views };
  } finally {
    await bench.close();
  }
}

const backends = benchBackends();

const runs = [];
let allCorrect = true;
for (const backend of backends) {
  console.log(`\n${backend}: ${SPEND_PUPILS} pupils x ${REQUESTS_PER_PUPIL} class generations at once (provider ${PROVIDER_DELAY_MS} ms)`);
  const run = await runBackend(backend);
  runs.push(run);
  console.log("| scenario | requests | delivered | refused | wall ms | gen/s | p50 ms | p99 ms | pool start | pool end | charged | holds left | adds up |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of run.spending) {
    allCorrect &&= r.correct;
    console.log(`| ${r.scenario} | ${r.requests} | ${r.delivered} | ${r.refused} | ${r.wallMs} | ${r.generationsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.poolStart} | ${r.poolEnd} | ${r.charged} | ${r.holdsLeft} | ${r.correct ? "yes" : "NO"} |`);
  }
  const b = run.withoutClass;
  console.log(`| ${b.scenario} | ${b.requests} | ${b.delivered} | - | ${b.wallMs} | ${b.generationsPerSecond} | ${b.p50Ms} | ${b.p99Ms} | - | - | - | - | - |`);
  console.log("\n| charging alone (no HTTP, no pipeline) | requests | wall ms | gen/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|");
  for (const a of run.alone) console.log(`| ${a.scenario} | ${a.requests} | ${a.wallMs} | ${a.generationsPerSecond} | ${a.p50Ms} | ${a.p99Ms} |`);
  console.log(`\nteacher's class view, ${GENERATIONS_PER_PUPIL} class generations per pupil, ${VIEW_RUNS} requests per row after ${VIEW_WARMUP} warm-up`);
  console.log("| view | pupils | generations | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|");
  for (const v of run.views) console.log(`| ${v.view} | ${v.pupils} | ${v.generations} | ${v.p50Ms} | ${v.p99Ms} |`);
}

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "classes.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      bench: "classes",
      description: "Class pool spent by pupils at once through POST /api/blocks/generate (fake provider over HTTP), and the teacher's class view, in-process",
      node: process.version,
      providerDelayMs: PROVIDER_DELAY_MS,
      chargePerGeneration: CHARGE,
      measuredAt: new Date().toISOString(),
      backends: runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${out}`);
// A pool that went wrong is a failed bench, not a figure.
if (!allCorrect) process.exitCode = 1;
