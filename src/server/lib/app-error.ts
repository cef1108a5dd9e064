import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TErrorBody } from "../../shared/errors";

/** Extra SPEC error-body fields a service may attach (limits, counts). */
export type TErrorExtra = Omit<TErrorBody, "message" | "code">;

/**
 * The one error type services throw (DESIGN habit 3). The error handler turns it into the
 * ZErrorBody shape; `message` is shown to users as is, so write it for a child or a teacher.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: TErrorExtra = {},
    /** Response headers that belong to the error (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthorized = (message = "Authentication required") => new AppError("unauthorized", 401, message);
export const forbidden = (message = "You do not have permission to do that") => new AppError("forbidden", 403, message);
export const notFound = (message = "Not found") => new AppError("not_found", 404, message);
