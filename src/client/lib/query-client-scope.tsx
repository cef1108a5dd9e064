import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * The query cache for a part of a prerendered page that needs it: such a page comes alive
 * without TanStack Query (decision 600), and the part's chunk brings it. Under the router, which
 * has the cache already, it gives the same client again.
 */
export function QueryClientScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
