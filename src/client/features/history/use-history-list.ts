import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { historyPageCount, historyShowingRange, HISTORY_PAGE_SIZE } from "../../../shared/history";
import { toast } from "../../components/ui/use-toast";
import { queryKeys } from "../../lib/query-keys";
import { deleteHistoryItem, fetchHistoryPage, historyPageKey } from "./history.api";

/** Typing pauses this long before the server is asked, so each keystroke is not a request. */
export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/**
 * State of the /history page: the page number, the search (which resets to page 1, SPEC 5),
 * the server's page of items, refresh and delete.
 */
export function useHistoryList() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");

  useEffect(() => {
    const next = searchInput.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, HISTORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const query = useQuery({
    queryKey: historyPageKey({ page, search }),
    queryFn: () => fetchHistoryPage({ page, search }),
    // The old page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const pageCount = historyPageCount(total, HISTORY_PAGE_SIZE);

  // After a delete the last page may be gone; step back to the page that now is the last.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [query.data, query.isPlaceholderData, page, pageCount]);

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError && query.data !== undefined) {
      toast({ title: "Failed to refresh history", description: "Please try again", variant: "destructive" });
    }
  };

  const remove = useMutation({
    mutationFn: (id: number) => deleteHistoryItem(id),
    onSuccess: async () => {
      toast({ title: "Deleted", description: "The blocks were removed from your history" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.history });
    },
    onError: () => {
      toast({ title: "Failed to delete", description: "Please try again", variant: "destructive" });
    },
  });

  const items = query.data?.items ?? [];
  const { first, last } = historyShowingRange(page, items.length, total);

  return {
    page,
    pageCount,
    setPage: (next: number) => setPage(Math.min(Math.max(1, next), pageCount)),
    searchInput,
    setSearchInput,
    search,
    items,
    total,
    first,
    last,
    /** No answer yet at all (first load). */
    isLoading: query.isPending,
    /** A failure with nothing to show: the page offers Try Again. */
    isFailed: query.isError && query.data === undefined,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
    refresh,
    remove: (id: number) => remove.mutateAsync(id),
    isDeleting: remove.isPending,
  };
}
