import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { PREACT_ALIAS } from "./preact-alias";

const nodeModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      ...PREACT_ALIAS,
      // Under Node these two resolve to CommonJS, whose require("react") no alias reaches: their
      // ES module builds instead.
      { find: /^react-router$/, replacement: nodeModule("react-router/dist/development/index.mjs") },
      { find: /^lucide-react$/, replacement: nodeModule("lucide-react/dist/esm/lucide-react.mjs") },
    ],
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Libraries that import "react" are bundled through Vite, so PREACT_ALIAS reaches them too
    // (left to Node, they would load React itself next to our Preact components).
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /@radix-ui/, /lucide-react/] } },
  },
});
