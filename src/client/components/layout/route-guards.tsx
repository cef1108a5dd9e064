import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "../../features/auth/auth-context";
import { PageLoading } from "./site-layout";

/**
 * SPEC 2 route guards: wait for the auth check, then let the page render or send the visitor
 * where SPEC says (dashboard → /login, account → /, admin → / unless admin).
 */
export function RequireAuth({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const { status, hasLoggedOut } = useAuth();
  if (status === "loading") return <PageLoading />;
  if (status === "unauthenticated") return <Navigate to={hasLoggedOut ? "/" : redirectTo} replace />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  if (status === "loading") return <PageLoading />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
