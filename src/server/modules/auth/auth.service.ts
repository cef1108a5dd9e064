import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "../../db/client";
import { SETTING_KEYS, users, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { getNumericSetting } from "../settings/settings.service";
import type { TGoogleIdentity } from "./google-id-token";

const DEFAULT_FREE_USAGES = 3;
const USERNAME_MAX = 50;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function usernameFor(email: string, name: string | undefined): string {
  const fromName = name?.trim().replace(/\s+/g, " ");
  const base = fromName && fromName !== "" ? fromName : (email.split("@")[0] ?? email);
  return base.slice(0, USERNAME_MAX);
}

/** ADMIN_EMAILS promotes at sign-in; it never demotes (admins can also be made in the console). */
async function applyAdminList(db: TDb, user: TUserRow, adminEmails: string[]): Promise<TUserRow> {
  if (user.role === "admin" || !adminEmails.includes(user.email)) return user;
  const [updated] = await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}

async function findUserBy(db: TDb, column: typeof users.email | typeof users.googleId, value: string) {
  const [row] = await db.select().from(users).where(eq(column, value)).limit(1);
  return row;
}

/**
 * Inserts a new user; a concurrent sign-in of the same person may win the race on the unique
 * e-mail, in which case that row is returned instead.
 */
async function createUser(db: TDb, values: { email: string; username: string; googleId?: string; adminEmails: string[] }) {
  const freeUsagesAllowed = await getNumericSetting({ db, key: SETTING_KEYS.defaultFreeUsages, fallback: DEFAULT_FREE_USAGES });
  const [created] = await db
    .insert(users)
    .values({
      email: values.email,
      username: values.username,
      googleId: values.googleId ?? null,
      freeUsagesAllowed,
      role: values.adminEmails.includes(values.email) ? "admin" : "user",
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** Find by Google id, else by e-mail (linking the Google id), else create. */
export async function signInWithGoogleIdentity(options: { db: TDb; identity: TGoogleIdentity; adminEmails: string[] }): Promise<TUserRow> {
  const { db, identity, adminEmails } = options;
  for (let attempt = 0; attempt < 2; attempt++) {
    const byGoogleId = await findUserBy(db, users.googleId, identity.sub);
    if (byGoogleId) return applyAdminList(db, byGoogleId, adminEmails);

    const byEmail = await findUserBy(db, users.email, identity.email);
    if (byEmail) {
      if (byEmail.googleId !== null && byEmail.googleId !== identity.sub) {
        // Same address, different Google account (e.g. a recycled Workspace address): never merge.
        throw new AppError("auth_failed", 401, "Google authentication failed: this e-mail belongs to another Google account.");
      }
      const [linked] = await db
        .update(users)
        .set({ googleId: identity.sub })
        .where(and(eq(users.id, byEmail.id), isNull(users.googleId)))
        .returning();
      if (linked) return applyAdminList(db, linked, adminEmails);
      continue; // Linked concurrently: look again.
    }

    const created = await createUser(db, {
      email: identity.email,
      username: usernameFor(identity.email, identity.name),
      googleId: identity.sub,
      adminEmails,
    });
    if (created) return created;
  }
  throw new AppError("auth_failed", 401, "Google authentication failed: please try again.");
}

/** Local-use sign-in by e-mail alone (the routes refuse it in a production configuration). */
export async function signInWithTestEmail(options: { db: TDb; email: string; adminEmails: string[] }): Promise<TUserRow> {
  const email = normaliseEmail(options.email);
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findUserBy(options.db, users.email, email);
    if (existing) return applyAdminList(options.db, existing, options.adminEmails);
    const created = await createUser(options.db, { email, username: usernameFor(email, undefined), adminEmails: options.adminEmails });
    if (created) return created;
  }
  throw new AppError("auth_failed", 401, "Test login failed: please try again.");
}

export async function getUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
