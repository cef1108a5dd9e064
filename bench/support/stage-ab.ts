// Two builds of the stage compared as interleaved pairs on the same machine state (issue 29): on a
// shared, loaded machine, runs made minutes apart do not compare, so each pair runs a cold Run on
// build A and one on build B back to back (the order alternating), and the load average is
// printed with the figures. Each root is a checkout with its client already built
// (npm run build): nothing is rebuilt here.
// Run: node --import tsx bench/support/stage-ab.ts <rootA> <rootB> [pairs] (STAGE_AB_READ_MS=2000: "read first")
import { chromium } from "@playwright/test";
import { loadavg } from "node:os";
import { startProductionServer } from "./production-server";
import { BREAKDOWN_ROWS, breakdownMedian, CHROMIUM, percentile, runOnce, type TBreakdown, WEBGL_FLAGS } from "./stage-run";

const [rootA, rootB, pairsArgument] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error("usage: stage-ab.ts <rootA> <rootB> [pairs]");
const PAIRS = Math.max(1, Number(pairsArgument ?? 6));
const READ_MS = Number(process.env.STAGE_AB_READ_MS ?? 0);
const load = () => loadavg().map((value) => value.toFixed(1)).join(" / ");

const servers = [await startProductionServer({ root: rootA, name: "stage-a", build: false }), await startProductionServer({ root: rootB, name: "stage-b", build: false })];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", ...WEBGL_FLAGS] });
const results: { ms: number[]; breakdowns: TBreakdown[] }[] = [
  { ms: [], breakdowns: [] },
  { ms: [], breakdowns: [] },
];
const loadAtStart = load();
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const run = await runOnce(browser, servers[which]!.baseUrl, 0, READ_MS);
      results[which]!.ms.push(run.coldMs);
      results[which]!.breakdowns.push(run.coldBreakdown);
    }
    console.log(`pair ${pair + 1}: A ${Math.round(results[0]!.ms.at(-1)!)} ms, B ${Math.round(results[1]!.ms.at(-1)!)} ms (load ${load()})`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

const differences = results[0]!.ms.map((a, index) => results[1]!.ms[index]! - a);
console.log(`\nRun click → first frame, ${PAIRS} interleaved cold pairs${READ_MS > 0 ? `, read ${READ_MS} ms first` : ""}; load average (1/5/15 min) ${loadAtStart} at start, ${load()} at end`);
console.table(
  (["A", "B"] as const).map((name, index) => ({
    build: `${name}: ${index === 0 ? rootA : rootB}`,
    "median ms": Math.round(percentile(results[index]!.ms, 50)),
    "p95 ms": Math.round(percentile(results[index]!.ms, 95)),
  })),
);
console.log(`B - A per pair: median ${Math.round(percentile(differences, 50))} ms; B faster in ${differences.filter((d) => d < 0).length} of ${PAIRS} pairs`);
console.log("\nEach part done, ms after the click (median)");
console.table(BREAKDOWN_ROWS.map(([key, label]) => ({ part: label, A: breakdownMedian(results[0]!.breakdowns, key), B: breakdownMedian(results[1]!.breakdowns, key) })));
