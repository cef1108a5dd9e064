import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { ADMIN_ACTIONS_PAGE_SIZE } from "../../../shared/admin";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/format";
import { adminKeys, fetchAdminActions } from "./admin.api";
import { describeAdminAction } from "./admin-action-text";

/** The audit trail: every admin change, newest first, with who did what and the values before and after. */
export function AdminAuditTab() {
  const [page, setPage] = useState(1);
  const actions = useQuery({ queryKey: adminKeys.actions(page), queryFn: () => fetchAdminActions(page), placeholderData: keepPreviousData });
  const total = actions.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ACTIONS_PAGE_SIZE));

  if (actions.isLoading) return <p role="status" className="text-ink-soft">Loading recent actions...</p>;
  if (actions.isError && actions.data === undefined) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-danger-600/40 bg-surface p-8 text-center">
        <p className="font-bold">Failed to load recent actions.</p>
        <Button onClick={() => void actions.refetch()}>Try Again</Button>
      </div>
    );
  }
  if (total === 0) return <p className="rounded-2xl border-2 border-dashed border-line bg-surface p-8 text-center text-ink-soft">No admin actions yet.</p>;

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-2" data-testid="admin-actions">
        {actions.data?.actions.map((action) => (
          <li key={action.id} className="flex flex-col gap-1 rounded-2xl border-2 border-line bg-surface px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4" data-testid="admin-action">
            <time dateTime={action.createdAt} className="shrink-0 text-sm text-ink-soft sm:w-48">
              {formatDateTime(action.createdAt)}
            </time>
            <span className="min-w-0 break-words">{describeAdminAction(action)}</span>
          </li>
        ))}
      </ol>
      {pageCount > 1 && (
        <nav aria-label="Audit pages" className="flex items-center justify-center gap-4">
          <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            <ChevronLeft aria-hidden className="h-4 w-4" /> Newer
          </Button>
          <span className="font-semibold">
            Page {page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
            Older <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
