// One cold Run traced in Chromium (issue 29, decision 500): where the time from the Run click to
// the first frame goes. Writes the raw trace (open it in chrome://tracing or Perfetto) and prints
// the main thread's busiest parts inside the click → first frame window: top-level tasks by kind
// and sampled JavaScript by function and script.
// Run: node --import tsx bench/support/stage-trace.ts [out.json] (STAGE_TRACE_READ_MS=2000 for "read first")
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../src/blocks";
import { FIRST_FRAME_MARK, RUN_CLICK_MARK } from "../../src/client/features/stage/stage.constants";
import { startProductionServer } from "./production-server";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const out = process.argv[2] ?? "/tmp/stage-trace.json";
const READ_MS = Number(process.env.STAGE_TRACE_READ_MS ?? 0);
const WEBGL_FLAGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"];
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "gpu",
  "toplevel",
];

const { project } = parseProject(normalizeBlocksText("// stage\n\n// sprite: Cat\n// x: 0, y: 0\n\nwhen [space v] key pressed\nmove (10) steps\n"));
const sb3 = Buffer.from(projectToSb3(project));

const analyseOnly = process.env.STAGE_TRACE_ANALYSE === "1";
if (!analyseOnly) await traceOneRun();

async function traceOneRun() {
const server = await startProductionServer({ root, name: "stage-trace" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", ...WEBGL_FLAGS] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/#generator`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
  await browser.startTracing(page, { path: out, categories: CATEGORIES });
  await page.getByTestId("open-project-input").setInputFiles({ name: "cat.sb3", mimeType: "application/x.scratch.sb3", buffer: sb3 });
  const run = page.getByTestId("stage-panel").getByRole("button", { name: "Run" });
  await run.waitFor();
  if (READ_MS > 0) await page.waitForTimeout(READ_MS);
  await run.click();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_FRAME_MARK, { timeout: 120_000 });
  const ms = await page.evaluate(([a, b]) => performance.getEntriesByName(b)[0]!.startTime - performance.getEntriesByName(a)[0]!.startTime, [RUN_CLICK_MARK, FIRST_FRAME_MARK] as const);
  await page.waitForTimeout(300);
  await browser.stopTracing();
  console.log(`Run click → first frame: ${Math.round(ms)} ms; trace in ${out}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
}

type TEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: Record<string, unknown>; id?: string };
const trace = JSON.parse(readFileSync(out, "utf8")) as { traceEvents: TEvent[] };
const events = trace.traceEvents;
const mark = (name: string) => events.find((event) => event.name === name && event.cat.includes("blink.user_timing"));
const start = mark(RUN_CLICK_MARK);
const end = mark(FIRST_FRAME_MARK);
if (!start || !end) throw new Error("the marks are not in the trace");
const { pid } = start;
const threadNames = new Map<string, string>();
for (const event of events) if (event.name === "thread_name") threadNames.set(`${event.pid}:${event.tid}`, String(event.args?.name));
const mainTid = [...threadNames].find(([key, name]) => key.startsWith(`${pid}:`) && name === "CrRendererMain")?.[0].split(":")[1];
const inWindow = (event: TEvent) => event.ts >= start.ts && event.ts <= end.ts;
console.log(`window ${((end.ts - start.ts) / 1000).toFixed(0)} ms`);

// Complete events on the main thread: totals by name (nested ones count inside their parents too).
const totals = new Map<string, number>();
for (const event of events) {
  if (event.pid !== pid || String(event.tid) !== mainTid || event.ph !== "X" || !inWindow(event)) continue;
  totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
}
console.log("\nMain thread events in the window (ms, nested counted in parents too)");
console.table([...totals].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, msTotal]) => ({ name, ms: Math.round(msTotal) })));

// Sampled JavaScript: the profile chunks give nodes and samples with time deltas.
type TNode = { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number } };
const nodes = new Map<number, TNode>();
const samples: { node: number; ts: number }[] = [];
let ts = 0;
for (const event of events) {
  if (event.name === "Profile") ts = Number((event.args?.data as { startTime: number }).startTime);
  if (event.name !== "ProfileChunk" || event.pid !== pid) continue;
  const data = (event.args?.data as { cpuProfile?: { nodes?: TNode[]; samples?: number[] }; timeDeltas?: number[] }) ?? {};
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data.cpuProfile?.samples ?? [];
  const deltas = data.timeDeltas ?? [];
  ids.forEach((id, index) => {
    ts += deltas[index] ?? 0;
    samples.push({ node: id, ts });
  });
}
const selfBy = new Map<string, number>();
const scriptBy = new Map<string, number>();
for (let index = 0; index < samples.length - 1; index++) {
  const sample = samples[index]!;
  if (sample.ts < start.ts || sample.ts > end.ts) continue;
  const node = nodes.get(sample.node);
  if (!node) continue;
  const dt = (samples[index + 1]!.ts - sample.ts) / 1000;
  const frame = node.callFrame;
  const file = (frame.url ?? "").split("/").pop() || "(native)";
  const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber}:${frame.columnNumber ?? 0}`;
  selfBy.set(key, (selfBy.get(key) ?? 0) + dt);
  scriptBy.set(file, (scriptBy.get(file) ?? 0) + dt);
}
console.log("\nSampled self time by script (ms)");
console.table([...scriptBy].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([file, msTotal]) => ({ file, ms: Math.round(msTotal) })));
console.log("\nSampled self time by function (ms)");
console.table([...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([fn, msTotal]) => ({ fn, ms: Math.round(msTotal) })));
