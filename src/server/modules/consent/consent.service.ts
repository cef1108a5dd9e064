import { and, desc, eq, gt, sql } from "drizzle-orm";
import { CONSENT_WORDING, CONSENT_WORDING_VERSION, type TConsentView, type TParentView } from "../../../shared/consent";
import type { TDb } from "../../db/client";
import { generatedBlocks, parentalConsents, users, type TParentalConsentRow, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { deleteUserAccount, exportUserData, type TDbOrTransaction, type TUserExport } from "../account-data/account-data.service";
import { MailUnavailableError, type TMailer } from "../mail/mail.service";
import { adultFromBirth, ageStatusOf, assertPlausibleBirthDate } from "./consent.age";
import { consentApprovedMail, consentRequestMail } from "./consent.mail";
import { readConsentLink, signConsentLink, type TConsentLinkPurpose } from "./consent.tokens";

/** A parent's page link stays valid this long; withdrawing consent or deleting the account ends it sooner. */
export const MANAGE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const linkGone = () => new AppError("consent_link_invalid", 410, "This link has expired or has already been used.");

/** First sign-in step. Set once: a child cannot come back and claim another age. */
export async function setBirthDate(options: { db: TDb; user: TUserRow; year: number; month: number; consentAge: number; now: Date }): Promise<TUserRow> {
  const { db, user, year, month, now } = options;
  if (user.birthYear !== null) throw new AppError("birth_date_already_set", 409, "Your birth date is already saved.");
  assertPlausibleBirthDate(year, month, now);
  const [updated] = await db
    .update(users)
    .set({ birthYear: year, birthMonth: month, adultFrom: adultFromBirth(year, month, options.consentAge) })
    .where(and(eq(users.id, user.id), sql`${users.birthYear} is null`))
    .returning();
  if (!updated) throw new AppError("birth_date_already_set", 409, "Your birth date is already saved.");
  return updated;
}

/**
 * The child asks a parent: any earlier open request is superseded, and the e-mail is sent inside
 * the transaction, so a request exists only if its e-mail went out.
 */
export async function requestConsent(options: {
  db: TDb;
  mailer: TMailer;
  secret: string;
  user: TUserRow;
  parentEmail: string;
  baseUrl: string;
  ttlHours: number;
  now: Date;
  readerLocale?: string;
}): Promise<{ parentEmail: string; expiresAt: Date }> {
  const { db, user, parentEmail, now } = options;
  if (ageStatusOf(user, now) !== "child") throw new AppError("consent_not_needed", 409, "Your account does not need a parent's permission.");
  if (user.parentalConsent === "approved") throw new AppError("consent_already_given", 409, "A parent has already said yes.");
  if (parentEmail === user.email) {
    throw new AppError("parent_email_is_own", 400, "That is your own e-mail address. Please enter your parent's e-mail address.");
  }
  const expiresAt = new Date(now.getTime() + options.ttlHours * 60 * 60 * 1000);
  try {
    await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      await tx
        .update(parentalConsents)
        .set({ status: "superseded", decidedAt: now })
        .where(and(eq(parentalConsents.userId, user.id), eq(parentalConsents.status, "pending")));
      const [row] = await tx.insert(parentalConsents).values({ userId: user.id, parentEmail, requestedAt: now, expiresAt }).returning();
      if (!row) throw new Error("parental_consents insert returned no row");
      await tx.update(users).set({ parentalConsent: "requested" }).where(eq(users.id, user.id));
      const token = await signConsentLink({ secret: options.secret, purpose: "consent", consentId: row.id, now, expiresAt });
      await options.mailer.send(
        consentRequestMail({ to: parentEmail, childId: user.id, childName: user.username, childEmail: user.email, link: `${options.baseUrl}/consent/${token}`,
          expiresAt,
          ...(options.readerLocale ? { readerLocale: options.readerLocale } : {}),
        }),
      );
    });
  } catch (error) {
    if (error instanceof MailUnavailableError) throw new AppError("mail_unavailable", 503, "We cannot send e-mail right now, so we cannot ask your parent. Please try again later.");
    throw error;
  }
  return { parentEmail, expiresAt };
}

async function findConsentByLink(options: { db: TDb; secret: string; token: string; purpose: TConsentLinkPurpose; now: Date }) {
  const consentId = await readConsentLink(options);
  if (consentId === undefined) throw linkGone();
  const [row] = await options.db
    .select({ consent: parentalConsents, user: users })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(eq(parentalConsents.id, consentId));
  if (!row) throw linkGone();
  return row;
}

const isOpen = (consent: TParentalConsentRow, now: Date) => consent.status === "pending" && consent.expiresAt.getTime() > now.getTime();

/** What the consent page shows; the link is not used up by reading it. */
export async function getConsentView(options: { db: TDb; secret: string; token: string; now: Date }): Promise<TConsentView> {
  const { consent, user } = await findConsentByLink({ ...options, purpose: "consent" });
  if (!isOpen(consent, options.now)) throw linkGone();
  return {
    childName: user.username,
    childEmail: user.email,
    parentEmail: consent.parentEmail,
    wordingVersion: CONSENT_WORDING_VERSION,
    wording: [...CONSENT_WORDING],
    expiresAt: consent.expiresAt.toISOString(),
  };
}

/**
 * The parent's answer. The conditional UPDATE (still pending, not expired) is what makes the link
 * single-use. Approve records who, when, from where and the exact wording; decline deletes the
 * account and everything in it, in the same transaction.
 */
export async function decideConsent(options: {
  db: TDb;
  mailer: TMailer;
  secret: string;
  token: string;
  decision: "approve" | "decline";
  ip: string;
  baseUrl: string;
  now: Date;
}): Promise<{ managePath?: string; deletedUserId?: number }> {
  const { db, now } = options;
  const { consent, user } = await findConsentByLink({ ...options, purpose: "consent" });
  if (!isOpen(consent, now)) throw linkGone();

  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(parentalConsents)
      .set({
        status: options.decision === "approve" ? "approved" : "declined",
        decidedAt: now,
        decidedFromIp: options.ip,
        wordingVersion: CONSENT_WORDING_VERSION,
        wording: CONSENT_WORDING.join("\n\n"),
      })
      .where(and(eq(parentalConsents.id, consent.id), eq(parentalConsents.status, "pending"), gt(parentalConsents.expiresAt, now)))
      .returning();
    if (!row) return undefined;
    if (options.decision === "approve") await tx.update(users).set({ parentalConsent: "approved" }).where(eq(users.id, user.id));
    else await deleteUserAccount({ db: tx, userId: user.id });
    return row;
  });
  if (!decided) throw linkGone();
  if (options.decision === "decline") return { deletedUserId: user.id };

  const manageToken = await signConsentLink({ secret: options.secret, purpose: "manage", consentId: consent.id, now, expiresAt: new Date(now.getTime() + MANAGE_LINK_TTL_MS) });
  const managePath = `/consent/manage/${manageToken}`;
  // The consent is recorded whatever happens to this e-mail; the page also shows the link.
  await options.mailer
    .send(consentApprovedMail({ to: consent.parentEmail, childId: user.id, childName: user.username, manageLink: `${options.baseUrl}${managePath}` }))
    .catch((error: unknown) => console.error("Sending the parent's manage link failed:", error));
  return { managePath };
}

/**
 * The parent's page. A link speaks for the consent row it names only while that row is the
 * child's latest word: approved, or withdrawn (the parent may still see, download and delete
 * until the child asks anyone again). Once a newer request exists, the old link has no power
 * at all, whatever its own row says (issue 25).
 */
function assertLinkSpeaksForChild(consent: TParentalConsentRow, latestId: number | undefined): void {
  if (consent.status !== "approved" && consent.status !== "revoked") throw linkGone();
  if (latestId !== consent.id) throw linkGone();
}

async function latestConsentId(db: TDbOrTransaction, userId: number): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: parentalConsents.id })
    .from(parentalConsents)
    .where(eq(parentalConsents.userId, userId))
    .orderBy(desc(parentalConsents.id))
    .limit(1);
  return latest?.id;
}

/**
 * The user row locked for the rest of the transaction: every change to a child's consent takes
 * it first, so a parent's action and the child's new request happen one after the other.
 */
async function lockUser(tx: TDbOrTransaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function openParentView(options: { db: TDb; secret: string; token: string; now: Date }) {
  const found = await findConsentByLink({ ...options, purpose: "manage" });
  assertLinkSpeaksForChild(found.consent, await latestConsentId(options.db, found.user.id));
  return found;
}

/**
 * Runs a parent's change (withdraw, delete) inside one transaction that first re-checks, with
 * the child's row locked, that the link still speaks for the child.
 */
async function withParentLink<T>(
  options: { db: TDb; secret: string; token: string; now: Date },
  change: (tx: TDbOrTransaction, found: { consent: TParentalConsentRow; user: TUserRow }) => Promise<T>,
): Promise<T> {
  const found = await findConsentByLink({ ...options, purpose: "manage" });
  return options.db.transaction(async (tx) => {
    await lockUser(tx, found.user.id);
    const [consent] = await tx.select().from(parentalConsents).where(eq(parentalConsents.id, found.consent.id));
    if (!consent) throw linkGone();
    assertLinkSpeaksForChild(consent, await latestConsentId(tx, found.user.id));
    return change(tx, { consent, user: found.user });
  });
}

export async function getParentView(options: { db: TDb; secret: string; token: string; now: Date }): Promise<TParentView> {
  const { consent, user } = await openParentView(options);
  const generations = await options.db
    .select({ id: generatedBlocks.id, prompt: generatedBlocks.prompt, blocks: generatedBlocks.blocks, createdAt: generatedBlocks.createdAt })
    .from(generatedBlocks)
    .where(eq(generatedBlocks.userId, user.id))
    .orderBy(desc(generatedBlocks.createdAt), desc(generatedBlocks.id));
  return {
    child: { username: user.username, email: user.email, createdAt: user.createdAt.toISOString(), birthYear: user.birthYear, birthMonth: user.birthMonth },
    consent: { parentEmail: consent.parentEmail, status: consent.status, decidedAt: consent.decidedAt?.toISOString() ?? null, wordingVersion: consent.wordingVersion },
    generations: generations.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * The child's data as the parent downloads it: everything of the child's, but of the consent
 * records only this parent's own (another parent's e-mail is that parent's, not the child's).
 */
export async function exportChildDataForParent(options: { db: TDb; secret: string; token: string; now: Date }): Promise<{ userId: number; data: TUserExport }> {
  const { consent, user } = await openParentView(options);
  const data = await exportUserData({ db: options.db, userId: user.id, now: options.now });
  data.tables.parental_consents = (data.tables.parental_consents ?? []).filter((row) => row.id === consent.id);
  return { userId: user.id, data };
}

/** The parent withdraws consent: generation stops at once; the account then waits as a new one would. */
export async function revokeConsent(options: { db: TDb; secret: string; token: string; now: Date }): Promise<void> {
  await withParentLink(options, async (tx, { consent, user }) => {
    const revoked = await tx
      .update(parentalConsents)
      .set({ status: "revoked", decidedAt: options.now })
      .where(and(eq(parentalConsents.id, consent.id), eq(parentalConsents.status, "approved")))
      .returning({ id: parentalConsents.id });
    // Withdrawing twice changes nothing; only the consent that stands can be taken back.
    if (revoked.length > 0) await tx.update(users).set({ parentalConsent: "none" }).where(eq(users.id, user.id));
  });
}

/** The parent deletes the child's account, everything in it, in the same transaction as the check. */
export async function deleteChildByParent(options: { db: TDb; secret: string; token: string; now: Date }): Promise<{ userId: number }> {
  return withParentLink(options, async (tx, { user }) => {
    await deleteUserAccount({ db: tx, userId: user.id });
    return { userId: user.id };
  });
}

/**
 * Children's accounts nobody said yes to are deleted once they have waited longer than a consent
 * link lives: no open request, and nothing happened (sign-up, request, decision) for that long.
 * Runs at start-up, periodically, and never touches adults or approved children.
 */
export async function sweepUnconsentedChildren(options: { db: TDb; now: Date; ttlHours: number }): Promise<number> {
  const now = options.now.toISOString();
  const cutoff = new Date(options.now.getTime() - options.ttlHours * 60 * 60 * 1000).toISOString();
  const rows = (await options.db.execute(sql`
    SELECT u.id FROM users u
    WHERE u.adult_from > ${now}::timestamptz
      AND u.parental_consent <> 'approved'
      AND u.role = 'user'
      AND GREATEST(u.created_at, COALESCE((SELECT max(GREATEST(p.requested_at, COALESCE(p.decided_at, p.requested_at))) FROM parental_consents p WHERE p.user_id = u.id), u.created_at)) < ${cutoff}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM parental_consents p WHERE p.user_id = u.id AND p.status = 'pending' AND p.expires_at > ${now}::timestamptz)
  `)) as unknown as { rows: Array<{ id: number }> };
  return deleteAccounts(options.db, rows.rows, "unconsented child");
}

/**
 * Accounts that never told us their age (issue 25): they cannot generate, so all they hold is a
 * sign-in, and nobody should keep that for ever. Deleted once they have waited as long as a
 * consent link lives since their last sign-in, like an unconsented child's; never an
 * administrator's, and never one that bought tokens (its purchases must stay with it).
 */
export async function sweepUndatedAccounts(options: { db: TDb; now: Date; ttlHours: number }): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.ttlHours * 60 * 60 * 1000).toISOString();
  const rows = (await options.db.execute(sql`
    SELECT u.id FROM users u
    WHERE u.birth_year IS NULL
      AND u.role = 'user'
      AND u.available_tokens = 0 AND u.tokens_purchased = 0
      AND NOT EXISTS (SELECT 1 FROM token_purchases p WHERE p.user_id = u.id)
      AND GREATEST(u.created_at, COALESCE((SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id), u.created_at)) < ${cutoff}::timestamptz
  `)) as unknown as { rows: Array<{ id: number }> };
  return deleteAccounts(options.db, rows.rows, "never-dated");
}

async function deleteAccounts(db: TDb, rows: Array<{ id: number }>, what: string): Promise<number> {
  let deleted = 0;
  for (const row of rows) {
    try {
      await deleteUserAccount({ db, userId: Number(row.id) });
      deleted += 1;
    } catch (error) {
      console.error(`Deleting ${what} account ${row.id} failed:`, error);
    }
  }
  return deleted;
}
