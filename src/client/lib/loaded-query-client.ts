import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * TanStack Query comes with the parts that use it (the router's pages, a signed-in visitor's
 * class bar), not with a prerendered page (decision 600). Code on the first load that changes
 * what those parts may have cached (a generation adds to the history, a purchase to the
 * purchases) reaches the client through here: if it was never loaded, nothing is cached.
 */
let loaded: QueryClient | null = null;

/** lib/query-client.ts, as it is evaluated. */
export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

export async function invalidateLoadedQueries(filter: { queryKey: QueryKey } | { predicate: (query: { queryKey: QueryKey }) => boolean }): Promise<void> {
  await loaded?.invalidateQueries(filter);
}

export function clearLoadedQueries(): void {
  loaded?.clear();
}
