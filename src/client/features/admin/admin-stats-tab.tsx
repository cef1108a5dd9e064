import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import type { TAdminStats } from "../../../shared/admin";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/cn";
import { AdminSafetyRefusals } from "./admin-safety-refusals";
import { adminKeys, fetchAdminDailyStats, fetchAdminStats } from "./admin.api";

const AdminStatsCharts = lazy(() => import("./admin-stats-charts"));

const count = (value: number) => value.toLocaleString("en");
const usd = (value: number) => value.toLocaleString("en", { style: "currency", currency: "USD" });

/** SPEC 3 "Admin stats", in the order a reader scans them: people, money, usage. */
const FIGURES: Array<{ key: keyof TAdminStats; label: string; format: (value: number) => string }> = [
  { key: "totalUsers", label: "Total users", format: count },
  { key: "activeUsers", label: "Active users (30 days)", format: count },
  { key: "conversionRate", label: "Conversion rate", format: (v) => `${v.toLocaleString("en", { maximumFractionDigits: 2 })}%` },
  { key: "totalRevenue", label: "Total revenue", format: usd },
  { key: "revenueThisMonth", label: "Revenue this month", format: usd },
  { key: "totalTokensSold", label: "Tokens sold", format: count },
  { key: "totalGenerations", label: "Total generations", format: count },
  { key: "generationsThisMonth", label: "Generations this month", format: count },
  { key: "avgTokensPerGeneration", label: "Average tokens per generation", format: count },
  { key: "totalTokensUsed", label: "Total tokens used", format: count },
  { key: "tokensUsedThisMonth", label: "Tokens used this month", format: count },
];

/** SPEC 2 Stats tab: every SPEC figure, and 30 days of generations, new users and revenue. */
export function AdminStatsTab() {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: () => fetchAdminStats() });
  const daily = useQuery({ queryKey: adminKeys.daily, queryFn: () => fetchAdminDailyStats() });
  const failed = stats.isError || daily.isError;

  useEffect(() => {
    if (failed) toast({ title: "Failed to load statistics.", variant: "destructive" });
  }, [failed]);

  const refresh = () => {
    void stats.refetch();
    void daily.refetch();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-ink-soft">This month and days are counted in UTC.</p>
        <Button variant="outline" size="sm" onClick={refresh} disabled={stats.isFetching || daily.isFetching}>
          <RefreshCw aria-hidden className={cn("h-4 w-4", (stats.isFetching || daily.isFetching) && "animate-spin")} /> Refresh
        </Button>
      </div>
      {stats.isError && stats.data === undefined ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-danger-600/40 bg-surface p-8 text-center">
          <p className="font-bold">Failed to load statistics.</p>
          <Button onClick={refresh}>Try Again</Button>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-busy={stats.isLoading} data-testid="admin-stats">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-2xl border-2 border-line bg-surface p-4 shadow-block" data-testid={`stat-${figure.key}`}>
              <dt className="text-sm font-bold text-ink-soft">{figure.label}</dt>
              <dd className="text-2xl font-extrabold break-words">{stats.data ? figure.format(stats.data[figure.key]) : "…"}</dd>
            </div>
          ))}
        </dl>
      )}
      {daily.data ? (
        <Suspense fallback={<p className="text-ink-soft">Loading charts...</p>}>
          <AdminStatsCharts daily={daily.data} />
        </Suspense>
      ) : daily.isLoading ? (
        <p role="status" className="text-ink-soft">
          Loading charts...
        </p>
      ) : null}
      <AdminSafetyRefusals />
    </div>
  );
}
