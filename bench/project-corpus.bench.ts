// Open any Scratch project, change nothing, download it (issue 27): on real projects written by
// people (tests/fixtures/real-projects, origin and licence in its manifest.json), how many open,
// download, come back as the same project.json with every asset byte for byte, have every script
// carried by the text, and run in scratch-vm like the original (seeded randomness, scripted
// input, every target compared), downloaded as they are and built from the text alone.
// `corpus/` is what npm test checks; `held-out/` is measured here only, never tuned against.
// Run: node --import tsx bench/project-corpus.bench.ts   (prints a table, writes bench/results/project-corpus.json)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkRoundTrip } from "../src/blocks/project/test-support/project-roundtrip.check";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "real-projects");

interface TRow {
  set: string;
  projects: number;
  opened: number;
  downloaded: number;
  sameTree: number;
  sameAssets: number;
  allScriptsCarried: number;
  sameRun: number;
  sameRunFromText: number;
  notCarriedByText: string[];
  failures: string[];
}

async function measure(set: string): Promise<TRow> {
  const folder = join(root, set);
  const files = readdirSync(folder).filter((file) => file.endsWith(".sb3")).sort();
  const row: TRow = { set, projects: files.length, opened: 0, downloaded: 0, sameTree: 0, sameAssets: 0, allScriptsCarried: 0, sameRun: 0, sameRunFromText: 0, notCarriedByText: [], failures: [] };
  for (const file of files) {
    try {
      const report = await checkRoundTrip(new Uint8Array(readFileSync(join(folder, file))));
      row.opened += 1;
      if (report.refused !== null) {
        row.failures.push(`${file}: refused: ${report.refused}`);
        continue;
      }
      row.downloaded += 1;
      if (report.sameTree) row.sameTree += 1;
      if (report.sameAssets) row.sameAssets += 1;
      if (report.scriptsNotCarried === 0) row.allScriptsCarried += 1;
      else row.notCarriedByText.push(`${file}: ${report.scriptsNotCarried}`);
      if (report.sameRun) row.sameRun += 1;
      else row.failures.push(`${file}: runs differently`);
      if (report.sameRunFromText) row.sameRunFromText += 1;
      if (report.problems.length > 0) row.failures.push(`${file}: ${report.problems.length} placeholder(s)`);
    } catch (error) {
      row.failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return row;
}

const rows: TRow[] = [];
for (const set of ["corpus", "held-out"]) rows.push(await measure(set));

console.log("\nOpen → text → download on real projects (scratch-vm 4.8.115, seeded, scripted input)\n");
console.log("| set | projects | open | download | same project.json | assets byte for byte | text carries every script | run alike | run alike from text alone |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.set} | ${row.projects} | ${row.opened} | ${row.downloaded} | ${row.sameTree} | ${row.sameAssets} | ${row.allScriptsCarried} | ${row.sameRun} | ${row.sameRunFromText} |`);
}
for (const row of rows) for (const line of [...row.notCarriedByText.map((l) => `scripts not carried: ${l}`), ...row.failures]) console.log(`${row.set}: ${line}`);

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "project-corpus.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`\nwrote ${out}`);
