import type { THistoryItem, THistoryPage } from "../../../shared/history";
import { api, type TApiClient } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

// The home page reads this file for `?load=`; the schemas (and zod) come with the first request.
const historySchemas = () => import("../../../shared/history");

/** SPEC 9 (the same number as shared/history's HISTORY_PAGE_SIZE, which a test holds equal). */
export const HISTORY_PAGE_SIZE = 10;

export type THistoryPageRequest = { page: number; search: string; limit?: number };

/** Query key of one history page; it starts with the shared history key so login/logout clear it. */
export const historyPageKey = ({ page, search, limit = HISTORY_PAGE_SIZE }: THistoryPageRequest) =>
  [...queryKeys.history, { page, search, limit }] as const;


export function historyPagePath({ page, search, limit = HISTORY_PAGE_SIZE }: THistoryPageRequest): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const trimmed = search.trim();
  if (trimmed !== "") params.set("search", trimmed);
  return `/user/history?${params.toString()}`;
}

export async function fetchHistoryPage(request: THistoryPageRequest, client: TApiClient = api): Promise<THistoryPage> {
  const { ZHistoryPage } = await historySchemas();
  return client.get(historyPagePath(request), ZHistoryPage);
}

export async function fetchHistoryItem(id: number, client: TApiClient = api): Promise<THistoryItem> {
  const { ZHistoryItemResponse } = await historySchemas();
  return (await client.get(`/user/history/${id}`, ZHistoryItemResponse)).item;
}

export async function deleteHistoryItem(id: number, client: TApiClient = api): Promise<void> {
  await client.request("DELETE", `/user/history/${id}`);
}

/** `?load=` carries a history id; only a positive whole number can name one. */
export function parseLoadId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id <= 2_147_483_647 ? id : null;
}
