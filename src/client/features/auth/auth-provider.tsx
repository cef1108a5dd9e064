import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "../../lib/navigation";
import type { TAuthResponse, TUser } from "../../../shared/user";
import { clearLoadedQueries, invalidateLoadedQueries } from "../../lib/loaded-query-client";
import { invalidateSharedReads, useSharedRead } from "../../lib/shared-read";
import { clearStoredToken, getStoredToken, setStoredToken } from "../../lib/token-storage";
import { AuthContext, type TAuthContext } from "./auth-context";
import { postLogout } from "./auth.api";
import { loadSessionUser, sessionRead } from "./session-read";

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [hasLoggedOut, setHasLoggedOut] = useState(false);

  const session = useSharedRead(sessionRead);
  const user = session.data ?? null;

  const login = useCallback(async ({ token, user: signedIn }: TAuthResponse) => {
    setStoredToken(token);
    setHasLoggedOut(false);
    sessionRead.set(signedIn);
    // Anything read while signed out (or as someone else) is stale now.
    await Promise.all([invalidateSharedReads({ except: sessionRead }), invalidateLoadedQueries({ predicate: () => true })]);
  }, []);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      if (getStoredToken()) await postLogout();
    } catch (error) {
      console.error("Failed to log out", error);
    } finally {
      setHasLoggedOut(true);
      clearStoredToken();
      clearLoadedQueries();
      sessionRead.set(null);
      void invalidateSharedReads({ except: sessionRead });
      setIsLoggingOut(false);
      void navigate("/");
    }
  }, [navigate]);

  const refreshSession = useCallback(async () => {
    const next = await loadSessionUser();
    sessionRead.set(next);
    return next;
  }, []);

  const updateUser = useCallback((fields: Partial<TUser>) => {
    sessionRead.set((current) => (current ? { ...current, ...fields } : (current ?? null)));
  }, []);

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
