import type { TUser } from "../../../shared/user";
import { ApiError } from "../../lib/api";
import { sharedRead } from "../../lib/shared-read";
import { clearStoredToken, getStoredToken } from "../../lib/token-storage";
import { fetchClientConfig, fetchSessionUser } from "./auth.api";

/**
 * Reads the session for the stored token. No token means signed out without a request.
 * A refused session (401/403) removes the stored token, as SPEC 4 says; a network failure or a
 * server error also signs the page out but keeps the token, so a passing outage does not
 * force a child to sign in again.
 */
export async function loadSessionUser(): Promise<TUser | null> {
  if (!getStoredToken()) return null;
  try {
    return await fetchSessionUser();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearStoredToken();
    console.warn("Failed to check authentication status", error);
    return null;
  }
}

/** The signed-in user (null: signed out), shared by every view (AuthProvider gives it out). */
export const sessionRead = sharedRead(loadSessionUser);

/** How this server offers sign-in and checkout (GET /api/config). */
export const configRead = sharedRead(fetchClientConfig);
