import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { TAdminDailyStats } from "../../../shared/admin";

const CHART_HEIGHT = 180;

type TChart = { title: string; values: number[]; color: string; format: (value: number) => string; wholeNumbers: boolean };

const HALF_DAY_S = 43_200;
/** Tick steps for counts: never a fractional tick that would print as a repeated whole number. */
const WHOLE_INCREMENTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

/** One bar chart of a daily series; uPlot draws on a canvas, sized to its container. */
function DailyBarChart({ days, chart }: { days: string[]; chart: TChart }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (element === null) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const plot = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { points: { show: false } },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        scales: {
          // Half a day either side, so the first and last bars are drawn whole.
          x: { time: true, range: (_u, min, max) => [min - HALF_DAY_S, max + HALF_DAY_S] },
          y: { range: (_u, _min, max) => [0, Math.max(chart.wholeNumbers ? 2 : 1, max * 1.1)] },
        },
        axes: [
          { stroke: "#4b5263", grid: { show: false }, space: 60 },
          {
            stroke: "#4b5263",
            grid: { stroke: "#eadfce" },
            size: 56,
            ...(chart.wholeNumbers ? { incrs: WHOLE_INCREMENTS } : {}),
            values: (_u, ticks) => ticks.map(chart.format),
          },
        ],
        series: [{}, { label: chart.title, fill: chart.color, stroke: chart.color, width: 0, ...(bars ? { paths: bars } : {}), points: { show: false } }],
      },
      [xs, chart.values],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(240, element.clientWidth), height: CHART_HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, chart]);

  const total = chart.values.reduce((sum, value) => sum + value, 0);
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-2xl border-2 border-line bg-surface p-4 shadow-block" data-testid="admin-chart">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-extrabold">{chart.title}</span>
        <span className="text-sm text-ink-soft">30 days: {chart.format(total)}</span>
      </figcaption>
      <div ref={holder} className="min-w-0" role="img" aria-label={`${chart.title} per day for the last 30 days, ${chart.format(total)} in all`} />
    </figure>
  );
}

const whole = (value: number) => Math.round(value).toLocaleString("en");
const usd = (value: number) => `$${value.toLocaleString("en", { maximumFractionDigits: 2 })}`;

/** The Stats tab's charts, in their own chunk: uPlot loads only when an admin opens the tab. */
export default function AdminStatsCharts({ daily }: { daily: TAdminDailyStats }) {
  const charts: TChart[] = [
    { title: "Generations per day", values: daily.generations, color: "#f97316", format: whole, wholeNumbers: true },
    { title: "New users per day", values: daily.newUsers, color: "#0e7490", format: whole, wholeNumbers: true },
    { title: "Revenue per day (USD)", values: daily.revenue, color: "#3f9a3f", format: usd, wholeNumbers: false },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {charts.map((chart) => (
        <DailyBarChart key={chart.title} days={daily.days} chart={chart} />
      ))}
    </div>
  );
}
