import type { Context, ErrorHandler, Hono, NotFoundHandler } from "hono";
import { PatternRouter } from "hono/router/pattern-router";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { TErrorBody } from "../../shared/errors";
import { AppError } from "../lib/app-error";

function formatZodError(error: ZodError): TErrorBody {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join("; ");
  return { message: `Invalid request: ${summary}`, code: "validation_failed", issues };
}

/** Every error leaves the server in the ZErrorBody shape (SPEC 3 "Error body"). */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json<TErrorBody>({ message: error.message, code: error.code, ...error.extra }, error.status);
  }
  if (error instanceof ZodError) return c.json<TErrorBody>(formatZodError(error), 400);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? "The request body is too large." : error.message || "Request failed";
    return c.json<TErrorBody>({ message, code: status === 413 ? "payload_too_large" : "http_error" }, status);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return c.json<TErrorBody>({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
};

export const apiNotFound = (c: Context) =>
  c.json<TErrorBody>({ message: `No API route for ${c.req.method} ${c.req.path}`, code: "not_found" }, 404);

export const notFoundHandler: NotFoundHandler = (c) =>
  c.req.path.startsWith("/api/") || c.req.path === "/api" ? apiNotFound(c) : c.text("Not Found", 404);

/**
 * The /api fallback: a path that exists with other methods answers 405 with `Allow` (issue 16),
 * anything else the JSON 404. The allowed methods come from the app's own route table, so every
 * route added anywhere is known without a list here. Built on first use, after all routes exist.
 */
export function apiFallback(app: Hono<never>) {
  let router: PatternRouter<string> | undefined;
  const methodsOf = (path: string): string[] => {
    if (router === undefined) {
      router = new PatternRouter<string>();
      for (const route of app.routes) if (route.method !== "ALL") router.add(route.method, route.path, route.method);
    }
    const methods = new Set<string>();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      if (router.match(method, path)[0].length > 0) methods.add(method);
    }
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods];
  };
  return (c: Context) => {
    const allowed = methodsOf(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return apiNotFound(c);
    c.header("Allow", allowed.join(", "));
    return c.json<TErrorBody>({ message: `${c.req.method} is not allowed on ${c.req.path}. Use ${allowed.join(" or ")}.`, code: "method_not_allowed" }, 405);
  };
}

/**
 * Node answers a request whose headers are too large (431) or malformed (400) before any
 * middleware runs, with an empty body. This writes the one error shape instead (issue 16).
 */
export function clientErrorResponse(error: NodeJS.ErrnoException): string {
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? { message: "The request headers are too large.", code: "headers_too_large" }
      : { message: "The request could not be read.", code: "bad_request" },
  );
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
