import { and, eq, gt, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { TDb } from "../../db/client";
import { loginCodes } from "../../db/schema";

export const LOGIN_CODE_TTL_MS = 60_000;

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * A one-time code for /auth/callback: the redirect URL may end up in browser history or logs,
 * so it carries this short-lived code instead of the session token itself.
 */
export async function createLoginCode(options: { db: TDb; userId: number; now: Date }): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  await options.db.insert(loginCodes).values({
    codeHash: hashCode(code),
    userId: options.userId,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + LOGIN_CODE_TTL_MS),
  });
  return code;
}

/**
 * Marks the code used and returns its user, in one conditional UPDATE so two concurrent
 * exchanges of the same code cannot both succeed. Unknown, used or expired: undefined.
 */
export async function consumeLoginCode(options: { db: TDb; code: string; now: Date }): Promise<number | undefined> {
  const [row] = await options.db
    .update(loginCodes)
    .set({ usedAt: options.now })
    .where(and(eq(loginCodes.codeHash, hashCode(options.code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, options.now)))
    .returning({ userId: loginCodes.userId });
  return row?.userId;
}
