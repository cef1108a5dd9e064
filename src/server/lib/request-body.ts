import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";
import { assertReadableText } from "./text-input";

/**
 * Reads a JSON body and validates it with a zod schema. Malformed JSON and schema failures
 * both become 400s in the one error shape; the zod issues travel on as `issues`. So does text
 * that cannot be stored (NUL, lone surrogates: lib/text-input.ts).
 */
export async function readJsonBody<TSchema extends z.ZodType>(c: Context, schema: TSchema): Promise<z.output<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("invalid_json", 400, "The request body must be valid JSON.");
  }
  assertReadableText(body);
  // Thrown ZodErrors are formatted by the error handler.
  return schema.parse(body);
}
