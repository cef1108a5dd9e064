import { useQuery } from "@tanstack/react-query";
import { Link } from "../../lib/navigation";
import { historyTitle } from "../../../shared/history";
import { formatDateTime } from "../../lib/format";
import { fetchHistoryPage, historyPageKey } from "../history/history.api";
import { AccountSection, LoadError, type TAccountSectionProps } from "./account-section";

const RECENT = { page: 1, search: "", limit: 5 };

/** SPEC 2: /account also loads the generation history; the newest few, with the way to all of it. */
export function RecentGenerationsSection(_props: TAccountSectionProps) {
  const history = useQuery({ queryKey: historyPageKey(RECENT), queryFn: () => fetchHistoryPage(RECENT) });
  return (
    <AccountSection title="Recent Generations" testId="account-generations">
      {history.isError ? (
        <LoadError text="Failed to load your generation history" />
      ) : history.isPending ? (
        <p className="text-ink-soft">Loading…</p>
      ) : history.data.items.length === 0 ? (
        <p className="text-ink-soft">
          Nothing yet. <Link to="/#generator">Make your first blocks</Link>.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {history.data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5">
                <Link to={`/?load=${item.id}`} className="min-w-0 flex-1 font-bold">
                  {historyTitle(item.prompt)}
                </Link>
                <span className="text-sm text-ink-soft">{formatDateTime(item.createdAt)}</span>
              </li>
            ))}
          </ul>
          <Link to="/history" className="mt-3 inline-block font-bold">
            All {history.data.total} generations
          </Link>
        </>
      )}
    </AccountSection>
  );
}
