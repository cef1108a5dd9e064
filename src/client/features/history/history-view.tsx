import { ChevronLeft, ChevronRight, RefreshCw, Search, Sparkles } from "lucide-react";
import { Link } from "../../lib/navigation";
import { Button, buttonClasses } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { showingRangeText } from "../../lib/format";
import { HistoryCard } from "./history-card";
import { useHistoryList } from "./use-history-list";

function CardSkeletons() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-2" data-testid="history-loading">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} aria-hidden className="h-64 animate-pulse rounded-2xl border-2 border-line bg-brand-50" />
      ))}
      <span className="sr-only">Loading your history...</span>
    </div>
  );
}

/**
 * The body of /history (SPEC 2): search, refresh, 10 cards a page, Previous / Next with
 * 'Page X of Y' and 'Showing a-b of n items', and the SPEC 8 failure states.
 */
export function HistoryView() {
  const history = useHistoryList();
  const searching = history.search !== "";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-16">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft" />
          <Input
            type="search"
            aria-label="Search your history"
            placeholder="Search your prompts and blocks..."
            value={history.searchInput}
            onChange={(event) => history.setSearchInput(event.target.value)}
            className="pl-10"
          />
        </div>
        <Button variant="outline" onClick={() => void history.refresh()} disabled={history.isFetching}>
          <RefreshCw aria-hidden className={cn("h-4 w-4", history.isFetching && "animate-spin")} />
          Refresh
        </Button>
      </div>

      {history.isLoading ? (
        <CardSkeletons />
      ) : history.isFailed ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border-2 border-danger-600/40 bg-surface p-10 text-center">
          <p className="text-lg font-bold">Failed to load history</p>
          <Button onClick={history.retry}>Try Again</Button>
        </div>
      ) : history.total === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface p-10 text-center" data-testid="history-empty">
          {searching ? (
            <>
              <p className="text-lg font-bold">Nothing matches "{history.search}"</p>
              <p className="text-ink-soft">Try another word, or clear the search to see everything.</p>
              <Button variant="outline" onClick={() => history.setSearchInput("")}>
                Clear search
              </Button>
            </>
          ) : (
            <>
              <p className="text-lg font-bold">No blocks yet</p>
              <p className="text-ink-soft">Blocks you generate are saved here so you can use them again.</p>
              <Link to="/#generator" className={buttonClasses("primary", "md", "no-underline")}>
                <Sparkles aria-hidden className="h-4 w-4" />
                Create your first blocks
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="text-ink-soft" aria-live="polite" data-testid="history-showing">
            {showingRangeText(history.first, history.last, history.total, "item")}
          </p>
          <div className={cn("grid gap-6 md:grid-cols-2", history.isFetching && "opacity-70")} data-testid="history-list">
            {history.items.map((item) => (
              <HistoryCard key={item.threadId ?? item.id} item={item} isDeleting={history.isDeleting} onDelete={history.remove} />
            ))}
          </div>
          <nav aria-label="History pages" className="flex items-center justify-center gap-4">
            <Button variant="outline" onClick={() => history.setPage(history.page - 1)} disabled={history.page <= 1}>
              <ChevronLeft aria-hidden className="h-4 w-4" />
              Previous
            </Button>
            <span className="font-semibold" data-testid="history-page-label">
              Page {history.page} of {history.pageCount}
            </span>
            <Button variant="outline" onClick={() => history.setPage(history.page + 1)} disabled={history.page >= history.pageCount}>
              Next
              <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
