// `npm start`: build the client when dist/ is missing or older than its sources, then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "dist/client/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

const clientSources = ["src/client", "src/shared", "src/blocks"].map((d) => join(root, d)).filter(existsSync);
const needsBuild =
  !existsSync(builtIndex) ||
  Math.max(...clientSources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (needsBuild) {
  console.log("Building the web client (first start, or sources changed)...");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the server in this process (no child to orphan when a supervisor sends SIGTERM);
// tsx compiles the TypeScript sources on the fly.
const { register } = await import("tsx/esm/api");
register();
await import(new URL("../src/server/index.ts", import.meta.url).href);
