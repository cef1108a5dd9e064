// `npm run dev`: the API server with reload (tsx watch) on API_PORT, and Vite on 5173 proxying /api.
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, SERVE_CLIENT: "false" },
  }),
  spawn("npx", ["vite"], { cwd: root, stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
children.forEach((child) => child.on("exit", (code) => { stopAll(); process.exitCode = code ?? 0; }));
