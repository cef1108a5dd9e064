import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, api } from "./api";
import { registerQueryClient } from "./loaded-query-client";

/**
 * Query keys start with the API path (e.g. ["/api/user/history"]), so a query needs no
 * function of its own. SPEC 8: a 401 throws like any other failure (never a redirect).
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey[0];
    if (typeof path !== "string") throw new Error("The first query key must be the API path");
    try {
      return await api.get<T>(path);
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** SPEC 9 query defaults: no retry, no refetch interval, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client; code outside its tree reaches it through lib/loaded-query-client.ts. */
export const queryClient = createQueryClient();
registerQueryClient(queryClient);
