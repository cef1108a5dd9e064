import { sql, type SQL } from "drizzle-orm";
import { ADMIN_CHART_DAYS, type TAdminDailyStats, type TAdminSafetyStats, type TAdminStats } from "../../../shared/admin";
import { findSafetyRefusals } from "../safety/safety.stats";
import type { TDb } from "../../db/client";
import { queryRows, toNumber } from "../billing/billing.sql";

/**
 * SPEC 3 "Admin stats", every figure an SQL aggregate (nothing is loaded into memory to be
 * counted). Generation counts and tokens used are sums over generation_daily_totals, which
 * triggers keep equal to generated_blocks per UTC day (one row a day instead of millions);
 * active users read the (created_at, user_id) index of the last 30 days; money figures come
 * from token_purchases, test purchases left out (no money moved; issue 25). "This month" is the calendar month in UTC; "active" is having
 * generated at least once in the last 30 days.
 */

const DAY_MS = 86_400_000;

const monthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const dayStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const round2 = (value: number) => Math.round(value * 100) / 100;

type TRow = Record<string, unknown>;

/** A one-row aggregate query. */
async function aggregate(db: TDb, query: SQL): Promise<TRow> {
  const [row] = await queryRows<TRow>(db, query);
  if (row === undefined) throw new Error("an admin stats aggregate returned no row");
  return row;
}

export async function getAdminStats(options: { db: TDb; now: Date }): Promise<TAdminStats> {
  const { db } = options;
  const month = monthStartUtc(options.now).toISOString();
  const monthDay = month.slice(0, 10);
  const activeSince = new Date(options.now.getTime() - 30 * DAY_MS).toISOString();
  // Three independent aggregates: on PostgreSQL they run at once on separate pool connections.
  const [people, generations, money] = await Promise.all([
    aggregate(db, sql`
      SELECT (SELECT count(*) FROM users) AS total_users,
             (SELECT count(DISTINCT user_id) FROM generated_blocks WHERE created_at >= ${activeSince}::timestamptz) AS active_users`),
    aggregate(db, sql`
      SELECT coalesce(sum(generations), 0) AS total_generations,
             coalesce(sum(tokens_used), 0) AS total_tokens_used,
             coalesce(sum(generations) FILTER (WHERE day >= ${monthDay}::date), 0) AS generations_this_month,
             coalesce(sum(tokens_used) FILTER (WHERE day >= ${monthDay}::date), 0) AS tokens_used_this_month
      FROM generation_daily_totals`),
    aggregate(db, sql`
      SELECT coalesce(sum(amount_usd), 0) AS total_revenue,
             coalesce(sum(amount_usd) FILTER (WHERE created_at >= ${month}::timestamptz), 0) AS revenue_this_month,
             coalesce(sum(tokens_purchased), 0) AS total_tokens_sold,
             count(DISTINCT user_id) AS paying_users
      FROM token_purchases WHERE NOT is_test`),
  ]);
  const row = { ...people, ...generations, ...money };
  const totalUsers = toNumber(row.total_users);
  const totalGenerations = toNumber(row.total_generations);
  const totalTokensUsed = toNumber(row.total_tokens_used);
  return {
    totalUsers,
    activeUsers: toNumber(row.active_users),
    totalRevenue: round2(toNumber(row.total_revenue)),
    revenueThisMonth: round2(toNumber(row.revenue_this_month)),
    totalTokensUsed,
    tokensUsedThisMonth: toNumber(row.tokens_used_this_month),
    totalGenerations,
    generationsThisMonth: toNumber(row.generations_this_month),
    avgTokensPerGeneration: totalGenerations === 0 ? 0 : Math.round(totalTokensUsed / totalGenerations),
    totalTokensSold: toNumber(row.total_tokens_sold),
    // Share of accounts that bought tokens at least once.
    conversionRate: totalUsers === 0 ? 0 : round2((toNumber(row.paying_users) / totalUsers) * 100),
  };
}

/** Per-day series: new accounts, and money actually paid (test purchases are not revenue). */
const DAILY_SOURCES = {
  users: sql.raw("users"),
  payments: sql.raw("(SELECT created_at, amount_usd FROM token_purchases WHERE NOT is_test) AS paid"),
} as const;
type TDailyTable = keyof typeof DAILY_SOURCES;

/** Generations per day straight from the daily totals (30 rows). */
async function generationsPerDay(db: TDb, days: string[]): Promise<number[]> {
  const rows = await queryRows<{ day: unknown; generations: unknown }>(db, sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, generations FROM generation_daily_totals
    WHERE day >= ${days[0]}::date AND day <= ${days[days.length - 1]}::date`);
  const byDay = new Map(rows.map((row) => [String(row.day), toNumber(row.generations)]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** Per-day totals of one table over the chart window: a single GROUP BY on its created_at index. */
async function perDay(db: TDb, table: TDailyTable, aggregate: SQL, start: Date, end: Date): Promise<number[]> {
  const from = start.toISOString();
  const rows = await queryRows<{ day: unknown; value: unknown }>(db, sql`
    SELECT floor(extract(epoch FROM (created_at - ${from}::timestamptz)) / 86400)::int AS day, ${aggregate} AS value
    FROM ${DAILY_SOURCES[table]}
    WHERE created_at >= ${from}::timestamptz AND created_at < ${end.toISOString()}::timestamptz
    GROUP BY 1`);
  const values = new Array<number>(ADMIN_CHART_DAYS).fill(0);
  for (const row of rows) {
    const day = toNumber(row.day);
    if (day >= 0 && day < ADMIN_CHART_DAYS) values[day] = round2(toNumber(row.value));
  }
  return values;
}

/** The charts' data: generations, new users and revenue (USD) per UTC day, the last 30 days. */
export async function getDailyStats(options: { db: TDb; now: Date }): Promise<TAdminDailyStats> {
  const end = new Date(dayStartUtc(options.now).getTime() + DAY_MS);
  const start = new Date(end.getTime() - ADMIN_CHART_DAYS * DAY_MS);
  const days = Array.from({ length: ADMIN_CHART_DAYS }, (_, i) => new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  const generations = await generationsPerDay(options.db, days);
  const newUsers = await perDay(options.db, "users", sql`count(*)`, start, end);
  const revenue = await perDay(options.db, "payments", sql`coalesce(sum(amount_usd), 0)`, start, end);
  return { days, generations, newUsers, revenue };
}

/** The kid-safety check's refusals of the last ADMIN_CHART_DAYS days, and their totals per category. */
export async function getSafetyStats(options: { db: TDb; now: Date }): Promise<TAdminSafetyStats> {
  const rows = await findSafetyRefusals({ db: options.db, now: options.now, days: ADMIN_CHART_DAYS });
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.category, (totals.get(row.category) ?? 0) + row.count);
  return {
    days: ADMIN_CHART_DAYS,
    rows,
    totals: [...totals].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  };
}
