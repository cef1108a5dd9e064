import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { TEST_LOGIN_EMAIL_REQUIRED, ZExchangeRequest, ZGoogleSignInRequest, ZTestLoginRequest, type TLogoutResponse } from "../../../shared/auth";
import type { TAuthResponse, TSessionResponse } from "../../../shared/user";
import type { TAppBindings, TAppDeps } from "../../app-context";
import type { TUserRow } from "../../db/schema";
import { AppError, notFound, unauthorized } from "../../lib/app-error";
import { clientIp } from "../../lib/client-ip";
import { readJsonBody } from "../../lib/request-body";
import { rateLimit } from "../../middleware/rate-limit";
import { claimUnclaimedPurchases } from "../billing/billing.purchases";
import { toApiUser } from "../users/user.mapper";
import { bearerToken, nowOf, requireUser } from "./auth.middleware";
import { getUserById, signInWithGoogleIdentity, signInWithTestEmail } from "./auth.service";
import {
  CodeFlowError,
  STATE_COOKIE,
  STATE_TTL_SECONDS,
  exchangeCodeForIdToken,
  readFlowState,
  sanitiseRedirect,
  startCodeFlow,
  type TCodeFlowConfig,
} from "./google-code-flow";
import { GoogleTokenError, createGoogleIdTokenVerifier, type TGoogleIdTokenVerifier } from "./google-id-token";
import { consumeLoginCode, createLoginCode } from "./login-code.service";
import { createSession, readSessionId, revokeSession } from "./session.service";

const GOOGLE_FAILED = "Google authentication failed";
const CALLBACK_PATH = "/api/auth/google/callback";

export function createAuthRoutes(deps: TAppDeps) {
  const { env } = deps;
  // One verifier per app so jose's JWKS cache is shared by every request.
  const verifyGoogleIdToken: TGoogleIdTokenVerifier | undefined = env.GOOGLE_CLIENT_ID
    ? createGoogleIdTokenVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, issuers: env.GOOGLE_ISSUERS })
    : undefined;

  const codeFlowConfig = (c: Context): TCodeFlowConfig | undefined => {
    if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
    const origin = env.PUBLIC_URL ?? new URL(c.req.url).origin;
    return {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authUrl: env.GOOGLE_AUTH_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      redirectUri: `${origin}${CALLBACK_PATH}`,
      secret: env.SESSION_SECRET,
    };
  };

  const answerWithSession = async (c: Context<TAppBindings>, signedIn: TUserRow) => {
    // Purchases made with this e-mail before the account existed are credited now (issue 10).
    const { claimed } = await claimUnclaimedPurchases({ db: c.var.db, userId: signedIn.id, email: signedIn.email });
    const user = claimed > 0 ? ((await getUserById(c.var.db, signedIn.id)) ?? signedIn) : signedIn;
    const token = await createSession({ db: c.var.db, secret: env.SESSION_SECRET, userId: user.id, now: nowOf(c) });
    return c.json<TAuthResponse>({ token, user: toApiUser(user) });
  };

  /** Verifies a Google ID token; any failure is a 401 that has created nothing. */
  const verifyOrRefuse = async (idToken: string) => {
    if (verifyGoogleIdToken === undefined) {
      throw new AppError("google_not_configured", 401, `${GOOGLE_FAILED}: Google sign-in is not configured on this server.`);
    }
    try {
      return await verifyGoogleIdToken(idToken);
    } catch (error) {
      if (error instanceof GoogleTokenError) {
        console.warn(error.message);
        throw new AppError("auth_failed", 401, `${GOOGLE_FAILED}: the sign-in token was not accepted.`);
      }
      throw error;
    }
  };

  const limitPerIp = rateLimit({
    name: "auth",
    limit: () => env.AUTH_RATE_LIMIT_PER_MINUTE,
    key: (c) => clientIp(c, env.TRUST_PROXY),
  });

  const routes = new Hono<TAppBindings>();

  // Session reads and logout are not limited: a classroom behind one school IP reloads often.
  for (const path of ["/google", "/google/callback", "/exchange", "/test-login"]) routes.use(path, limitPerIp);

  routes.post("/google", async (c) => {
    const { token } = await readJsonBody(c, ZGoogleSignInRequest);
    const identity = await verifyOrRefuse(token);
    const user = await signInWithGoogleIdentity({ db: c.var.db, identity, adminEmails: env.ADMIN_EMAILS });
    return answerWithSession(c, user);
  });

  routes.get("/google", async (c) => {
    const config = codeFlowConfig(c);
    if (config === undefined) {
      console.warn("GET /api/auth/google needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.");
      return c.redirect("/login?error=auth_failed", 302);
    }
    const { authorizeUrl, cookie } = await startCodeFlow(config, sanitiseRedirect(c.req.query("redirect")), nowOf(c));
    setCookie(c, STATE_COOKIE, cookie, {
      path: CALLBACK_PATH,
      httpOnly: true,
      // Lax: the cookie must come back on Google's top-level redirect to our callback.
      sameSite: "Lax",
      secure: config.redirectUri.startsWith("https://"),
      maxAge: STATE_TTL_SECONDS,
    });
    return c.redirect(authorizeUrl, 302);
  });

  routes.get("/google/callback", async (c) => {
    const config = codeFlowConfig(c);
    const stateCookie = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH });
    try {
      if (config === undefined) throw new CodeFlowError("auth_failed", "Google redirect sign-in is not configured");
      if (c.req.query("error")) throw new CodeFlowError("auth_failed", `Google answered error=${c.req.query("error")}`);
      const flow = await readFlowState(config.secret, stateCookie, nowOf(c));
      if (c.req.query("state") !== flow.state) throw new CodeFlowError("auth_failed", "state mismatch");
      const code = c.req.query("code");
      if (!code) throw new CodeFlowError("auth_failed", "no authorization code");
      const idToken = await exchangeCodeForIdToken(config, code, flow.verifier);
      const identity = await verifyGoogleIdToken!(idToken).catch((error: unknown) => {
        throw new CodeFlowError("user_info_error", error instanceof Error ? error.message : String(error));
      });
      const user = await signInWithGoogleIdentity({ db: c.var.db, identity, adminEmails: env.ADMIN_EMAILS });
      const loginCode = await createLoginCode({ db: c.var.db, userId: user.id, now: nowOf(c) });
      const target = new URLSearchParams({ code: loginCode });
      if (flow.redirect !== undefined) target.set("redirectTo", flow.redirect);
      return c.redirect(`/auth/callback?${target.toString()}`, 302);
    } catch (error) {
      const loginError = error instanceof CodeFlowError ? error.loginError : "auth_failed";
      console.warn(`Google redirect sign-in failed (${loginError}):`, error instanceof Error ? error.message : error);
      return c.redirect(`/login?error=${loginError}`, 302);
    }
  });

  routes.post("/exchange", async (c) => {
    const { code } = await readJsonBody(c, ZExchangeRequest);
    const userId = await consumeLoginCode({ db: c.var.db, code, now: nowOf(c) });
    const user = userId === undefined ? undefined : await getUserById(c.var.db, userId);
    if (user === undefined) throw new AppError("invalid_code", 401, "This sign-in link has expired or was already used. Please sign in again.");
    return answerWithSession(c, user);
  });

  routes.post("/test-login", async (c) => {
    if (!env.isTestLoginEnabled) throw notFound(`No API route for POST ${c.req.path}`);
    const body = await c.req.json().catch(() => ({}));
    const parsed = ZTestLoginRequest.safeParse(body);
    if (!parsed.success) {
      throw new AppError("validation_failed", 400, parsed.error.issues[0]?.message ?? TEST_LOGIN_EMAIL_REQUIRED);
    }
    const user = await signInWithTestEmail({ db: c.var.db, email: parsed.data.email, adminEmails: env.ADMIN_EMAILS });
    return answerWithSession(c, user);
  });

  routes.get("/session", requireUser, (c) => c.json<TSessionResponse>({ user: toApiUser(c.var.user) }));

  routes.post("/logout", async (c) => {
    const token = bearerToken(c);
    const sessionId = token === undefined ? undefined : await readSessionId({ secret: env.SESSION_SECRET, token, now: nowOf(c) });
    if (sessionId === undefined) throw unauthorized();
    await revokeSession({ db: c.var.db, sessionId, now: nowOf(c) });
    return c.json<TLogoutResponse>({ success: true });
  });

  return routes;
}
