// `npm start`: build the production client when dist/ is missing or older than its sources
// (scripts/build.mjs --if-stale builds for production whatever NODE_ENV says), then serve.
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const result = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);

// Run the server in this process (no child to orphan when a supervisor sends SIGTERM);
// tsx compiles the TypeScript sources on the fly.
const { register } = await import("tsx/esm/api");
register();
await import(new URL("../src/server/index.ts", import.meta.url).href);
