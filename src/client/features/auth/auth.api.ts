import { ZPublicConfig, type TPublicConfig } from "../../../shared/config";
import { ZAuthResponse, ZSessionResponse, type TAuthResponse, type TUser } from "../../../shared/user";
import { api } from "../../lib/api";

/** How this server offers sign-in: Google's script, the redirect fallback, or the test login. */
export function fetchClientConfig(): Promise<TPublicConfig> {
  return api.get("/config", ZPublicConfig);
}

export async function fetchSessionUser(): Promise<TUser> {
  return (await api.get("/auth/session", ZSessionResponse)).user;
}

export function signInWithGoogleIdToken(idToken: string): Promise<TAuthResponse> {
  return api.post("/auth/google", { token: idToken }, ZAuthResponse);
}

export function exchangeAuthCode(code: string): Promise<TAuthResponse> {
  return api.post("/auth/exchange", { code }, ZAuthResponse);
}

export function signInWithTestLogin(email: string): Promise<TAuthResponse> {
  return api.post("/auth/test-login", { email }, ZAuthResponse);
}

export async function postLogout(): Promise<void> {
  await api.request("POST", "/auth/logout");
}

/** The authorization-code fallback when Google's script cannot be used; a full-page navigation. */
export function googleRedirectUrl(redirect: string | null): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  return `/api/auth/google${query}`;
}
