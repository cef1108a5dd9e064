// The stage in the page (issue 29):
//   1. Time from the Run click to the first frame the renderer draws of the loaded project
//      (performance marks the stage sets, src/client/features/stage/stage.constants.ts), for a
//      project made with PromptBlocks' art ("when I press space the cat moves 10 steps", opened as
//      a .sb3 so no sign-in is needed). "cold": a fresh browser context, so the engine's chunk is
//      fetched, parsed and compiled; "warm": Run again in the same page. Goal: cold under 1.5 s.
//      "cold" clicks Run the moment it shows, so the engine's warm-up (stage.warm-up.ts: fetched
//      when the answer is on screen, its renderer made when Run is hovered) has no head start;
//      "cold, read first" clicks after the answer has been on screen READ_MS, as a child reads
//      the blocks before running them.
//   2. Each public page's first-load JavaScript (gzip level 9, as bench/web.bench.ts counts it)
//      and whether any stage chunk is among it (it must not be: the stage loads on demand).
// Chromium draws WebGL with SwiftShader here (the flags are in the README). It builds the
// production client if stale and runs the real server (NODE_ENV=production) on a temporary data
// directory. Run: node --import tsx bench/stage.bench.ts (prints tables, writes bench/results/stage.json)
import { chromium, type Browser } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../src/blocks";
import { FIRST_FRAME_MARK, RUN_CLICK_MARK } from "../src/client/features/stage/stage.constants";
import { SITE_ROUTES } from "../tests/e2e/support/site-routes";
import { gzipBytes, startProductionServer } from "./support/production-server";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WEBGL_FLAGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"];
const RUNS = Math.max(1, Number(process.env.STAGE_BENCH_RUNS ?? 5));
const GOAL_MS = 1500;
const READ_MS = Number(process.env.STAGE_BENCH_READ_MS ?? 2000);
const STAGE_CHUNK = /\/assets\/stage[.-]/;
/** The project, with the cat at a given x: each warm run opens a project of its own, so the page shows a new stage for it. */
const projectText = (x: number) => `// stage\n\n// sprite: Cat\n// x: ${x}, y: 0\n\nwhen [space v] key pressed\nmove (10) steps\n`;
const sb3At = (x: number) => {
  const { project } = parseProject(normalizeBlocksText(projectText(x)));
  return Buffer.from(projectToSb3(project));
};


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

async function runOnce(browser: Browser, baseUrl: string, warmRuns: number, readMs = 0): Promise<{ coldMs: number; warmMs: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#generator`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
  await page.getByTestId("open-project-input").setInputFiles({ name: "cat.sb3", mimeType: "application/x.scratch.sb3", buffer: sb3At(0) });
  const stage = page.getByTestId("stage-panel");
  const measure = async () => {
    if (readMs > 0) await page.waitForTimeout(readMs);
    await stage.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_FRAME_MARK, { timeout: 120_000 });
    return page.evaluate(([run, frame]) => performance.getEntriesByName(frame)[0]!.startTime - performance.getEntriesByName(run)[0]!.startTime, [RUN_CLICK_MARK, FIRST_FRAME_MARK] as const);
  };
  const coldMs = await measure();
  const warmMs: number[] = [];
  for (let run = 0; run < warmRuns; run++) {
    // A new text is a new stage (and a new Run button); the engine's chunk stays in the page. The
    // same project opened again is the same text, and the stage already running stays.
    await page.getByTestId("open-project-input").setInputFiles({ name: `cat-${run}.sb3`, mimeType: "application/x.scratch.sb3", buffer: sb3At(run + 1) });
    await stage.getByRole("button", { name: "Run" }).waitFor();
    warmMs.push(await measure());
  }
  await context.close();
  return { coldMs, warmMs };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", ...WEBGL_FLAGS] });
let firstLoads: TFirstLoad[];
const cold: number[] = [];
const coldRead: number[] = [];
const warm: number[] = [];
try {
  firstLoads = await measureFirstLoads(browser, server.baseUrl);
  for (let run = 0; run < RUNS; run++) {
    const result = await runOnce(browser, server.baseUrl, run === 0 ? 2 : 0);
    cold.push(result.coldMs);
    warm.push(...result.warmMs);
    coldRead.push((await runOnce(browser, server.baseUrl, 0, READ_MS)).coldMs);
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
const goals = {
  coldMedianWithinGoal: percentile(cold, 50) < GOAL_MS,
  noStageChunkInAnyFirstLoad: firstLoads.every((row) => row.stageChunks.length === 0),
};
console.log(`\nGoals: cold median < ${GOAL_MS} ms: ${goals.coldMedianWithinGoal ? "met" : "NOT met"}; no stage chunk in any first load: ${goals.noStageChunkInAnyFirstLoad ? "met" : "NOT met"}`);
const out = join(root, "bench/results/stage.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, coldMs: cold.map(round), coldReadFirstMs: coldRead.map(round), readMs: READ_MS, warmMs: warm.map(round), firstLoads, goals }, null, 2));
console.log(`Wrote ${out}`);
