import type { Context, MiddlewareHandler } from "hono";
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

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
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Vite fingerprints everything under /assets, so those files can be cached for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html names the current fingerprints: browsers must revalidate it on every visit. */
const REVALIDATE = "no-cache";

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

async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response> {
  const body = await readFile(path);
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
  c.header("Content-Type", type);
  c.header("Cache-Control", cacheControl);
  return c.req.method === "HEAD" ? c.body(null, 200) : c.body(body, 200);
}

/**
 * Serves the built SPA for every non-/api GET: real files as they are, any other path gets
 * index.html so React Router can handle deep links (history-API fallback). A missing
 * /assets/* file is a real 404: answering HTML for a stale chunk would break the page silently.
 */
export function serveClient(clientDir: string): MiddlewareHandler {
  const indexPath = join(clientDir, "index.html");
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      return next();
    }
    const file = c.req.path === "/" ? undefined : resolveFile(clientDir, c.req.path);
    if (file !== undefined && file !== indexPath) {
      return sendFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    }
    if (c.req.path.startsWith("/assets/")) return next();
    return sendFile(c, indexPath, REVALIDATE);
  };
}
