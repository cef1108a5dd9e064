import { useEffect, useRef } from "react";
import { useSearchParams } from "../../lib/navigation";
import type { THistoryItem } from "../../../shared/history";
import { useAuth } from "../auth/auth-context";
import { useHistoryLoad } from "./use-history-load";

/**
 * Home `/?load={id}` (SPEC 2): once the session is known, fetches the item, puts its prompt in
 * the prompt box and scrolls the generator into view; the caller shows the returned item's
 * blocks until a new generation replaces them. Signed out, the request fails like any other and
 * 'Failed to load blocks' says so.
 */
export function useGeneratorLoad({ setPrompt, sectionId }: { setPrompt: (text: string) => void; sectionId: string }): THistoryItem | null {
  const [searchParams] = useSearchParams();
  const { status } = useAuth();
  const state = useHistoryLoad(searchParams.get("load"), status !== "loading");
  const applied = useRef<number | null>(null);
  const loadedItem = state.status === "loaded" ? state.item : null;

  useEffect(() => {
    if (loadedItem === null || applied.current === loadedItem.id) return;
    applied.current = loadedItem.id;
    setPrompt(loadedItem.prompt);
    document.getElementById(sectionId)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [loadedItem, setPrompt, sectionId]);

  return loadedItem;
}
