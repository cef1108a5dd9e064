import { eq, inArray } from "drizzle-orm";
import {
  SETTING_DEFINITIONS,
  SETTING_KEY_LIST,
  canonicalSettingKey,
  parseSettingValue,
  type TAdminSetting,
  type TSettingKey,
} from "../../../shared/admin";
import type { TDb } from "../../db/client";
import { adminActions, systemSettings, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";

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

/** The console's two settings, always both, with SPEC's default for one never stored. */
export async function findAdminSettings(db: TDb): Promise<TAdminSetting[]> {
  const rows = await db
    .select({
      key: systemSettings.key,
      value: systemSettings.value,
      description: systemSettings.description,
      updatedAt: systemSettings.updatedAt,
      updatedBy: users.email,
    })
    .from(systemSettings)
    .leftJoin(users, eq(users.id, systemSettings.updatedBy))
    .where(inArray(systemSettings.key, SETTING_KEY_LIST));
  return SETTING_KEY_LIST.map((key) => {
    const row = rows.find((candidate) => candidate.key === key);
    return {
      key,
      value: row?.value ?? String(SETTING_DEFINITIONS[key].defaultValue),
      description: row?.description ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/**
 * Checks every entry first (an unknown key or a bad value refuses the whole request), then
 * writes the changed settings and one admin_actions row each, in one transaction.
 */
export async function updateSettings(options: {
  db: TDb;
  adminId: number;
  entries: Array<{ key: string; value: string | number | null }>;
  now: Date;
}): Promise<TAdminSetting[]> {
  const wanted = new Map<TSettingKey, number>();
  for (const entry of options.entries) {
    const key = canonicalSettingKey(entry.key);
    if (key === undefined) throw new AppError("unknown_setting", 400, `Unknown setting "${entry.key}".`);
    const parsed = parseSettingValue(key, entry.value);
    if (!parsed.ok) throw new AppError("invalid_setting", 400, parsed.message);
    if (wanted.has(key) && wanted.get(key) !== parsed.value) {
      throw new AppError("invalid_setting", 400, `${SETTING_DEFINITIONS[key].label} was given two different values.`);
    }
    wanted.set(key, parsed.value);
  }

  await options.db.transaction(async (tx) => {
    for (const [key, value] of wanted) {
      // FOR UPDATE: two admins saving at once each record the value they really replaced.
      const [current] = await tx.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key)).for("update");
      const after = String(value);
      if (current?.value === after) continue;
      await tx
        .insert(systemSettings)
        .values({ key, value: after, description: SETTING_DEFINITIONS[key].label, updatedAt: options.now, updatedBy: options.adminId })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: after, updatedAt: options.now, updatedBy: options.adminId } });
      await tx.insert(adminActions).values({
        adminId: options.adminId,
        action: "update_setting",
        targetId: null,
        details: { key, before: current?.value ?? null, after },
        createdAt: options.now,
      });
    }
  });
  return findAdminSettings(options.db);
}
