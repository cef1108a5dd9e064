import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The SPA lives in src/client; the API server (src/server) serves the built files from
// dist/client in production and proxies nothing: in dev, Vite proxies /api to the server.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  // VITE_* variables (contact address, social profiles) come from the project's .env, like the server's.
  envDir: "../..",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3001"}` },
  },
});
