import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "../../lib/navigation";
import type { TAuthResponse, TUser } from "../../../shared/user";
import { ApiError } from "../../lib/api";
import { queryKeys } from "../../lib/query-client";
import { clearStoredToken, getStoredToken, setStoredToken } from "../../lib/token-storage";
import { AuthContext, type TAuthContext } from "./auth-context";
import { fetchSessionUser, postLogout } from "./auth.api";

/**
 * Reads the session for the stored token. No token means signed out without a request.
 * A refused session (401/403) removes the stored token, as SPEC 4 says; a network failure or a
 * server error also signs the page out but keeps the token, so a passing outage does not
 * force a child to sign in again.
 */
async function loadSessionUser(): Promise<TUser | null> {
  if (!getStoredToken()) return null;
  try {
    return await fetchSessionUser();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearStoredToken();
    console.warn("Failed to check authentication status", error);
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [hasLoggedOut, setHasLoggedOut] = useState(false);

  const session = useQuery({ queryKey: queryKeys.session, queryFn: loadSessionUser });
  const user = session.data ?? null;

  const login = useCallback(
    async ({ token, user: signedIn }: TAuthResponse) => {
      setStoredToken(token);
      setHasLoggedOut(false);
      queryClient.setQueryData(queryKeys.session, signedIn);
      // Anything cached while signed out (or as someone else) is stale now.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
      });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      if (getStoredToken()) await postLogout();
    } catch (error) {
      console.error("Failed to log out", error);
    } finally {
      setHasLoggedOut(true);
      clearStoredToken();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, null);
      setIsLoggingOut(false);
      void navigate("/");
    }
  }, [queryClient, navigate]);

  const refreshSession = useCallback(async () => {
    const next = await loadSessionUser();
    queryClient.setQueryData(queryKeys.session, next);
    return next;
  }, [queryClient]);

  const updateUser = useCallback(
    (fields: Partial<TUser>) => {
      queryClient.setQueryData<TUser | null>(queryKeys.session, (current) => (current ? { ...current, ...fields } : current));
    },
    [queryClient],
  );

  const value = useMemo<TAuthContext>(
    () => ({
      status: session.isPending ? "loading" : user ? "authenticated" : "unauthenticated",
      user,
      isAdmin: user?.role === "admin",
      isLoggingOut,
      hasLoggedOut,
      login,
      logout,
      refreshSession,
      updateUser,
    }),
    [session.isPending, user, isLoggingOut, hasLoggedOut, login, logout, refreshSession, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
