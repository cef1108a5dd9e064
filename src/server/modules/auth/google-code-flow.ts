import { SignJWT, jwtVerify } from "jose";
import { createHash, randomBytes } from "node:crypto";

/**
 * Google's authorization-code flow with state and PKCE, for browsers where Google's sign-in
 * script cannot load. State, PKCE verifier and the wanted redirect travel in a signed,
 * short-lived, HttpOnly cookie, so no server instance needs to remember them.
 */

export const STATE_COOKIE = "pb_oauth_state";
export const STATE_TTL_SECONDS = 600;
const STATE_AUDIENCE = "promptblocks-oauth-state";

export interface TCodeFlowConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  redirectUri: string;
  /** Signs the state cookie. */
  secret: string;
}

export interface TFlowState {
  state: string;
  verifier: string;
  redirect?: string;
}

export class CodeFlowError extends Error {
  constructor(
    readonly loginError: "auth_failed" | "token_error" | "user_info_error",
    detail: string,
  ) {
    super(detail);
    this.name = "CodeFlowError";
  }
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Only our own pages (or SPEC's "generator" shortcut) may be a post-sign-in destination. */
export function sanitiseRedirect(value: string | undefined): string | undefined {
  if (value === undefined || value === "" || value.length > 200) return undefined;
  if (value === "generator") return value;
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !/[\s\0]/.test(value)) return value;
  return undefined;
}

export async function startCodeFlow(config: TCodeFlowConfig, redirect: string | undefined, now: Date) {
  const flow: TFlowState = {
    state: randomBytes(24).toString("base64url"),
    verifier: randomBytes(48).toString("base64url"),
    ...(redirect !== undefined ? { redirect } : {}),
  };
  const challenge = createHash("sha256").update(flow.verifier).digest("base64url");
  const url = new URL(config.authUrl);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", config.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("state", flow.state);
  url.searchParams.set("code_challenge", challenge);
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("prompt", "select_account");
  const issuedAt = Math.floor(now.getTime() / 1000);
  const cookie = await new SignJWT({ ...flow })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STATE_TTL_SECONDS)
    .sign(key(config.secret));
  return { authorizeUrl: url.toString(), cookie };
}

export async function readFlowState(secret: string, cookie: string | undefined, now: Date): Promise<TFlowState> {
  if (cookie === undefined) throw new CodeFlowError("auth_failed", "state cookie missing (expired or another browser)");
  try {
    const { payload } = await jwtVerify(cookie, key(secret), { algorithms: ["HS256"], audience: STATE_AUDIENCE, currentDate: now });
    if (typeof payload.state !== "string" || typeof payload.verifier !== "string") throw new Error("malformed state");
    return {
      state: payload.state,
      verifier: payload.verifier,
      ...(typeof payload.redirect === "string" ? { redirect: payload.redirect } : {}),
    };
  } catch (error) {
    throw new CodeFlowError("auth_failed", `state cookie invalid: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Trades the authorization code for Google's ID token at the token endpoint. */
export async function exchangeCodeForIdToken(config: TCodeFlowConfig, code: string, verifier: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: config.redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new CodeFlowError("token_error", `token endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => undefined)) as { id_token?: unknown; error?: unknown } | undefined;
  if (!response.ok) throw new CodeFlowError("token_error", `token endpoint answered ${response.status} ${String(body?.error ?? "")}`);
  if (typeof body?.id_token !== "string") throw new CodeFlowError("user_info_error", "token endpoint answered no id_token");
  return body.id_token;
}
