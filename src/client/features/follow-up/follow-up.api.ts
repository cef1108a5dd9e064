import type { TVersionThread } from "../../../shared/versions";
import { api, type TApiClient } from "../../lib/api";

// zod comes with the first versions request, not with the home page
const versionSchemas = () => import("../../../shared/versions");

export async function fetchVersions(id: number, client: TApiClient = api): Promise<TVersionThread> {
  const { ZVersionThread } = await versionSchemas();
  return client.get(`/user/history/${id}/versions`, ZVersionThread);
}

/** Undo: the version becomes current again; nothing is deleted. */
export async function makeVersionCurrent(id: number, client: TApiClient = api): Promise<TVersionThread> {
  const { ZVersionThread } = await versionSchemas();
  return client.post(`/user/history/${id}/make-current`, {}, ZVersionThread);
}
