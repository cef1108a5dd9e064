import { defineConfig } from "vitest/config";

// Unit tests run React itself, as the browser and the prerender do (decision 128).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
