import type { ReactNode } from "react";
import { SITE_CONTACT } from "./site-contact";

/**
 * The configured contact address as a mailto link; `fallback` when this deployment has none
 * (no address is ever made up).
 */
export function ContactEmail({ subject, fallback, className }: { subject?: string; fallback: ReactNode; className?: string }) {
  const email = SITE_CONTACT.email;
  if (!email) return <>{fallback}</>;
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <a href={href} className={className ?? "font-bold text-sea-700"}>
      {email}
    </a>
  );
}

export const hasContactEmail = (): boolean => SITE_CONTACT.email !== undefined;
