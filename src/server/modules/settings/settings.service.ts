import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { systemSettings } from "../../db/schema";

/**
 * Reads a numeric system setting; a missing or non-numeric value falls back to SPEC's default
 * rather than breaking sign-up.
 */
export async function getNumericSetting(options: { db: TDb; key: string; fallback: number }): Promise<number> {
  const [row] = await options.db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, options.key))
    .limit(1);
  const parsed = row === undefined ? Number.NaN : Number(row.value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : options.fallback;
}
