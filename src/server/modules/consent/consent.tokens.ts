import { SignJWT, jwtVerify } from "jose";

/**
 * The links in a parent's e-mail are signed tokens (HS256 with the session secret) naming one
 * consent request. "consent" links expire with the request and work once (the request leaves
 * "pending"); "manage" links last longer and die when the consent is withdrawn or the account goes.
 */
export type TConsentLinkPurpose = "consent" | "manage";

const ISSUER = "promptblocks";
const audienceOf = (purpose: TConsentLinkPurpose) => `promptblocks-${purpose}-link`;
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signConsentLink(options: { secret: string; purpose: TConsentLinkPurpose; consentId: number; now: Date; expiresAt: Date }): Promise<string> {
  return new SignJWT({ cid: options.consentId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audienceOf(options.purpose))
    .setIssuedAt(Math.floor(options.now.getTime() / 1000))
    .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
    .sign(keyOf(options.secret));
}

/** The consent id in a valid, unexpired link of that purpose; undefined for anything else. */
export async function readConsentLink(options: { secret: string; purpose: TConsentLinkPurpose; token: string; now: Date }): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(options.token, keyOf(options.secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: audienceOf(options.purpose),
      currentDate: options.now,
    });
    return typeof payload.cid === "number" && Number.isInteger(payload.cid) ? payload.cid : undefined;
  } catch {
    return undefined;
  }
}
