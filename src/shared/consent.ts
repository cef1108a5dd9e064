import { z } from "zod";

/** POST /api/user/birth-date: month and year only (nothing more is asked). */
export const ZBirthDateRequest = z.strictObject({
  year: z.number({ error: "Please choose a year" }).int().min(1900, "Please choose a year").max(9999),
  month: z.number({ error: "Please choose a month" }).int().min(1, "Please choose a month").max(12, "Please choose a month"),
});
export type TBirthDateRequest = z.infer<typeof ZBirthDateRequest>;

/** POST /api/consent/request. */
export const ZConsentRequest = z.strictObject({
  parentEmail: z.string().trim().toLowerCase().max(254, "That e-mail address is too long").pipe(z.email("Please enter your parent's e-mail address")),
});
export type TConsentRequest = z.infer<typeof ZConsentRequest>;

/** POST /api/consent/{token}. */
export const ZConsentDecision = z.strictObject({ decision: z.enum(["approve", "decline"]) });
export type TConsentDecision = z.infer<typeof ZConsentDecision>;

/**
 * What a parent reads before deciding, in plain words. The version and the full text are stored
 * with the decision (the record of the wording they saw), so change the version with the text.
 */
export const CONSENT_WORDING_VERSION = "2026-11-22";
export const CONSENT_WORDING: readonly string[] = [
  "PromptBlocks turns a child's idea, typed in plain words, into blocks for Scratch 3 that they can build themselves.",
  "What we keep: your child's e-mail address and username (from the sign-in), the month and year of birth they gave, the ideas they type, the blocks made for them, and how many free generations or tokens they have used. We also keep your e-mail address and this decision, so we can show that you agreed.",
  "Why: to make the blocks, to let your child find their earlier blocks again, and to count free generations. Nothing else.",
  "What we never do: no advertising, no analytics or tracking of any kind for your child, no selling or sharing of their data. Ideas are sent to the AI service that writes the blocks only to make them, and every idea and every answer passes a safety check for children first.",
  "Your rights: from the link in our e-mail you can see everything your child made, download all their data, withdraw your consent, or delete the account at any time. Withdrawing consent stops all generation at once.",
  "If you decline, or do not answer before the link expires, the account and everything in it is deleted.",
];

/** GET /api/consent/{token}: what the consent page shows. */
export const ZConsentView = z.object({
  childName: z.string(),
  childEmail: z.string(),
  parentEmail: z.string(),
  wordingVersion: z.string(),
  wording: z.array(z.string()),
  expiresAt: z.string(),
});
export type TConsentView = z.infer<typeof ZConsentView>;

/** POST /api/consent/{token} answer; after an approval, the parent's manage link. */
export const ZConsentDecisionResponse = z.object({
  decision: z.enum(["approve", "decline"]),
  /** Present after an approval: the parent's page for this child (also e-mailed). */
  managePath: z.string().optional(),
});
export type TConsentDecisionResponse = z.infer<typeof ZConsentDecisionResponse>;

/** POST /api/consent/request answer. */
export const ZConsentRequestResponse = z.object({ parentEmail: z.string(), expiresAt: z.string() });
export type TConsentRequestResponse = z.infer<typeof ZConsentRequestResponse>;

/** GET /api/consent/manage/{token}: the parent's view of one child. */
export const ZParentView = z.object({
  child: z.object({ username: z.string(), email: z.string(), createdAt: z.string(), birthYear: z.number().nullable(), birthMonth: z.number().nullable() }),
  consent: z.object({ parentEmail: z.string(), status: z.string(), decidedAt: z.string().nullable(), wordingVersion: z.string().nullable() }),
  generations: z.array(z.object({ id: z.number(), prompt: z.string(), blocks: z.string(), createdAt: z.string() })),
});
export type TParentView = z.infer<typeof ZParentView>;
