import type { Context, MiddlewareHandler } from "hono";
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { isAppRoute } from "../../shared/app-routes";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Vite fingerprints everything under /assets, so those files can be cached for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML names the current fingerprints (and other files keep their names): revalidate on every visit. */
export const REVALIDATE = "no-cache";

/** Where scripts/build.mjs writes each static route's prerendered HTML, by file name. */
const PRERENDERED_DIR = "prerendered";
const HOME_PAGE_FILE = "home.html";

/** The build's precompressed siblings, best first: brotli is ~15% smaller than gzip on our JS. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export function hasBuiltClient(clientDir: string | undefined): clientDir is string {
  return clientDir !== undefined && existsSync(join(clientDir, "index.html"));
}

/** Resolves a URL path inside clientDir, refusing anything that escapes it. */
function resolveFile(clientDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const root = normalize(clientDir + sep);
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** "/" and "/pricing" → their prerendered file, from what the build wrote. */
function findPrerenderedPages(clientDir: string): Map<string, string> {
  const dir = join(clientDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".html")) continue;
    pages.set(name === HOME_PAGE_FILE ? "/" : `/${name.slice(0, -".html".length)}`, join(dir, name));
  }
  return pages;
}

/**
 * The encodings the browser accepts (Accept-Encoding, honouring q=0), e.g. "gzip, br;q=1".
 * Exported for its unit test.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

async function sendFile(c: Context, path: string, cacheControl: string, status: 200 | 404 = 200): Promise<Response> {
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
  const accepted = acceptedEncodings(c.req.header("Accept-Encoding"));
  const encoding = ENCODINGS.find((candidate) => accepted.has(candidate.name) && existsSync(path + candidate.suffix));
  const sentPath = encoding ? path + encoding.suffix : path;
  const stats = statSync(sentPath);
  // Weak validator from size and time: cheap, and changes with every build of the file.
  const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding.name}` : ""}"`;

  c.header("Content-Type", type);
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  // A cache in between must not give a brotli body to a browser that asked for gzip.
  if (ENCODINGS.some((candidate) => existsSync(path + candidate.suffix))) c.header("Vary", "Accept-Encoding");
  if (encoding) c.header("Content-Encoding", encoding.name);
  if (status === 200 && c.req.header("If-None-Match") === etag) return c.body(null, 304);
  c.header("Content-Length", String(stats.size));
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(await readFile(sentPath), status);
}

/**
 * Serves the built client for every non-/api GET: real files as they are (their precompressed
 * .br or .gz twin when the browser takes it), a static route's prerendered HTML, and index.html
 * for the app's other pages so React Router handles deep links (history-API fallback). A path
 * that is no page of the app gets the same shell with HTTP 404: React Router shows the friendly
 * not-found page, and search engines and link checkers learn that the address is wrong. A missing
 * /assets/* file is a plain 404: answering HTML for a stale chunk would break the page silently.
 */
export function serveClient(clientDir: string): MiddlewareHandler {
  const indexPath = join(clientDir, "index.html");
  const prerendered = findPrerenderedPages(clientDir);
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      return next();
    }
    const page = prerendered.get(c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path);
    if (page !== undefined) return sendFile(c, page, REVALIDATE);
    const file = c.req.path === "/" ? undefined : resolveFile(clientDir, c.req.path);
    if (file !== undefined && file !== indexPath) {
      return sendFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    }
    if (c.req.path.startsWith("/assets/")) return next();
    return sendFile(c, indexPath, REVALIDATE, isAppRoute(c.req.path) ? 200 : 404);
  };
}
