import {
  ZConsentDecisionResponse,
  ZConsentRequestResponse,
  ZConsentView,
  ZParentView,
  type TConsentDecisionResponse,
  type TConsentRequestResponse,
  type TConsentView,
  type TParentView,
} from "../../../shared/consent";
import { ZSessionResponse, type TUser } from "../../../shared/user";
import { api } from "../../lib/api";

/** Issue 16's calls from the browser: the age step, asking a parent, the parent's pages. */

export async function saveBirthDate(year: number, month: number): Promise<TUser> {
  return (await api.post("/user/birth-date", { year, month }, ZSessionResponse)).user;
}

export function askParent(parentEmail: string): Promise<TConsentRequestResponse> {
  return api.post("/consent/request", { parentEmail }, ZConsentRequestResponse);
}

export function fetchConsentView(token: string): Promise<TConsentView> {
  return api.get(`/consent/${encodeURIComponent(token)}`, ZConsentView);
}

export function decideConsent(token: string, decision: "approve" | "decline"): Promise<TConsentDecisionResponse> {
  return api.post(`/consent/${encodeURIComponent(token)}`, { decision }, ZConsentDecisionResponse);
}

export function fetchParentView(token: string): Promise<TParentView> {
  return api.get(`/consent/manage/${encodeURIComponent(token)}`, ZParentView);
}

export async function revokeParentalConsent(token: string): Promise<void> {
  await api.post(`/consent/manage/${encodeURIComponent(token)}/revoke`);
}

export async function deleteChildAccount(token: string): Promise<void> {
  await api.request("DELETE", `/consent/manage/${encodeURIComponent(token)}`);
}

/** Saves an answer (the data download's .zip) as a file: the browser's own download, no extra library. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await api.request("GET", path);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
