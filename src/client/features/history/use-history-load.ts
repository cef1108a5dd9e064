import { useEffect, useRef, useState } from "react";
import type { THistoryItem } from "../../../shared/history";
import { toast } from "../../components/ui/use-toast";
import { ApiError } from "../../lib/api";
import { fetchHistoryItem, parseLoadId } from "./history.api";

export type THistoryLoadState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "loaded"; item: THistoryItem }
  | { status: "not-found" }
  | { status: "failed" };

/**
 * `?load={id}` on / and /dashboard: fetches the user's item by its numeric id. SPEC 8 toasts:
 * 'Blocks not found' when the id names nothing of this user's, 'Failed to load blocks' otherwise.
 * Each toast shows once per id, not on every re-render. Fetched here, not through the query cache:
 * the home page's generator asks for it, and a prerendered page comes alive without TanStack
 * Query (decision 600).
 */
export function useHistoryLoad(rawLoad: string | null, enabled = true): THistoryLoadState {
  const id = parseLoadId(rawLoad);
  const wanted = rawLoad !== null && rawLoad !== "";
  const fetching = enabled && id !== null;
  const [answer, setAnswer] = useState<{ id: number; item: THistoryItem } | { id: number; error: unknown } | null>(null);
  useEffect(() => {
    if (!fetching) return;
    let wanted = true;
    fetchHistoryItem(id).then(
      (item) => wanted && setAnswer({ id, item }),
      (error: unknown) => wanted && setAnswer({ id, error }),
    );
    return () => {
      wanted = false;
    };
  }, [fetching, id]);
  const query = answer?.id === id ? ("item" in answer ? { data: answer.item, isError: false, error: null } : { data: undefined, isError: true, error: answer.error }) : { data: undefined, isError: false, error: null };

  const state: THistoryLoadState = !wanted || !enabled
    ? { status: "idle" }
    : id === null
      ? { status: "not-found" }
      : query.data
        ? { status: "loaded", item: query.data }
        : query.isError
          ? query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
            ? { status: "not-found" }
            : { status: "failed" }
          : { status: "loading" };

  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== "not-found" && state.status !== "failed") return;
    const key = `${rawLoad}:${state.status}`;
    if (toasted.current === key) return;
    toasted.current = key;
    if (state.status === "not-found") {
      toast({ title: "Blocks not found", description: "They may have been deleted from your history", variant: "destructive" });
    } else {
      toast({ title: "Failed to load blocks", description: "Please try again", variant: "destructive" });
    }
  }, [state.status, rawLoad]);

  return state;
}
