import { useQuery } from "@tanstack/react-query";
import type { TAdminSafetyStats } from "../../../shared/admin";
import { adminKeys, fetchAdminSafetyStats } from "./admin.api";

/** The kid-safety categories in the operator's words (kid-safety.rules.json's ids). */
const CATEGORY_NAMES: Record<string, string> = {
  self_harm: "Self-harm",
  sexual: "Sexual content",
  hate: "Hate",
  violence: "Violence and gore",
  weapons: "Weapons",
  bullying: "Bullying real people",
  hacking: "Hacking and passwords",
  contacting: "Contacting people",
  personal_data: "Personal data",
  scams_gambling: "Scams and gambling",
  drugs_alcohol: "Drugs and alcohol",
  cheating: "Cheating on tests",
  rude_words: "Rude words",
  other: "Other",
};
const STAGE_NAMES: Record<string, string> = { request: "request", answer: "generated answer", model: "declined by the AI" };

const categoryName = (category: string) => CATEGORY_NAMES[category] ?? category;

/** Issue 24: what the kid-safety check refused, by category and day. Counts only: refused texts are never stored. */
export function AdminSafetyRefusals() {
  const safety = useQuery({ queryKey: adminKeys.safety, queryFn: () => fetchAdminSafetyStats() });
  return (
    <section aria-labelledby="safety-refusals-title" className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-surface p-4 shadow-block" data-testid="admin-safety-refusals">
      <h2 id="safety-refusals-title" className="text-lg font-extrabold">
        Safety refusals (last {safety.data?.days ?? 30} days)
      </h2>
      <p className="text-sm text-ink-soft">Requests and answers the kid-safety check refused. Only counts are kept: the refused words are never stored.</p>
      {safety.isError ? (
        <p role="alert">Failed to load statistics.</p>
      ) : !safety.data ? (
        <p role="status" className="text-ink-soft">
          Loading...
        </p>
      ) : safety.data.rows.length === 0 ? (
        <p>No refusals in this period.</p>
      ) : (
        <SafetyTables stats={safety.data} />
      )}
    </section>
  );
}

function SafetyTables({ stats }: { stats: TAdminSafetyStats }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <table className="text-left text-sm">
        <caption className="sr-only">Refusals per category</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 pb-1">Category</th>
            <th scope="col" className="pb-1 text-right">Refusals</th>
          </tr>
        </thead>
        <tbody>
          {stats.totals.map((total) => (
            <tr key={total.category} data-testid={`safety-total-${total.category}`}>
              <td className="pr-4">{categoryName(total.category)}</td>
              <td className="text-right font-bold">{total.count.toLocaleString("en")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="max-h-64 overflow-y-auto" tabIndex={0} aria-label="Refusals per day">
        <table className="text-left text-sm">
          <caption className="sr-only">Refusals per day, category and stage</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 pb-1">Day (UTC)</th>
              <th scope="col" className="pr-4 pb-1">Category</th>
              <th scope="col" className="pr-4 pb-1">Refused at</th>
              <th scope="col" className="pb-1 text-right">Count</th>
            </tr>
          </thead>
          <tbody>
            {stats.rows.map((row) => (
              <tr key={`${row.day}-${row.category}-${row.stage}`}>
                <td className="pr-4 tabular-nums">{row.day}</td>
                <td className="pr-4">{categoryName(row.category)}</td>
                <td className="pr-4">{STAGE_NAMES[row.stage] ?? row.stage}</td>
                <td className="text-right tabular-nums">{row.count.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
