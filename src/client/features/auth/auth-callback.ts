import type { TAuthResponse, TUser } from "../../../shared/user";

/** SPEC 4 and 9: after signing in, check the session up to 3 more times, 1 s apart. */
export const SESSION_RETRIES = 3;
export const SESSION_RETRY_INTERVAL_MS = 1000;
export const FAILURE_REDIRECT_DELAY_MS = 3000;

export type TCallbackParams = { code: string | null; error: string | null; idToken: string | null };

export type TCallbackPlan =
  | { kind: "error"; error: string }
  | { kind: "code"; code: string }
  | { kind: "id_token"; idToken: string }
  | { kind: "none" };

/** What the callback URL asks for; an error wins, then the one-time code, then an ID token. */
export function planCallback({ code, error, idToken }: TCallbackParams): TCallbackPlan {
  if (error) return { kind: "error", error };
  if (code) return { kind: "code", code };
  if (idToken) return { kind: "id_token", idToken };
  return { kind: "none" };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs in with the server's answer, then makes sure the session really works: the first
 * check plus up to SESSION_RETRIES more, SESSION_RETRY_INTERVAL_MS apart.
 */
export async function completeSignIn(
  auth: TAuthResponse,
  deps: {
    login: (auth: TAuthResponse) => Promise<void>;
    refreshSession: () => Promise<TUser | null>;
    wait?: (ms: number) => Promise<void>;
  },
): Promise<TUser | null> {
  const wait = deps.wait ?? sleep;
  await deps.login(auth);
  let user = await deps.refreshSession();
  for (let attempt = 0; !user && attempt < SESSION_RETRIES; attempt++) {
    await wait(SESSION_RETRY_INTERVAL_MS);
    user = await deps.refreshSession();
  }
  return user;
}
