import { mkdir, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { TAppEnv } from "../../env";

export interface TMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
 * production without SMTP nothing pretends to send (DESIGN: local conveniences stay local).
 */
export function createMailer(env: Pick<TAppEnv, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR" | "NODE_ENV">): TMailer {
  if (env.SMTP_URL !== undefined) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: "smtp",
      send: async (message) => {
        const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  if (env.NODE_ENV === "production") {
    return {
      kind: "disabled",
      send: () => Promise.reject(new MailUnavailableError()),
      close: () => {},
    };
  }
  const outbox = join(env.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    send: async (message) => {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique across processes.
      const emlPath = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(emlPath, info.message as Buffer);
      console.log(`E-mail to ${message.to} ("${message.subject}") written to ${emlPath} (no SMTP_URL set).`);
      return { messageId: String(info.messageId), emlPath };
    },
    close: () => transport.close(),
  };
}
