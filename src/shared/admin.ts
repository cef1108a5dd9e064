import { z } from "zod";
import { ZUser } from "./user";

/** SPEC 9: admin users page size default 10; the token buttons move exactly 1,000,000. */
export const ADMIN_USERS_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_TOKEN_STEP = 1_000_000;
export const ADMIN_ACTIONS_PAGE_SIZE = 10;
export const ADMIN_SEARCH_MAX_CHARS = 200;
export const ADMIN_USERNAME_MAX_CHARS = 50;
/** Generous caps: a typo (an extra zero or three) should be refused, not stored. */
export const MAX_FREE_USAGES = 1_000_000;
export const MAX_TOKENS_PER_FIVE_USD = 1_000_000_000_000;
/** Days shown by the admin charts, today included. */
export const ADMIN_CHART_DAYS = 30;

/** A page-number query parameter (query strings arrive as text); also used by shared/classes. */
export const pageParam = (fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a whole number from 1")
    .transform(Number)
    .optional()
    .default(fallback);

/** GET /api/admin/users?page&limit&search (query strings arrive as text). */
export const ZAdminUsersQuery = z.object({
  page: pageParam(1),
  limit: pageParam(ADMIN_USERS_PAGE_SIZE).pipe(z.number().max(ADMIN_MAX_PAGE_SIZE, `limit may be at most ${ADMIN_MAX_PAGE_SIZE}`)),
  search: z.string().trim().max(ADMIN_SEARCH_MAX_CHARS).optional().default(""),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminExportQuery = ZAdminUsersQuery.pick({ search: true });

/** SPEC 3 "Admin user list". */
export const ZAdminUsersPage = z.object({ users: z.array(ZUser), total: z.number().int() });
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZUserRole = z.enum(["user", "teacher", "admin"]);

/**
 * PATCH /api/admin/users/:id: exactly SPEC 6's four editable fields. Strict, so a body naming
 * anything else (a balance, an id, a subscription flag) is refused as a whole.
 */
export const ZAdminUserPatch = z
  .strictObject({
    username: z.string().trim().min(1, "Username cannot be empty").max(ADMIN_USERNAME_MAX_CHARS, `Username can be at most ${ADMIN_USERNAME_MAX_CHARS} characters`).optional(),
    email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid e-mail address")).optional(),
    role: ZUserRole.optional(),
    freeUsagesAllowed: z
      .number("Free usages must be a number")
      .int("Free usages must be a whole number")
      .min(0, "Free usages cannot be negative")
      .max(MAX_FREE_USAGES, `Free usages can be at most ${MAX_FREE_USAGES.toLocaleString("en")}`)
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change: send username, email, role or freeUsagesAllowed");
export type TAdminUserPatch = z.infer<typeof ZAdminUserPatch>;

const ZUserId = z.number().int().positive().max(2_147_483_647);

/** POST /api/admin/users/update-tokens: SPEC 9's step, one way or the other, nothing else. */
export const ZAdminTokenAdjustment = z.strictObject({
  userId: ZUserId,
  tokenAmount: z.union([z.literal(ADMIN_TOKEN_STEP), z.literal(-ADMIN_TOKEN_STEP)], {
    error: `tokenAmount must be ${ADMIN_TOKEN_STEP} or -${ADMIN_TOKEN_STEP}`,
  }),
});

export const ZAdminFreeUsagesReset = z.strictObject({ userId: ZUserId });

export const ZAdminUserResponse = z.object({ user: ZUser });

/** The two settings SPEC 3 names, each also known by a camelCase alias. */
export const SETTING_DEFINITIONS = {
  DEFAULT_FREE_USAGES: {
    alias: "freeUsagesAllowed",
    label: "Free generations for new accounts",
    defaultValue: 3,
    min: 0,
    max: MAX_FREE_USAGES,
  },
  TOKENS_PER_FIVE_USD: {
    alias: "tokensPerFiveUsd",
    label: "Tokens per $5 purchase",
    defaultValue: 1_000_000,
    min: 1,
    max: MAX_TOKENS_PER_FIVE_USD,
  },
} as const;
export type TSettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEY_LIST = Object.keys(SETTING_DEFINITIONS) as TSettingKey[];

/** The canonical key for a key or its alias; undefined for anything else. */
export function canonicalSettingKey(key: string): TSettingKey | undefined {
  return SETTING_KEY_LIST.find((canonical) => canonical === key || SETTING_DEFINITIONS[canonical].alias === key);
}

/**
 * A setting's value as typed: blank means SPEC's default; otherwise a whole number within the
 * setting's bounds. Returns the number or a message an admin can act on.
 */
export function parseSettingValue(key: TSettingKey, raw: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const definition = SETTING_DEFINITIONS[key];
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return { ok: true, value: definition.defaultValue };
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/[,_\s]/g, "") : "";
  if (typeof raw !== "number" && typeof raw !== "string") return { ok: false, message: `${definition.label} must be a number.` };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { ok: false, message: `${definition.label} must be a number.` };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, message: `${definition.label} must be a number.` };
  if (value < 0) return { ok: false, message: `${definition.label} cannot be negative.` };
  if (!Number.isInteger(value)) return { ok: false, message: `${definition.label} must be a whole number.` };
  if (value < definition.min) return { ok: false, message: `${definition.label} must be at least ${definition.min.toLocaleString("en")}.` };
  if (value > definition.max) return { ok: false, message: `${definition.label} can be at most ${definition.max.toLocaleString("en")}.` };
  return { ok: true, value };
}

/** POST /api/admin/settings {settings: [{key, value}]}; values are checked by parseSettingValue. */
export const ZAdminSettingsUpdate = z.strictObject({
  settings: z
    .array(z.object({ key: z.string().max(100), value: z.union([z.string().max(100), z.number(), z.null()]) }))
    .min(1, "Send at least one setting")
    .max(10),
});

/** GET /api/admin/settings: SPEC's list of {key, value}, with what the console shows beside it. */
export const ZAdminSetting = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TAdminSetting = z.infer<typeof ZAdminSetting>;
export const ZAdminSettingsList = z.array(ZAdminSetting);

/** SPEC 3 "Admin stats". Revenue in USD; conversionRate in percent (two decimals). */
export const ZAdminStats = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalRevenue: z.number(),
  revenueThisMonth: z.number(),
  totalTokensUsed: z.number(),
  tokensUsedThisMonth: z.number(),
  totalGenerations: z.number(),
  generationsThisMonth: z.number(),
  avgTokensPerGeneration: z.number(),
  totalTokensSold: z.number(),
  conversionRate: z.number(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** GET /api/admin/stats/daily: one entry per UTC day, oldest first, today last. */
export const ZAdminDailyStats = z.object({
  days: z.array(z.string()),
  generations: z.array(z.number()),
  newUsers: z.array(z.number()),
  revenue: z.array(z.number()),
});
export type TAdminDailyStats = z.infer<typeof ZAdminDailyStats>;

/**
 * GET /api/admin/stats/safety: what the kid-safety check refused in the last 30 UTC days, by day,
 * category and stage (the child's request, a generated answer, or the model itself). Counts
 * only: refused texts are never stored.
 */
export const ZAdminSafetyStats = z.object({
  days: z.number().int(),
  rows: z.array(z.object({ day: z.string(), category: z.string(), stage: z.string(), count: z.number().int() })),
  totals: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type TAdminSafetyStats = z.infer<typeof ZAdminSafetyStats>;

export const ADMIN_ACTION_TYPES = ["update_user", "update_tokens", "reset_free_usages", "update_setting"] as const;

export const ZAdminActionsQuery = ZAdminUsersQuery.pick({ page: true }).extend({
  limit: pageParam(ADMIN_ACTIONS_PAGE_SIZE).pipe(z.number().max(ADMIN_MAX_PAGE_SIZE)),
});

export const ZAdminAction = z.object({
  id: z.number().int(),
  action: z.string(),
  adminId: z.number().int(),
  adminEmail: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetEmail: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type TAdminAction = z.infer<typeof ZAdminAction>;
export const ZAdminActionsPage = z.object({ actions: z.array(ZAdminAction), total: z.number().int() });
export type TAdminActionsPage = z.infer<typeof ZAdminActionsPage>;
