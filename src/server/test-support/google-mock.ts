import { SignJWT } from "jose";
import { OAuth2Server, type MutableToken } from "oauth2-mock-server";

export const MOCK_GOOGLE_CLIENT_ID = "promptblocks-test.apps.googleusercontent.com";
export const MOCK_GOOGLE_CLIENT_SECRET = "mock-google-client-secret";

export interface TMockIdentity {
  sub: string;
  email: string;
  email_verified?: unknown;
  name?: string;
}

/**
 * Google's side of sign-in, played by oauth2-mock-server on loopback: a real JWKS, real RS256
 * signatures, real authorize and token endpoints (with PKCE checks). Google's own issuer is
 * replaced by the mock's URL through GOOGLE_ISSUERS.
 */
export async function startGoogleMock() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url;
  if (issuer === undefined) throw new Error("oauth2-mock-server did not report its issuer URL");

  /** Who the authorization-code flow signs in next. */
  let codeFlowIdentity: TMockIdentity | undefined;
  server.service.on("beforeTokenSigning", (token: MutableToken) => {
    if (codeFlowIdentity !== undefined) Object.assign(token.payload, { email_verified: true, ...codeFlowIdentity });
  });

  return {
    issuer,
    /** Variables pointing the app at the mock. */
    env: {
      GOOGLE_CLIENT_ID: MOCK_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: MOCK_GOOGLE_CLIENT_SECRET,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      GOOGLE_ISSUERS: issuer,
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
    },
    /** An ID token as Google's sign-in script would hand it over; `claims` overrides any claim. */
    signIdToken: (identity: TMockIdentity, claims: Record<string, unknown> = {}, expiresIn = 3600) =>
      server.issuer.buildToken({
        expiresIn,
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, { aud: MOCK_GOOGLE_CLIENT_ID, email_verified: true, ...identity, ...claims });
        },
      }),
    /** Same claims, but signed with a shared secret (HS256): must be refused. */
    signHs256IdToken: (identity: TMockIdentity, secret = "anyone-can-guess-this-secret-0123456789") =>
      new SignJWT({ email_verified: true, ...identity })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(MOCK_GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(secret)),
    /** An unsigned token (alg "none"): must be refused. */
    unsignedIdToken: (identity: TMockIdentity) => {
      const now = Math.floor(Date.now() / 1000);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
      return `${encode({ alg: "none", typ: "JWT" })}.${encode({ iss: issuer, aud: MOCK_GOOGLE_CLIENT_ID, iat: now, exp: now + 3600, email_verified: true, ...identity })}.`;
    },
    setCodeFlowIdentity: (identity: TMockIdentity | undefined) => {
      codeFlowIdentity = identity;
    },
    stop: () => server.stop(),
  };
}

export type TGoogleMock = Awaited<ReturnType<typeof startGoogleMock>>;
