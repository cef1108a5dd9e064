import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { TDb } from "../../db/client";
import { users } from "../../db/schema";
import type { TAppEnv } from "../../env";

export interface TMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The account the message is about (a child, in a parent's e-mail): its outbox copy goes with the account. */
  aboutUserId?: number;
}

export interface TSentMail {
  messageId: string;
  /** Where the outbox wrote the message (no SMTP configured). */
  emlPath?: string;
}

export interface TMailer {
  /** "smtp", "outbox" (files under DATA_DIR/outbox) or "disabled" (production without SMTP). */
  kind: "smtp" | "outbox" | "disabled";
  send(message: TMailMessage): Promise<TSentMail>;
  close(): void;
}

export class MailUnavailableError extends Error {
  constructor() {
    super("E-mail is not set up on this server (SMTP_URL).");
    this.name = "MailUnavailableError";
  }
}

/**
 * E-mail through nodemailer. With SMTP_URL it sends for real; without, outside production, each
 * message is written as a complete RFC 822 `.eml` file under DATA_DIR/outbox/ and its path logged,
 * so `npm start` alone can walk the consent journey (open the file, follow the link). In
 * production, or on a server others can reach, without SMTP nothing pretends to send (DESIGN:
 * local conveniences stay local; issue 25).
 */
export function createMailer(env: Pick<TAppEnv, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR" | "isMailOutboxEnabled">): TMailer {
  if (env.SMTP_URL !== undefined) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: "smtp",
      send: async (message) => {
        const { aboutUserId: _about, ...mail } = message;
        const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  if (!env.isMailOutboxEnabled) {
    return {
      kind: "disabled",
      send: () => Promise.reject(new MailUnavailableError()),
      close: () => {},
    };
  }
  const outbox = outboxDir(env);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    send: async (message) => {
      const { aboutUserId, ...mail } = message;
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique across processes, and naming the account it is about.
      const about = aboutUserId === undefined ? "" : `-u${aboutUserId}`;
      const emlPath = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}${about}.eml`);
      await writeFile(emlPath, info.message as Buffer);
      console.log(`E-mail to ${message.to} ("${message.subject}") written to ${emlPath} (no SMTP_URL set).`);
      return { messageId: String(info.messageId), emlPath };
    },
    close: () => transport.close(),
  };
}

const outboxDir = (env: Pick<TAppEnv, "DATA_DIR">) => join(env.DATA_DIR, "outbox");
const ABOUT_USER = /-u(\d+)\.eml$/;

/** The outbox's messages, with the account each is about. */
async function outboxFiles(env: Pick<TAppEnv, "DATA_DIR">): Promise<Array<{ path: string; userId: number }>> {
  const names = await readdir(outboxDir(env)).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const match = ABOUT_USER.exec(name);
    return match ? [{ path: join(outboxDir(env), name), userId: Number(match[1]) }] : [];
  });
}

/**
 * An account was deleted: the outbox's copies of e-mails about it (a parent's consent request
 * naming the child) go too (issue 25). Real e-mail that left the machine is not ours to delete.
 */
export async function forgetOutboxMailAbout(env: Pick<TAppEnv, "DATA_DIR">, userId: number): Promise<void> {
  for (const file of await outboxFiles(env)) if (file.userId === userId) await rm(file.path, { force: true });
}

/** The same for every account that is gone, however it went (the periodic sweep's catch-all). */
export async function pruneOutboxOfDeletedAccounts(options: { env: Pick<TAppEnv, "DATA_DIR">; db: TDb }): Promise<number> {
  const files = await outboxFiles(options.env);
  if (files.length === 0) return 0;
  const ids = [...new Set(files.map((file) => file.userId))];
  const existing = new Set((await options.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id));
  const gone = files.filter((file) => !existing.has(file.userId));
  for (const file of gone) await rm(file.path, { force: true });
  return gone.length;
}
