import { useState } from "react";

/** "ada lovelace" → "AL"; one word gives its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return (words[0] ?? "").slice(0, 2).toUpperCase();
  return `${(words[0] ?? "").charAt(0)}${(words[words.length - 1] ?? "").charAt(0)}`.toUpperCase();
}

export function avatarUrl(username: string): string {
  return `https://ui-avatars.com/api/?name=${encodeURIComponent(username)}&background=c2410c&color=fff&bold=true`;
}

/** The initials-avatar service's picture; our own initials when it cannot load (offline, CSP, blocked). */
export function UserAvatar({ username, size = 36 }: { username: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (failed) {
    return (
      <span
        style={style}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-extrabold text-white"
        aria-hidden="true"
        data-testid="avatar-initials"
      >
        {initialsOf(username)}
      </span>
    );
  }
  return (
    <img
      src={avatarUrl(username)}
      alt=""
      width={size}
      height={size}
      style={style}
      className="shrink-0 rounded-full bg-brand-100"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
