import {
  ZClassDetail,
  ZClassList,
  ZClassOverview,
  ZClassWorkPage,
  ZCreateClassResponse,
  ZJoinClassResponse,
  ZJoinCodeResponse,
  ZTeacherRequestList,
  type TUpdateClassRequest,
} from "../../../shared/classes";
import { api } from "../../lib/api";
import { classLightKeys } from "./classes.light-api";

export { fetchMyClasses } from "./classes.light-api";

/** The classroom calls (issue 32). Query keys start with the API path, like the rest of the client. */
export const classKeys = {
  ...classLightKeys,
  taught: ["/api/classes"] as const,
  detail: (id: number) => ["/api/classes", id] as const,
  work: (id: number, query: TWorkQuery) => ["/api/classes", id, "work", query] as const,
  overview: (id: number) => ["/api/classes", id, "overview"] as const,
  teacherRequests: (status: string) => ["/api/admin/teacher-requests", status] as const,
};

export type TWorkQuery = { page: number; search: string; pupilId: number | null };

export const fetchTaughtClasses = () => api.get("/classes", ZClassList);
export const fetchClassDetail = (id: number) => api.get(`/classes/${id}`, ZClassDetail);
export const fetchClassOverview = (id: number) => api.get(`/classes/${id}/overview`, ZClassOverview);

export function fetchClassWork(id: number, query: TWorkQuery) {
  const params = new URLSearchParams({ page: String(query.page), limit: "10" });
  if (query.search.trim() !== "") params.set("search", query.search.trim());
  if (query.pupilId !== null) params.set("pupilId", String(query.pupilId));
  return api.get(`/classes/${id}/work?${params.toString()}`, ZClassWorkPage);
}

export const createClass = (body: { name: string; yearGroup: string; schoolAuthorisation: true }) => api.post("/classes", body, ZCreateClassResponse);
export const updateClass = (id: number, patch: TUpdateClassRequest) => api.patch(`/classes/${id}`, patch, ZClassDetail);
export const setJoinCode = (id: number, action: "off" | "on" | "renew") => api.post(`/classes/${id}/join-code`, { action }, ZJoinCodeResponse);
export const moveTokensToPool = (id: number, tokens: number) => api.post<{ poolTokens: number; availableTokens: number }>(`/classes/${id}/pool`, { tokens });
export const removePupil = (id: number, userId: number) => api.request("DELETE", `/classes/${id}/pupils/${userId}`);
export const resetPupilUsage = (id: number, userId: number) => api.post(`/classes/${id}/pupils/${userId}/reset-usage`);
export const deleteClass = (id: number) => api.request("DELETE", `/classes/${id}`);
export const joinClass = (code: string) => api.post("/classes/join", { code }, ZJoinClassResponse);
export const leaveClass = (id: number) => api.request("DELETE", `/classes/${id}/membership`);

export const fetchTeacherRequests = (status: string) => api.get(`/admin/teacher-requests?status=${encodeURIComponent(status)}`, ZTeacherRequestList);
export const decideTeacherRequest = (id: number, decision: "grant" | "decline") => api.post(`/admin/teacher-requests/${id}/decision`, { decision });

