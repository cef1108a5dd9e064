// `npm run build`: the production web client in dist/client, ready to serve.
//   1. Vite builds the browser bundle (with a manifest of which chunk holds which module);
//   2. Vite builds src/client/entry-prerender.tsx for Node, and each static route is rendered to
//      HTML (dist/client/prerendered/*.html) that the browser hydrates: text before JavaScript;
//   3. sitemap.xml and robots.txt;
//   4. every text asset is precompressed to .br and .gz, served by serve-client.ts.
// `--if-stale` builds only when the sources, the build's configuration or the mode changed since
// the last build (npm start and the e2e server use it). The client is always built for production,
// whatever NODE_ENV the shell has: a development React in production is slow and noisy.
process.env.NODE_ENV = "production";

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const clientDir = join(root, "dist/client");
const prerenderDir = join(root, "dist/prerender");
const stampPath = join(root, "dist/build-info.json");

/** What the built files depend on besides the sources: the build-time variables. */
async function buildConfig() {
  const { loadEnv } = await import("vite");
  const env = loadEnv("production", root, ["VITE_", "PUBLIC_URL", "OPERATOR_"]);
  return { mode: "production", version: 1, env: Object.fromEntries(Object.entries(env).sort()) };
}

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const INPUTS = ["src/client", "src/shared", "src/blocks", "vite.config.ts", "package-lock.json", "scripts/build.mjs", ".env"];

function isStale(config) {
  if (!existsSync(stampPath) || !existsSync(join(clientDir, "index.html"))) return true;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, "utf8"));
  } catch {
    return true;
  }
  if (JSON.stringify(stamp.config) !== JSON.stringify(config)) return true;
  const inputs = INPUTS.map((path) => join(root, path)).filter((path) => existsSync(path));
  return Math.max(...inputs.map(newestMtime)) > statSync(stampPath).mtimeMs;
}

// ---- 2. prerender --------------------------------------------------------------------------

const escapeAttr = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The chunk files a page module needs, following its static imports (not the entry's own). */
function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const more = chunkFiles(manifest, imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

/**
 * The stylesheet goes into each prerendered page itself (about 8 KB compressed): on a slow
 * phone connection a separate stylesheet is one more round trip before the first paint, and
 * the text is the point of these pages. (The CSP allows inline styles; the file stays for the
 * client-rendered routes.)
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
    const css = readFileSync(join(clientDir, file), "utf8");
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
}

async function prerender() {
  const { build } = await import("vite");
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: join(root, "src/client/entry-prerender.tsx"),
      outDir: prerenderDir,
      emptyOutDir: true,
      manifest: false,
      ssrManifest: false,
      copyPublicDir: false,
    },
    // Bundled whole, so React Router, TanStack Query and Radix render here as in the browser. Scratch's
    // engine is the exception: only the stage's Run button imports it, which no prerendered page
    // presses, and its Node builds do not parse as modules.
    ssr: { noExternal: true, external: ["scratch-vm", "scratch-render", "scratch-storage", "scratch-audio", "scratch-svg-renderer"] },
  });
  const entry = await import(pathToFileURL(join(prerenderDir, "entry-prerender.js")).href);
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8"));
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  if (!template.includes('<div id="root"></div>')) throw new Error("index.html lost its empty #root");

  for (const route of entry.PRERENDERED_ROUTES) {
    const { head, body } = await entry.renderRoute(route.path);
    if (!head.includes("<title>")) throw new Error(`${route.path} renders no <title>`);
    const { js, css } = chunkFiles(manifest, route.page);
    // The entry and its own imports are in the template already.
    const isNew = (file) => !template.includes(`"/${file}"`);
    const stylesheets = [...new Set(css)].filter(isNew).map((file) => `<link rel="stylesheet" href="/${escapeAttr(file)}">`).join("");
    // No modulepreload link goes out with the HTML, not even the entry's own (decision 117): the
    // page's chunks are listed for src/client/lib/page-chunks.ts, which announces them a few per
    // task (decision 119).
    const pageChunks = JSON.stringify([...new Set(js)].filter(isNew).map((file) => `/${file}`)).replaceAll("<", "\\u003c");
    const html = inlineStylesheets(template.replace("</head>", `${head}${stylesheets}</head>`))
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
      .replace("</body>", `<script type="application/json" id="page-chunks">${pageChunks}</script></body>`);
    const out = join(clientDir, route.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
  }
  // The shell of the pages only the router shows (/login, /dashboard, ...): main.tsx imports the
  // router's chunk at once there, so the shell announces it with the entry (decision 550). The
  // prerendered pages above were written from the template before, without these.
  const routerChunks = [...new Set(chunkFiles(manifest, "router-app.tsx").js)].filter((file) => !template.includes(`"/${file}"`));
  if (routerChunks.length === 0) throw new Error("the manifest has no chunk for router-app.tsx");
  const routerLinks = routerChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`).join("");
  writeFileSync(join(clientDir, "index.html"), template.replace("</head>", `${routerLinks}</head>`));
  // Build-time only: the server must not hand it out.
  rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
  return entry;
}

// ---- 3. sitemap and robots ------------------------------------------------------------------

function writeSeoFiles(entry) {
  const origin = entry.SITE_ORIGIN;
  const urls = entry.PRERENDERED_ROUTES.map((route) => `  <url><loc>${origin}${route.path === "/" ? "/" : route.path}</loc></url>`);
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  // Personal pages and the API are of no use to a search engine.
  const privatePaths = ["/api/", "/dashboard", "/account", "/history", "/admin/", "/auth/", "/login"];
  writeFileSync(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n${privatePaths.map((path) => `Disallow: ${path}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}

// ---- 4. precompress -------------------------------------------------------------------------

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest", ".vtt", ".map"]);
/** Below this, compression saves less than the extra header costs. */
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

async function precompress() {
  const files = listFiles(clientDir).filter(
    (path) => COMPRESSIBLE.has(extname(path)) && !path.includes("/.vite/") && statSync(path).size >= MIN_BYTES,
  );
  // zlib runs on libuv's thread pool: a few at a time keep both cores busy without a flood.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const body = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

// ---- main -----------------------------------------------------------------------------------

const config = await buildConfig();
if (process.argv.includes("--if-stale") && !isStale(config)) process.exit(0);

console.log("Building the web client for production...");
const started = Date.now();
rmSync(stampPath, { force: true });
const { build } = await import("vite");
await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { manifest: true } });
const entry = await prerender();
writeSeoFiles(entry);
const compressed = await precompress();
rmSync(prerenderDir, { recursive: true, force: true });
writeFileSync(stampPath, JSON.stringify({ config, builtAt: new Date().toISOString() }, null, 2));
console.log(
  `Built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${entry.PRERENDERED_ROUTES.length} prerendered pages, ${compressed} files precompressed.`,
);
