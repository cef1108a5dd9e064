import { z } from "zod";
import { AppError } from "./app-error";

/** serial ids are positive int4; anything else cannot name a row and is a bad request. */
export const ZSerialId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** A path parameter as a serial id, or a 400 that says which kind of id was wrong. */
export function parseSerialId(raw: string, what: string): number {
  const parsed = ZSerialId.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_id", 400, `That ${what} id is not valid.`);
  return parsed.data;
}
