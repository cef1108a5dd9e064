import type { z } from "zod";
import {
  ADMIN_ACTIONS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  ZAdminActionsPage,
  ZAdminDailyStats,
  ZAdminSafetyStats,
  ZAdminSettingsList,
  ZAdminStats,
  ZAdminUserResponse,
  ZAdminUsersPage,
  type TAdminUserPatch,
} from "../../../shared/admin";
import type { TUser } from "../../../shared/user";
import { ApiError, api, type THttpMethod, type TApiClient } from "../../lib/api";
import { getStoredToken } from "../../lib/token-storage";

/**
 * The admin console's calls (SPEC 7). SPEC 5: without a stored token nothing is sent and the
 * call fails with 'Authentication required'. SPEC 8: a failure carries the server's message,
 * else 'API request failed with status {n}'.
 */

export const adminKeys = {
  all: ["admin"] as const,
  users: (page: number, search: string) => ["admin", "users", { page, search }] as const,
  settings: ["admin", "settings"] as const,
  stats: ["admin", "stats"] as const,
  daily: ["admin", "stats", "daily"] as const,
  safety: ["admin", "stats", "safety"] as const,
  actions: (page: number) => ["admin", "actions", { page }] as const,
};

export type TAdminApiOptions = { client?: TApiClient; getToken?: () => string | null };

function adminError(error: unknown): Error {
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  const body = error.body as { message?: unknown } | string | null;
  if (typeof body === "object" && body !== null && typeof body.message === "string") return new Error(body.message);
  if (typeof body === "string" && body.trim() !== "") return new Error(body);
  return new Error(`API request failed with status ${error.status}`);
}

export async function adminRequest(method: THttpMethod, path: string, body?: unknown, options: TAdminApiOptions = {}): Promise<Response> {
  const getToken = options.getToken ?? getStoredToken;
  if (!getToken()) throw new Error("Authentication required");
  try {
    return await (options.client ?? api).request(method, path, body);
  } catch (error) {
    throw adminError(error);
  }
}

async function adminJson<T>(method: THttpMethod, path: string, schema: z.ZodType<T>, body?: unknown, options?: TAdminApiOptions): Promise<T> {
  const res = await adminRequest(method, path, body, options);
  return schema.parse(await res.json());
}

export function adminUsersPath(page: number, search: string, limit = ADMIN_USERS_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== "") params.set("search", search.trim());
  return `/admin/users?${params.toString()}`;
}

export const fetchAdminUsers = (page: number, search: string, options?: TAdminApiOptions) =>
  adminJson("GET", adminUsersPath(page, search), ZAdminUsersPage, undefined, options);

export const patchAdminUser = async (id: number, patch: TAdminUserPatch, options?: TAdminApiOptions): Promise<TUser> =>
  (await adminJson("PATCH", `/admin/users/${id}`, ZAdminUserResponse, patch, options)).user;

export const adjustUserTokens = async (userId: number, tokenAmount: number, options?: TAdminApiOptions): Promise<TUser> =>
  (await adminJson("POST", "/admin/users/update-tokens", ZAdminUserResponse, { userId, tokenAmount }, options)).user;

export const resetUserFreeUsages = async (userId: number, options?: TAdminApiOptions): Promise<TUser> =>
  (await adminJson("POST", "/admin/users/update-free-usages", ZAdminUserResponse, { userId }, options)).user;

export const fetchAdminSettings = (options?: TAdminApiOptions) => adminJson("GET", "/admin/settings", ZAdminSettingsList, undefined, options);

export const saveAdminSettings = (settings: Array<{ key: string; value: string }>, options?: TAdminApiOptions) =>
  adminJson("POST", "/admin/settings", ZAdminSettingsList, { settings }, options);

export const fetchAdminStats = (options?: TAdminApiOptions) => adminJson("GET", "/admin/stats", ZAdminStats, undefined, options);

export const fetchAdminDailyStats = (options?: TAdminApiOptions) => adminJson("GET", "/admin/stats/daily", ZAdminDailyStats, undefined, options);

export const fetchAdminSafetyStats = (options?: TAdminApiOptions) => adminJson("GET", "/admin/stats/safety", ZAdminSafetyStats, undefined, options);

export const fetchAdminActions = (page: number, options?: TAdminApiOptions) =>
  adminJson("GET", `/admin/actions?page=${page}&limit=${ADMIN_ACTIONS_PAGE_SIZE}`, ZAdminActionsPage, undefined, options);

/** The file name the server suggests in Content-Disposition, or a dated fallback. */
export function downloadFileName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** SPEC 2 Export: the user list for the current search as a CSV download. */
export async function exportUsersCsv(search: string, options?: TAdminApiOptions): Promise<{ blob: Blob; fileName: string }> {
  const params = new URLSearchParams();
  if (search.trim() !== "") params.set("search", search.trim());
  const res = await adminRequest("GET", `/admin/users/export?${params.toString()}`, undefined, options);
  return { blob: await res.blob(), fileName: downloadFileName(res.headers.get("content-disposition"), "promptblocks-users.csv") };
}
