import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from "jose";

export interface TGoogleIdentity {
  /** Google's stable account id (`sub`); our users.googleId. */
  sub: string;
  email: string;
  name?: string;
}

export interface TGoogleVerifierConfig {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

/** Why a token was refused; logged, never shown to the user in detail. */
export class GoogleTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Google ID token refused: ${reason}`);
    this.name = "GoogleTokenError";
  }
}

export type TGoogleIdTokenVerifier = (idToken: string) => Promise<TGoogleIdentity>;

/**
 * Verifies a Google ID token the way Google documents it: signature by a key from Google's
 * JWKS (RS256 only, so `none` and HMAC tokens are refused before any key lookup), `aud` equal
 * to our client id, `iss` one of Google's issuers, `exp` in the future, `email_verified` true.
 * The JWKS is fetched once and cached by jose, refreshed when an unknown `kid` appears.
 */
export function createGoogleIdTokenVerifier(config: TGoogleVerifierConfig): TGoogleIdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
  return async (idToken) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        algorithms: ["RS256"],
        audience: config.clientId,
        issuer: config.issuers,
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new GoogleTokenError(`${error.code}: ${error.message}`);
      throw new GoogleTokenError(error instanceof Error ? error.message : String(error));
    }
    // Google sends a boolean; very old tokens sent the string "true".
    if (payload.email_verified !== true && payload.email_verified !== "true") {
      throw new GoogleTokenError("email_verified is not true");
    }
    if (typeof payload.email !== "string" || !payload.email.includes("@")) throw new GoogleTokenError("no e-mail claim");
    if (typeof payload.sub !== "string" || payload.sub === "") throw new GoogleTokenError("no sub claim");
    const name = typeof payload.name === "string" && payload.name.trim() !== "" ? payload.name.trim() : undefined;
    return { sub: payload.sub, email: payload.email.trim().toLowerCase(), ...(name ? { name } : {}) };
  };
}
