// Issue 30: an opened project's base (its project.json and every costume and sound) is stored
// with the account when a version is made from it, so the version reopened later (in another
// browser, after storage was cleared) still downloads and runs with them. Stored bases are
// named by a version: `version:<id>` is any version made from that project.
import type { TProjectBase } from "../../../blocks";
import { ApiError, api, type TApiClient } from "../../lib/api";
import { loadBlocksModule } from "../blocks/blocks.module";
import { loadProjectBase } from "./project-base.store";

const VERSION_KEY_PREFIX = "version:";

/** The key of the stored base of a history version, when it has one. */
export function storedBaseKeyOf(item: { id: number; hasProjectBase?: true }): string | undefined {
  return item.hasProjectBase ? `${VERSION_KEY_PREFIX}${item.id}` : undefined;
}

/** Whether a key names a base stored with a version (not one only this browser holds). */
export function isStoredBaseKey(key: string | null | undefined): key is string {
  return typeof key === "string" && versionIdOf(key) !== undefined;
}

function versionIdOf(key: string): number | undefined {
  if (!key.startsWith(VERSION_KEY_PREFIX)) return undefined;
  const id = Number(key.slice(VERSION_KEY_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

// One download per version for the page's life; a failed one is asked again next time.
const fetched = new Map<number, Promise<TProjectBase | null>>();

async function fetchStoredBase(versionId: number, client: TApiClient): Promise<TProjectBase | null> {
  try {
    const res = await client.request("GET", `/user/history/${versionId}/project-base`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const blocks = await loadBlocksModule();
    const archive = blocks.readSb3Archive(bytes);
    return { projectJson: archive.projectJsonText, assets: archive.assets };
  } catch (error) {
    fetched.delete(versionId);
    // gone (the thread was deleted meanwhile): the text alone, with PromptBlocks' drawings
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The base a key names: stored with a version (fetched once), or the project opened in this browser. */
export function loadBaseByKey(key: string, client: TApiClient = api): Promise<TProjectBase | null> {
  const versionId = versionIdOf(key);
  if (versionId === undefined) return loadProjectBase(key);
  let pending = fetched.get(versionId);
  if (!pending) {
    pending = fetchStoredBase(versionId, client);
    fetched.set(versionId, pending);
  }
  return pending;
}

export type TStoreOutcome = { ok: true; projectBaseId: number } | { ok: false; note: string };

/** What the page says when the costumes and sounds could not be kept with the history. */
export function notStoredNote(error: unknown): string {
  const code = error instanceof ApiError && typeof error.body === "object" && error.body !== null ? (error.body as { code?: unknown }).code : undefined;
  if (code === "parental_consent_required") {
    return "Your project's costumes and sounds stay only on this computer until a parent says yes. Your blocks are kept; if you open this version somewhere else it will use PromptBlocks' own pictures.";
  }
  if (error instanceof ApiError && error.status === 413) {
    return "This project's costumes and sounds are too big to keep with your history, so they stay only on this computer. Your blocks are kept.";
  }
  return "Your project's costumes and sounds could not be kept with your history this time, so they stay only on this computer. Your blocks are kept.";
}

// One upload per opened project (keyed by its base's key and the project object that names it).
const stored = new WeakMap<object, Promise<TStoreOutcome>>();

async function upload(baseKey: string, classId: number | null, client: TApiClient): Promise<TStoreOutcome> {
  try {
    const base = await loadProjectBase(baseKey);
    if (!base) return { ok: false, note: notStoredNote(null) };
    const blocks = await loadBlocksModule();
    const sb3 = blocks.packSb3Files(new TextEncoder().encode(base.projectJson), base.assets);
    const res = await client.request("POST", `/user/project-bases${classId ? `?classId=${classId}` : ""}`, sb3);
    const body = (await res.json()) as { projectBaseId?: unknown };
    if (typeof body.projectBaseId !== "number") return { ok: false, note: notStoredNote(null) };
    return { ok: true, projectBaseId: body.projectBaseId };
  } catch (error) {
    return { ok: false, note: notStoredNote(error) };
  }
}

/**
 * Stores the opened project's base (once per opened project) before a version is made from it.
 * Never throws: a base that cannot be stored leaves the version with its text, and a note.
 */
export function storeOpenedBase(origin: { baseKey: string | null }, classId: number | null, client: TApiClient = api): Promise<TStoreOutcome> | null {
  const { baseKey } = origin;
  if (baseKey === null || versionIdOf(baseKey) !== undefined) return null;
  let pending = stored.get(origin);
  if (!pending) {
    pending = upload(baseKey, classId, client);
    stored.set(origin, pending);
    // a failure is tried again with the next request
    void pending.then((outcome) => {
      if (!outcome.ok) stored.delete(origin);
    });
  }
  return pending;
}

/**
 * A follow-up on an opened project goes with its stored base: stored first (once), then named in
 * the request so the new version keeps it. Any other request goes as it is.
 */
export async function withStoredProjectBase<T extends { baseProjectText?: string; baseProjectId?: number }>(
  base: T | undefined,
  origin: { baseKey: string | null } | null,
  classId: number | null,
): Promise<{ base: T | undefined; note: string | null }> {
  if (base?.baseProjectText === undefined || !origin) return { base, note: null };
  const storing = storeOpenedBase(origin, classId);
  if (!storing) return { base, note: null };
  const outcome = await storing;
  return outcome.ok ? { base: { ...base, baseProjectId: outcome.projectBaseId }, note: null } : { base, note: outcome.note };
}
