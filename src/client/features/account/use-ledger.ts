import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { fetchTokenPurchases, fetchTokenUsage } from "./billing.api";

/** The newest rows /account shows; the lists are paged on the server. */
export const ACCOUNT_LIST_LIMIT = 50;

export const useTokenPurchases = () => useQuery({ queryKey: [...queryKeys.tokenPurchases, ACCOUNT_LIST_LIMIT], queryFn: () => fetchTokenPurchases(ACCOUNT_LIST_LIMIT) });
export const useTokenUsage = () => useQuery({ queryKey: [...queryKeys.tokenUsage, ACCOUNT_LIST_LIMIT], queryFn: () => fetchTokenUsage(ACCOUNT_LIST_LIMIT) });
