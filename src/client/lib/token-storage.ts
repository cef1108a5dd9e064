/**
 * The session token lives in localStorage under 'token' (SPEC 4). Guarded so modules that
 * import this still load where there is no localStorage (unit tests in Node, private modes
 * that throw on access).
 */
export const TOKEN_STORAGE_KEY = "token";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function setStoredToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}
