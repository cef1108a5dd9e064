// The base of an opened project (its own project.json and every costume and sound, byte for
// byte) stays in this browser, in IndexedDB: it is never uploaded. Download lays the edited text
// over it. One opened project is kept at a time; opening another replaces it.
import type { TProjectBase } from "../../../blocks";

const DATABASE = "promptblocks-projects";
const STORE = "bases";
/** The one slot the page uses: the project opened last. */
export const OPENED_BASE_KEY = "opened";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    database.close();
  }
}

export function saveProjectBase(key: string, base: TProjectBase): Promise<unknown> {
  return withStore("readwrite", (store) => store.put(base, key));
}

/** The stored base, or null when this browser no longer has it (storage cleared, private window closed). */
export async function loadProjectBase(key: string): Promise<TProjectBase | null> {
  const value = await withStore<unknown>("readonly", (store) => store.get(key));
  if (value === null || typeof value !== "object") return null;
  const base = value as Partial<TProjectBase>;
  return typeof base.projectJson === "string" && base.assets !== null && typeof base.assets === "object" ? (base as TProjectBase) : null;
}
