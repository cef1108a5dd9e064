import type { TAppEnv } from "../env";

/**
 * Where links we send people (a parent's consent e-mail) point: PUBLIC_URL, which env.ts requires
 * whenever mail can leave this machine, or else this server's own loopback address (the mail
 * outbox only exists on a loopback-only server). Never a request's Host header: anyone can write
 * one, and a child's request naming `Host: evil.example` must not put an evil link in a real
 * e-mail to their parent (issue 25).
 */
export function linkBaseUrl(env: Pick<TAppEnv, "PUBLIC_URL" | "listenHost" | "PORT">): string {
  if (env.PUBLIC_URL !== undefined) return env.PUBLIC_URL;
  const host = env.listenHost === undefined || env.listenHost === "0.0.0.0" || env.listenHost === "::" ? "127.0.0.1" : env.listenHost;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.PORT}`;
}
