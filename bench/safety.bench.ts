// The kid-safety check (issue 24): precision, recall and time per request on the team's corpus
// (src/server/modules/safety/corpus/dev.requests.json, which the rules were written against) and
// on the held-out corpus (held-out.requests.json: written by someone else, never read by the
// rules' author, measured only here). Time is the steady state after one unmeasured pass, as
// process CPU time (what the check costs) and wall time (which on a shared machine also counts
// waiting for a core). Prints a table, writes bench/results/safety.json.
// Run: node --import tsx bench/safety.bench.ts   (or npm run bench -- safety)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { classifyForChildren } from "../src/server/modules/safety/kid-safety.classify";
import { isLocallyUnsafe } from "../src/server/modules/safety/safety.local";

const ROUNDS = 20;
const GOAL_P99_MS = 2;

interface TCase {
  text: string;
  expected: "refuse" | "allow";
  category: string;
  lang: string;
}

const corpusFile = (name: string) => new URL(`../src/server/modules/safety/corpus/${name}`, import.meta.url);
const readCorpus = (name: string): TCase[] | undefined => (existsSync(corpusFile(name)) ? (JSON.parse(readFileSync(corpusFile(name), "utf8")) as TCase[]) : undefined);

/** What the server's offline check refuses: the rules, then the rude-word list. */
function refuses(text: string): { refused: boolean; category?: string } {
  const verdict = classifyForChildren(text);
  if (!verdict.safe) return { refused: true, category: verdict.category };
  return isLocallyUnsafe(text) ? { refused: true, category: "rude_words" } : { refused: false };
}

function score(cases: TCase[]) {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let rightCategory = 0;
  const byLanguage: Record<string, { unsafe: number; refused: number; benign: number; wronglyRefused: number }> = {};
  const missedByCategory: Record<string, number> = {};
  for (const item of cases) {
    const lang = (byLanguage[item.lang] ??= { unsafe: 0, refused: 0, benign: 0, wronglyRefused: 0 });
    const verdict = refuses(item.text);
    if (item.expected === "refuse") {
      lang.unsafe++;
      if (verdict.refused) {
        truePositive++;
        lang.refused++;
        if (verdict.category === item.category) rightCategory++;
      } else {
        falseNegative++;
        missedByCategory[item.category] = (missedByCategory[item.category] ?? 0) + 1;
      }
    } else {
      lang.benign++;
      if (verdict.refused) {
        falsePositive++;
        lang.wronglyRefused++;
      }
    }
  }
  const unsafe = truePositive + falseNegative;
  const benign = cases.length - unsafe;
  return {
    cases: cases.length,
    unsafe,
    benign,
    precision: truePositive + falsePositive === 0 ? 1 : truePositive / (truePositive + falsePositive),
    recall: unsafe === 0 ? 1 : truePositive / unsafe,
    benignRefusedRate: benign === 0 ? 0 : falsePositive / benign,
    rightCategoryRate: truePositive === 0 ? 0 : rightCategory / truePositive,
    byLanguage,
    missedByCategory,
  };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const dev = readCorpus("dev.requests.json") ?? [];
const heldOut = readCorpus("held-out.requests.json");

// ---- time: every request of both corpora, steady state
const texts = [...dev, ...(heldOut ?? [])].map((item) => item.text);
for (const text of texts) refuses(text);
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const text of texts) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    refuses(text);
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(cpu0);
    cpu.push((used.user + used.system) / 1000);
  }
}
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const time = {
  samples: wall.length,
  wallP50Ms: percentile(wall, 50),
  wallP99Ms: percentile(wall, 99),
  cpuP50Ms: percentile(cpu, 50),
  cpuP99Ms: percentile(cpu, 99),
  goalP99Ms: GOAL_P99_MS,
};

const results = { dev: score(dev), heldOut: heldOut ? score(heldOut) : null, time, machine: { cpus: os.cpus().length, load: os.loadavg()[0] ?? 0 } };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => x.toFixed(3);
console.log("corpus     | cases | unsafe | benign | precision | recall | benign refused | right category");
for (const [name, s] of [["team (dev)", results.dev], ["held-out", results.heldOut]] as const) {
  if (!s) {
    console.log(`${name.padEnd(10)} | (no file)`);
    continue;
  }
  console.log(
    `${name.padEnd(10)} | ${String(s.cases).padStart(5)} | ${String(s.unsafe).padStart(6)} | ${String(s.benign).padStart(6)} | ${pct(s.precision).padStart(9)} | ${pct(s.recall).padStart(6)} | ${pct(s.benignRefusedRate).padStart(14)} | ${pct(s.rightCategoryRate).padStart(14)}`,
  );
  for (const [lang, l] of Object.entries(s.byLanguage)) console.log(`  ${lang.padEnd(8)} unsafe refused ${l.refused}/${l.unsafe}, benign refused ${l.wronglyRefused}/${l.benign}`);
  if (Object.keys(s.missedByCategory).length > 0) console.log(`  missed by category: ${JSON.stringify(s.missedByCategory)}`);
}
console.log(`\ntime per request (${time.samples} samples, load ${results.machine.load.toFixed(2)} on ${results.machine.cpus} cores)`);
console.log(`  CPU  p50 ${ms(time.cpuP50Ms)} ms, p99 ${ms(time.cpuP99Ms)} ms   (goal p99 < ${GOAL_P99_MS} ms)`);
console.log(`  wall p50 ${ms(time.wallP50Ms)} ms, p99 ${ms(time.wallP99Ms)} ms`);

mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
writeFileSync(new URL("./results/safety.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
