import { and, desc, eq, gt, sql } from "drizzle-orm";
import { CONSENT_WORDING, CONSENT_WORDING_VERSION, type TConsentView, type TParentView } from "../../../shared/consent";
import type { TDb } from "../../db/client";
import { generatedBlocks, parentalConsents, users, type TParentalConsentRow, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { deleteUserAccount } from "../account-data/account-data.service";
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
      await tx
        .update(parentalConsents)
        .set({ status: "superseded", decidedAt: now })
        .where(and(eq(parentalConsents.userId, user.id), eq(parentalConsents.status, "pending")));
      const [row] = await tx.insert(parentalConsents).values({ userId: user.id, parentEmail, requestedAt: now, expiresAt }).returning();
      if (!row) throw new Error("parental_consents insert returned no row");
      await tx.update(users).set({ parentalConsent: "requested" }).where(eq(users.id, user.id));
      const token = await signConsentLink({ secret: options.secret, purpose: "consent", consentId: row.id, now, expiresAt });
      await options.mailer.send(
        consentRequestMail({ to: parentEmail, childName: user.username, childEmail: user.email, link: `${options.baseUrl}/consent/${token}`, expiresAt }),
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
}): Promise<{ managePath?: string }> {
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
  if (options.decision === "decline") return {};

  const manageToken = await signConsentLink({ secret: options.secret, purpose: "manage", consentId: consent.id, now, expiresAt: new Date(now.getTime() + MANAGE_LINK_TTL_MS) });
  const managePath = `/consent/manage/${manageToken}`;
  // The consent is recorded whatever happens to this e-mail; the page also shows the link.
  await options.mailer
    .send(consentApprovedMail({ to: consent.parentEmail, childName: user.username, manageLink: `${options.baseUrl}${managePath}` }))
    .catch((error: unknown) => console.error("Sending the parent's manage link failed:", error));
  return { managePath };
}

/** The parent's page: valid while the consent they gave stands (or was withdrawn, to delete). */
export async function openParentView(options: { db: TDb; secret: string; token: string; now: Date }) {
  const found = await findConsentByLink({ ...options, purpose: "manage" });
  if (found.consent.status !== "approved" && found.consent.status !== "revoked") throw linkGone();
  return found;
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

/** The parent withdraws consent: generation stops at once; the account then waits as a new one would. */
export async function revokeConsent(options: { db: TDb; secret: string; token: string; now: Date }): Promise<void> {
  const { consent, user } = await openParentView(options);
  await options.db.transaction(async (tx) => {
    await tx.update(parentalConsents).set({ status: "revoked", decidedAt: options.now }).where(and(eq(parentalConsents.id, consent.id), eq(parentalConsents.status, "approved")));
    await tx.update(users).set({ parentalConsent: "none" }).where(eq(users.id, user.id));
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
  let deleted = 0;
  for (const row of rows.rows) {
    try {
      await deleteUserAccount({ db: options.db, userId: Number(row.id) });
      deleted += 1;
    } catch (error) {
      console.error(`Deleting unconsented child account ${row.id} failed:`, error);
    }
  }
  return deleted;
}
