// The behaviour check (issue 29): CPU time per answer when every answer runs in Scratch's engine
// before it is shown, on the offline generator's answers to the test corpus. In-process CPU time
// (what one answer costs a core) and, through the worker pool the server uses, wall time per
// answer. Goal: CPU p95 under 300 ms. Prints a table, writes bench/results/behaviour.json.
// Run: node --import tsx bench/behaviour.bench.ts   (or npm run bench -- behaviour)
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { checkBehaviour } from "../src/server/generation/behaviour";
import { createBehaviourRunner } from "../src/server/generation/behaviour/behaviour.pool";
import { CORPUS } from "../src/server/generation/providers/offline/corpus";
import { createOfflineProvider } from "../src/server/generation/providers/offline";

const GOAL_P95_MS = 300;
const SECONDS = 3;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const provider = createOfflineProvider();
const answers: string[] = [];
for (const request of CORPUS) {
  const answer = await provider.generate({ prompt: request.prompt });
  if (answer.kind === "program") answers.push(answer.text);
}

// In-process: one unmeasured pass (the engine loads, V8 compiles), then CPU time per answer.
for (const text of answers.slice(0, 10)) await checkBehaviour(text, { seconds: SECONDS, budgetMs: 5_000 });
const cpu: number[] = [];
const problems: Record<string, number> = {};
for (const text of answers) {
  const before = process.cpuUsage();
  const report = await checkBehaviour(text, { seconds: SECONDS, budgetMs: 5_000 });
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
  for (const problem of report.problems) problems[problem.code] = (problems[problem.code] ?? 0) + 1;
}
cpu.sort((a, b) => a - b);

// Through the worker pool, as the server runs it: wall time per answer.
const runner = createBehaviourRunner({ seconds: SECONDS });
const wall: number[] = [];
for (const text of answers) {
  const t0 = performance.now();
  await runner.check(text);
  wall.push(performance.now() - t0);
}
await runner.close();
wall.sort((a, b) => a - b);

const results = {
  answers: answers.length,
  simulatedSeconds: SECONDS,
  cpuMs: { p50: percentile(cpu, 50), p95: percentile(cpu, 95), max: cpu.at(-1) ?? NaN },
  poolWallMs: { p50: percentile(wall, 50), p95: percentile(wall, 95), max: wall.at(-1) ?? NaN },
  goalCpuP95Ms: GOAL_P95_MS,
  problemsFound: problems,
  machine: { cpus: os.cpus().length, load: os.loadavg()[0] ?? 0 },
};
const ms = (x: number) => x.toFixed(1).padStart(7);
console.log(`behaviour check on ${answers.length} offline answers, ${SECONDS} simulated seconds each (load ${results.machine.load.toFixed(2)} on ${results.machine.cpus} cores)`);
console.log("                 |     p50 |     p95 |     max");
console.log(`CPU, in process  | ${ms(results.cpuMs.p50)} | ${ms(results.cpuMs.p95)} | ${ms(results.cpuMs.max)}   (goal p95 < ${GOAL_P95_MS} ms)`);
console.log(`wall, worker pool| ${ms(results.poolWallMs.p50)} | ${ms(results.poolWallMs.p95)} | ${ms(results.poolWallMs.max)}`);
console.log(`problems found: ${JSON.stringify(problems)}`);
mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
writeFileSync(new URL("./results/behaviour.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
