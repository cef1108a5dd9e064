import { createContext, useContext } from "react";
import type { TAuthResponse, TUser } from "../../../shared/user";

/** SPEC 4 auth states. */
export type TAuthStatus = "loading" | "authenticated" | "unauthenticated";

export type TAuthContext = {
  status: TAuthStatus;
  user: TUser | null;
  isAdmin: boolean;
  isLoggingOut: boolean;
  /**
   * True after logout (until the next login). Guards then send the person to / like logout
   * does, instead of to their own redirect (e.g. /login), which could otherwise win the race
   * with logout's navigation while the home page is still loading.
   */
  hasLoggedOut: boolean;
  /** Stores the token and user and refreshes cached user and history data. */
  login: (auth: TAuthResponse) => Promise<void>;
  /** Clears token, user and every cached query even if the server call fails, then goes to /. */
  logout: () => Promise<void>;
  /** Re-reads the session from the server; answers the user or null. */
  refreshSession: () => Promise<TUser | null>;
  /** Merges fields the server sent back (e.g. usage counts after a generation) into the user. */
  updateUser: (fields: Partial<TUser>) => void;
};

export const AuthContext = createContext<TAuthContext | null>(null);

export function useAuth(): TAuthContext {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
