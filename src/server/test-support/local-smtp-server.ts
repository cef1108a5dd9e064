import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and an ephemeral port, for tests: the app's
 * nodemailer transport sends to it over SMTP and the test reads what arrived.
 */
export interface TCapturedMail {
  from: string;
  to: string[];
  /** The raw RFC 822 message (headers and body). */
  raw: string;
}

export interface TLocalSmtpServer {
  url: string;
  messages: TCapturedMail[];
  /** Resolves with the next message once it has arrived (or the first one not yet taken). */
  next(timeoutMs?: number): Promise<TCapturedMail>;
  close(): Promise<void>;
}

export async function startLocalSmtpServer(): Promise<TLocalSmtpServer> {
  const messages: TCapturedMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next: async (timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= taken) {
        if (Date.now() > deadline) throw new Error("no e-mail arrived");
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a text body. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in a message that contains `pathPart`. */
export function findLink(raw: string, pathPart: string): string {
  const text = decodeQuotedPrintable(raw);
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/]/g, "\\/")}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPart} link in the e-mail:\n${text}`);
  return match[0];
}
