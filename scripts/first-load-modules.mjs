// `node scripts/first-load-modules.mjs [--modules] [path ...]`: which modules a prerendered page's first load
// carries, and how much each weighs. The web bench gives a page's total; this says what is in it,
// so a cut can aim at a module instead of a guess (issue 28).
//
// It builds the browser bundle as `npm run build` does, into dist/first-load-stats (the real
// dist/client is left alone), records each chunk's modules with their rendered size, and follows
// what a prerendered page loads before anyone touches it: the entry's static imports and the
// page chunk's (what scripts/build.mjs announces in #page-chunks). Code the page fetches later
// (on intent, at idle) is not in it; the web bench's network count includes what idle work
// fetched before the network went quiet.
// The summary groups modules by package or source folder; --modules lists single modules.
// Sizes: each chunk gzipped at level 9 as served; a module's share is its rendered size gzipped
// alone, so shares add up to a bit more than the chunk.
process.env.NODE_ENV = "production";

import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "dist/first-load-stats");
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each output chunk's modules and code, captured as the bundle is written. */
const chunks = new Map();
const captureModules = {
  name: "promptblocks:first-load-modules",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      const modules = Object.entries(chunk.modules).map(([id, info]) => ({ id, code: info.code ?? "" }));
      chunks.set(chunk.fileName, { imports: chunk.imports, modules, gzip: gz(chunk.code), isEntry: chunk.isEntry });
    }
  },
};

const { build } = await import("vite");
await build({
  configFile: join(root, "vite.config.ts"),
  logLevel: "warn",
  plugins: [captureModules],
  build: { outDir, manifest: true, emptyOutDir: true },
});
const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
const { PRERENDERED_ROUTES } = await import(pathToRoutes());
rmSync(outDir, { recursive: true, force: true });

function pathToRoutes() {
  // The route list is TypeScript; its `page` fields are plain strings the regex can read.
  const source = readFileSync(join(root, "src/client/prerender-routes.ts"), "utf8");
  const routes = [...source.matchAll(/path: "([^"]+)", file: "[^"]+", page: "([^"]+)"/g)].map(([, path, page]) => ({ path, page }));
  return `data:text/javascript,export const PRERENDERED_ROUTES = ${encodeURIComponent(JSON.stringify(routes))};`;
}

function staticClosure(fileNames) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !chunks.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name).imports) visit(imported);
  };
  fileNames.forEach(visit);
  return seen;
}

/** node_modules/<package> or our own source folder, for the summary. */
function owner(id) {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const own = id.match(/src\/(client\/(?:features|components|pages|lib)\/[^/]+|[^/]+)/);
  return own ? `src/${own[1]}` : id;
}

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const byModule = process.argv.includes("--modules");
const wanted = process.argv.slice(2).filter((arg) => arg !== "--modules");
for (const route of PRERENDERED_ROUTES.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.path))) {
  const page = manifest[route.page];
  const loaded = staticClosure([entry.file, page.file]);
  const total = [...loaded].reduce((sum, name) => sum + chunks.get(name).gzip, 0);
  const byOwner = new Map();
  for (const name of loaded) {
    for (const module of chunks.get(name).modules) {
      if (module.code === "") continue;
      const key = byModule ? module.id.replace(root, "") : owner(module.id);
      byOwner.set(key, (byOwner.get(key) ?? 0) + gz(module.code));
    }
  }
  console.log(`\n${route.path}: ${loaded.size} chunks, ${kb(total)} gzip before any interaction`);
  console.table([...loaded].map((name) => ({ chunk: name, gzip: kb(chunks.get(name).gzip), modules: chunks.get(name).modules.length })));
  console.table(
    [...byOwner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([who, bytes]) => ({ "package or folder": who, "gzip alone": kb(bytes) })),
  );
}
