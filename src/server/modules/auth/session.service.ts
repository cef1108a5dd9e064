import { and, eq, gt, isNull } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import { randomUUID } from "node:crypto";
import type { TDb } from "../../db/client";
import { sessions, users, type TSessionRow, type TUserRow } from "../../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "promptblocks";
const AUDIENCE = "promptblocks-session";

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** Creates a session row and the HS256 JWT naming it; the row is what makes it revocable. */
export async function createSession(options: { db: TDb; secret: string; userId: number; now: Date }): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(options.now.getTime() + SESSION_TTL_MS);
  await options.db.insert(sessions).values({ id, userId: options.userId, createdAt: options.now, expiresAt });
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(options.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(options.now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(options.secret));
}

/** The session id inside a correctly signed, unexpired token; undefined for anything else. */
export async function readSessionId(options: { secret: string; token: string; now: Date }): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(options.token, secretKey(options.secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: options.now,
    });
    return typeof payload.sid === "string" ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}

/** The live session and its user: signature, expiry and revocation are all checked. */
export async function getSessionUser(options: {
  db: TDb;
  secret: string;
  token: string;
  now: Date;
}): Promise<{ session: TSessionRow; user: TUserRow } | undefined> {
  const sessionId = await readSessionId(options);
  if (sessionId === undefined) return undefined;
  const [row] = await options.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, options.now)))
    .limit(1);
  return row;
}

/** Idempotent: revoking an already revoked session changes nothing. */
export async function revokeSession(options: { db: TDb; sessionId: string; now: Date }): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
}
