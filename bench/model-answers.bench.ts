// Real model answers (issue 27): how many the product accepts — normalise → repair → validate
// (the generation pipeline's readProgramText), download (prepareProjectSb3Download) and load in
// scratch-vm. Answers and their origins: tests/fixtures/model-answers (answers.json, README.md).
// `dev` is what npm test holds; `held-out` is measured here only, never tuned against.
// "Accepted as meant" also asks that nothing was read silently as something else (a script cut
// off by a blank line, a block disguised as a variable's name).
// Run: node --import tsx bench/model-answers.bench.ts   (prints a table, writes bench/results/model-answers.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkModelAnswer, loadModelAnswers } from "../src/server/generation/model-answers/model-answers.check";

interface TRow {
  part: string;
  answers: number;
  accepted: number;
  percent: number;
  /** Accepted with nothing read silently as something else (TAcceptance's misread). */
  acceptedAsMeant: number;
  misread: string[];
  refusedAt: Record<string, number>;
  refused: string[];
}

const { answers, split } = loadModelAnswers();
/** Each answer's collection batch (its seed), from the batches' sizes in file order. */
const seedOf = new Map<string, number>();
let start = 0;
for (const batch of split.batches) {
  for (const answer of answers.slice(start, start + batch.answers)) seedOf.set(answer.id, batch.seed);
  start += batch.answers;
}
const results = new Map<string, Awaited<ReturnType<typeof checkModelAnswer>>>();
for (const answer of answers) results.set(answer.id, await checkModelAnswer(answer.text));
const rows: TRow[] = [];
// Each part as a whole, then each part of each batch (a new batch's held-out part is its unseen measure).
const groups = [
  ...(["dev", "held-out"] as const).map((part) => ({ part: part as string, members: answers.filter((a) => a.part === part) })),
  ...split.batches.flatMap((batch) => (["dev", "held-out"] as const).map((part) => ({ part: `${part} (batch ${batch.seed})`, members: answers.filter((a) => a.part === part && seedOf.get(a.id) === batch.seed) }))),
];
for (const { part, members } of groups) {
  const row: TRow = { part, answers: 0, accepted: 0, percent: 0, acceptedAsMeant: 0, misread: [], refusedAt: {}, refused: [] };
  for (const answer of members) {
    row.answers += 1;
    const result = results.get(answer.id) ?? (await checkModelAnswer(answer.text));
    if (result.accepted) {
      row.accepted += 1;
      if (result.misread.length === 0) row.acceptedAsMeant += 1;
      else row.misread.push(`${answer.id}: ${result.misread.join("; ")}`);
    } else {
      row.refusedAt[result.stage] = (row.refusedAt[result.stage] ?? 0) + 1;
      row.refused.push(`${answer.id} (${result.stage}): ${result.reasons.join("; ")}`);
    }
  }
  row.percent = row.answers === 0 ? 0 : Math.round((1000 * row.accepted) / row.answers) / 10;
  rows.push(row);
}

console.log("\nReal model answers accepted (validate → download .sb3 → load in scratch-vm)\n");
console.log("| part | answers | accepted | % | accepted as meant | refused at validate | at download | at scratch-vm |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.part} | ${row.answers} | ${row.accepted} | ${row.percent} | ${row.acceptedAsMeant} | ${row.refusedAt.validate ?? 0} | ${row.refusedAt.download ?? 0} | ${row.refusedAt["scratch-vm"] ?? 0} |`);
}
// The refusals and misreadings once each, under the part as a whole.
for (const row of rows.slice(0, 2)) for (const line of row.refused) console.log(`${row.part}: ${line}`);
for (const row of rows.slice(0, 2)) for (const line of row.misread) console.log(`${row.part} (misread): ${line}`);

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "model-answers.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`\nwrote ${out}`);
