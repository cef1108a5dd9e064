// `npm run bench`: runs every bench/*.bench.ts in turn; each prints a table and writes JSON
// to bench/results/<name>.json. Pass names to run a subset: npm run bench -- blocks offline
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const wanted = process.argv.slice(2);
const files = readdirSync(new URL("../bench", import.meta.url))
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
