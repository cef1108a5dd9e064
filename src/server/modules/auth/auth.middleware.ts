import type { Context, MiddlewareHandler } from "hono";
import type { TAppBindings } from "../../app-context";
import { forbidden, unauthorized } from "../../lib/app-error";
import { getSessionUser } from "./session.service";

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

export const nowOf = (c: Context<TAppBindings>) => (c.var.deps.now ?? (() => new Date()))();

async function authenticate(c: Context<TAppBindings>): Promise<void> {
  const token = bearerToken(c);
  if (token === undefined) throw unauthorized();
  const found = await getSessionUser({ db: c.var.db, secret: c.var.deps.env.SESSION_SECRET, token, now: nowOf(c) });
  if (found === undefined) throw unauthorized("Your session has ended. Please sign in again.");
  c.set("user", found.user);
  c.set("session", found.session);
}

/** Any signed-in user; sets c.var.user (fresh from the database) and c.var.session. */
export const requireUser: MiddlewareHandler<TAppBindings> = async (c, next) => {
  await authenticate(c);
  await next();
};

/**
 * Admins only: the role column or ADMIN_EMAILS (which also promotes at sign-in). The role is
 * read from the database on every request, never from the token.
 */
export const requireAdmin: MiddlewareHandler<TAppBindings> = async (c, next) => {
  await authenticate(c);
  const { user } = c.var;
  if (user.role !== "admin" && !c.var.deps.env.ADMIN_EMAILS.includes(user.email)) throw forbidden("Administrator access required");
  await next();
};
