import type { Context, ErrorHandler, NotFoundHandler } from "hono";
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
