// Export time of the .sb3 exporter for programs of 100, 1,000 and 5,000 blocks.
// Run: node --import tsx bench/sb3.bench.ts   (prints a table, writes bench/results/sb3.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { toProjectJson, toSb3 } from "../src/blocks/sb3/index";
import { programOfSize } from "../src/blocks/sb3/test-support/vocabulary-programs";

const SIZES = [100, 1_000, 5_000];
const WARMUP_RUNS = 3;
const MIN_RUNS = 5;
const MIN_TOTAL_MS = 1_000;

interface TRow {
  targetBlocks: number;
  programBlocks: number;
  projectBlocks: number;
  runs: number;
  projectJsonMedianMs: number;
  sb3MedianMs: number;
  sb3P95Ms: number;
  sb3Bytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(run: () => unknown): Promise<number[]> {
  for (let i = 0; i < WARMUP_RUNS; i += 1) await run();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < MIN_RUNS || performance.now() - started < MIN_TOTAL_MS) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
    if (times.length >= 200) break;
  }
  return times;
}

const rows: TRow[] = [];
for (const size of SIZES) {
  const { program, blockCount } = programOfSize(size);
  const project = toProjectJson(program);
  const projectBlocks = Object.keys(project.targets[1].blocks).length;
  const jsonTimes = await measure(() => toProjectJson(program));
  const sb3Times = await measure(() => toSb3(program));
  const bytes = (await toSb3(program)).length;
  rows.push({
    targetBlocks: size,
    programBlocks: blockCount,
    projectBlocks,
    runs: sb3Times.length,
    projectJsonMedianMs: Number(median(jsonTimes).toFixed(2)),
    sb3MedianMs: Number(median(sb3Times).toFixed(2)),
    sb3P95Ms: Number(percentile(sb3Times, 95).toFixed(2)),
    sb3Bytes: bytes,
  });
}

console.log("sb3 export (programs built from the vocabulary, every block with its defaults)");
console.table(
  rows.map((row) => ({
    "program blocks": row.programBlocks,
    "project blocks (incl. shadows)": row.projectBlocks,
    runs: row.runs,
    "toProjectJson median ms": row.projectJsonMedianMs,
    "toSb3 median ms": row.sb3MedianMs,
    "toSb3 p95 ms": row.sb3P95Ms,
    ".sb3 bytes": row.sb3Bytes,
  })),
);

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "sb3.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ benchmark: "sb3-export", node: process.version, date: new Date().toISOString(), rows }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
