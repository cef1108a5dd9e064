import { dateTimeForReader } from "../../lib/date-words";
import type { TMailMessage } from "../mail/mail.service";

/** The e-mails a parent receives, in plain words (issue 16). */

export function consentRequestMail(options: {
  to: string;
  childId: number;
  childName: string;
  childEmail: string;
  link: string;
  expiresAt: Date;
  /** The language the child's browser reads (a parent is likely to read it too); the date is also written in it. */
  readerLocale?: string;
}): TMailMessage {
  const until = dateTimeForReader(options.expiresAt, options.readerLocale);
  const text = [
    "Hello,",
    "",
    `${options.childName} (${options.childEmail}) signed up to PromptBlocks and asked you to say yes, because they told us they are under 13.`,
    "",
    "PromptBlocks turns an idea typed in plain words into blocks for Scratch 3. Before your child can make their own blocks, we need a parent's permission.",
    "",
    "Please open this link to read what we keep and why, and to say yes or no:",
    options.link,
    "",
    `The link works once and until ${until}. If you say no, or do not answer by then, the account and everything in it is deleted.`,
    "",
    "If you do not know this child, you can ignore this e-mail: the account will be deleted.",
    "",
    "PromptBlocks",
  ].join("\n");
  return { to: options.to, subject: `${options.childName} asks your permission to use PromptBlocks`, text, aboutUserId: options.childId };
}

export function consentApprovedMail(options: { to: string; childId: number; childName: string; manageLink: string }): TMailMessage {
  const text = [
    "Hello,",
    "",
    `Thank you. ${options.childName} can now make blocks on PromptBlocks.`,
    "",
    "Keep this link. On that page you can see what your child made, download all their data, withdraw your consent, or delete the account:",
    options.manageLink,
    "",
    "PromptBlocks",
  ].join("\n");
  return { to: options.to, subject: `You said yes for ${options.childName}: your PromptBlocks parent page`, text, aboutUserId: options.childId };
}
