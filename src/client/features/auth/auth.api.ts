import type { TPublicConfig } from "../../../shared/public-contract";
import { PublicConfigReader } from "../../../shared/public-contract-readers";
import type { TAuthResponse, TUser } from "../../../shared/user";
import { api } from "../../lib/api";

// The contract's zod schemas load with the first call that needs them, not with every page:
// a visitor without a session never downloads zod (issue 12, initial JavaScript).
const userSchemas = () => import("../../../shared/user");

/** How this server offers sign-in: Google's script, the redirect fallback, or the test login. */
export function fetchClientConfig(): Promise<TPublicConfig> {
  return api.get("/config", PublicConfigReader);
}

export async function fetchSessionUser(): Promise<TUser> {
  const { ZSessionResponse } = await userSchemas();
  return (await api.get("/auth/session", ZSessionResponse)).user;
}

export function signInWithGoogleIdToken(idToken: string): Promise<TAuthResponse> {
  return userSchemas().then(({ ZAuthResponse }) => api.post("/auth/google", { token: idToken }, ZAuthResponse));
}

export function exchangeAuthCode(code: string): Promise<TAuthResponse> {
  return userSchemas().then(({ ZAuthResponse }) => api.post("/auth/exchange", { code }, ZAuthResponse));
}

export function signInWithTestLogin(email: string): Promise<TAuthResponse> {
  return userSchemas().then(({ ZAuthResponse }) => api.post("/auth/test-login", { email }, ZAuthResponse));
}

export async function postLogout(): Promise<void> {
  await api.request("POST", "/auth/logout");
}

/** The authorization-code fallback when Google's script cannot be used; a full-page navigation. */
export function googleRedirectUrl(redirect: string | null): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  return `/api/auth/google${query}`;
}
