import { z } from "zod";
import { ZAuthResponse, ZSessionResponse, type TAuthResponse, type TUser } from "../../../shared/user";
import { api } from "../../lib/api";

/**
 * What the server tells the browser about sign-in (GET /api/config).
 * The server engineer's src/shared/config.ts will hold ZPublicConfig; until it lands this
 * mirrors the agreed shape, and should then be replaced by that import.
 */
export const ZClientConfig = z.object({
  googleClientId: z.string().nullable(),
  testLoginEnabled: z.boolean(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export function fetchClientConfig(): Promise<TClientConfig> {
  return api.get("/config", ZClientConfig.loose());
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
