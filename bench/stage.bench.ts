// The stage in the page (issue 29):
//   1. Time from the Run click to the first frame the renderer draws of the loaded project
//      (performance marks the stage sets, src/client/features/stage/stage.constants.ts), for a
//      project made with PromptBlocks' art ("when I press space the cat moves 10 steps", opened as
//      a .sb3 so no sign-in is needed). "cold": a fresh browser context, so the engine's chunk is
//      fetched, parsed and compiled; "warm": Run again in the same page. Goal: cold under 1.5 s.
//      "cold" clicks Run the moment it shows, so the engine's warm-up (stage.warm-up.ts: fetched
//      when the answer is on screen, its renderer made when Run is hovered) has no head start;
//      "cold, read first" scrolls the stage into view and clicks READ_MS later, as a child reads
//      the blocks before running them (decision 560: before, it waited without scrolling, the
//      stage stayed below the fold and the warm-up never started). Each cold run also prints
//      where its time went (the stage's phase marks, stage.phases.ts).
//   2. Each public page's first-load JavaScript (gzip level 9, as bench/web.bench.ts counts it)
//      and whether any stage chunk is among it (it must not be: the stage loads on demand).
// Chromium draws WebGL with SwiftShader here (the flags are in the README). It builds the
// production client if stale and runs the real server (NODE_ENV=production) on a temporary data
// directory. Run: node --import tsx bench/stage.bench.ts (prints tables, writes bench/results/stage.json)
import { chromium, type Browser } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_ROUTES } from "../tests/e2e/support/site-routes";
import { gzipBytes, startProductionServer } from "./support/production-server";
import { BREAKDOWN_ROWS, breakdownMedian, CHROMIUM, percentile, runOnce, type TBreakdown, WEBGL_FLAGS } from "./support/stage-run";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Math.max(1, Number(process.env.STAGE_BENCH_RUNS ?? 5));
const GOAL_MS = 1500;
const READ_MS = Number(process.env.STAGE_BENCH_READ_MS ?? 2000);
const STAGE_CHUNK = /\/assets\/stage[.-]/;
const startServer = () => startProductionServer({ root, name: "stage" });


type TFirstLoad = { path: string; jsGzipBytes: number; jsFiles: number; stageChunks: string[] };

async function measureFirstLoads(browser: Browser, baseUrl: string): Promise<TFirstLoad[]> {
  const rows: TFirstLoad[] = [];
  for (const route of SITE_ROUTES.filter((candidate) => candidate.who === "visitor")) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.url().startsWith(baseUrl)) scripts.add(response.url());
    });
    await page.goto(baseUrl + route.path, { waitUntil: "networkidle" });
    const sizes = await Promise.all([...scripts].map(gzipBytes));
    rows.push({ path: route.path, jsGzipBytes: sizes.reduce((a, b) => a + b, 0), jsFiles: scripts.size, stageChunks: [...scripts].filter((url) => STAGE_CHUNK.test(url)) });
    await page.close();
  }
  return rows;
}


const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", ...WEBGL_FLAGS] });
let firstLoads: TFirstLoad[];
const cold: number[] = [];
const coldRead: number[] = [];
const warm: number[] = [];
const coldBreakdowns: TBreakdown[] = [];
const coldReadBreakdowns: TBreakdown[] = [];
try {
  firstLoads = await measureFirstLoads(browser, server.baseUrl);
  for (let run = 0; run < RUNS; run++) {
    const result = await runOnce(browser, server.baseUrl, run === 0 ? 2 : 0);
    cold.push(result.coldMs);
    coldBreakdowns.push(result.coldBreakdown);
    warm.push(...result.warmMs);
    const readFirst = await runOnce(browser, server.baseUrl, 0, READ_MS);
    coldRead.push(readFirst.coldMs);
    coldReadBreakdowns.push(readFirst.coldBreakdown);
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("\nFirst-load JavaScript per public page (gzip level 9) and stage chunks among it (must be none)");
console.table(firstLoads.map((row) => ({ route: row.path, "JS gzip": kb(row.jsGzipBytes), "JS files": row.jsFiles, "stage chunks": row.stageChunks.length })));
const round = (ms: number) => Math.round(ms);
console.log(`\nRun click to first frame (${RUNS} fresh contexts; warm = Run again in the same page)`);
console.table([
  { case: "cold", runs: cold.length, "median ms": round(percentile(cold, 50)), "p95 ms": round(percentile(cold, 95)), "max ms": round(Math.max(...cold)) },
  { case: `cold, read ${READ_MS} ms first`, runs: coldRead.length, "median ms": round(percentile(coldRead, 50)), "p95 ms": round(percentile(coldRead, 95)), "max ms": round(Math.max(...coldRead)) },
  { case: "warm", runs: warm.length, "median ms": round(percentile(warm, 50)), "p95 ms": round(percentile(warm, 95)), "max ms": round(Math.max(...warm)) },
]);
// Each part's end after the click (median over the runs; negative: done before the click). The
// engine (chunk, module, made) and the project's bytes go in parallel; loading the project needs
// both, and the first frame follows it.
console.log("\nWhere a cold Run's time goes: each part done, ms after the click (median; negative = before the click)");
console.table(BREAKDOWN_ROWS.map(([key, label]) => ({ part: label, cold: breakdownMedian(coldBreakdowns, key), [`read ${READ_MS} ms first`]: breakdownMedian(coldReadBreakdowns, key) })));
const goals = {
  coldMedianWithinGoal: percentile(cold, 50) < GOAL_MS,
  noStageChunkInAnyFirstLoad: firstLoads.every((row) => row.stageChunks.length === 0),
};
console.log(`\nGoals: cold median < ${GOAL_MS} ms: ${goals.coldMedianWithinGoal ? "met" : "NOT met"}; no stage chunk in any first load: ${goals.noStageChunkInAnyFirstLoad ? "met" : "NOT met"}`);
const out = join(root, "bench/results/stage.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, coldMs: cold.map(round), coldReadFirstMs: coldRead.map(round), coldBreakdowns, coldReadBreakdowns, readMs: READ_MS, warmMs: warm.map(round), firstLoads, goals }, null, 2));
console.log(`Wrote ${out}`);
