import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { preloadOnlyWhatIsMissing } from "./preload-filter.ts";
import { eagerCompileHint } from "./eager-compile-hint.ts";

const preload = preloadOnlyWhatIsMissing();

// The SPA lives in src/client; the API server (src/server) serves the built files from
// dist/client in production and proxies nothing: in dev, Vite proxies /api to the server.
// `npm run build` (scripts/build.mjs) runs this config twice: for the browser, then for the
// build-time prerender of the static pages.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  // The same .env as the server; VITE_*, PUBLIC_URL (the canonical address) and OPERATOR_* (who
  // runs the site, issue 31) reach the client.
  envDir: "../..",
  envPrefix: ["VITE_", "PUBLIC_URL", "OPERATOR_"],
  plugins: [react(), tailwindcss(), preload.captureBundle, eagerCompileHint(/^assets\/stage\.(engine|renderer)-/)],
  resolve: {
    alias: [
      // React Router's package exports only its development build (dev warnings on); the same
      // code with them off ships beside it, unexported. The browser and the prerender take that.
      { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
    ],
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Scratch's engine for the stage (issue 29, decision 250) is one ~8 MB chunk fetched only when
    // Run is pressed; page weight is held per page by the web bench's first-load budgets instead.
    chunkSizeWarningLimit: 9_000,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // scratch-storage's published build (also bundled inside scratch-vm's) reaches Node's crypto
      // and Buffer through a direct eval that never runs in a browser. That notice is about their
      // files, not ours, and a newcomer cannot act on it, so it is kept out of the build's output;
      // an eval anywhere else still warns.
      onwarn(warning, warn) {
        if (warning.code === "EVAL" && /node_modules[\\/]scratch-(storage|vm)[\\/]/.test(warning.id ?? "")) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // What every page needs before it can answer, in one file instead of a dozen small
          // ones: fewer requests, and gzip compresses one file better than its pieces.
          // React Router is not in it: a prerendered page comes alive without it (decision 550).
          // Nor is TanStack Query: it comes with the router or a signed-in visitor's class (decision 600).
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The stage's renderer beside its engine: two chunks fetched together and compiled on two
            // threads at once (decision 560). Only the engine's chunk imports it.
            { name: "stage.renderer", test: /node_modules[\\/]scratch-render[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3001"}` },
  },
});
