import { ExternalLink } from "lucide-react";
import { Link } from "../../lib/navigation";
import { OperatorContact } from "../../features/marketing/contact-email";
import { OPERATOR, type TOperator } from "../../features/marketing/operator";
import { SITE_CONTACT, type TSiteContact } from "../../features/marketing/site-contact";
import { SITE } from "../../lib/site";
import { Brand } from "./brand";

type TFooterLink = { to: string; label: string };

/** SPEC 2 "Footer": product, resources and company columns. */
const COLUMNS: { title: string; links: TFooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { to: "/#generator", label: "Block generator" },
      { to: "/features", label: "Features" },
      { to: "/pricing", label: "Pricing" },
      { to: "/#examples", label: "Examples" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/doc", label: "User guide" },
      { to: "/for-schools", label: "For schools" },
      { to: "/for-parents", label: "For parents" },
      { to: "/test-blocks", label: "Block gallery" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About us" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
    ],
  },
];

const SOCIAL_NAMES: Record<TSiteContact["socials"][number]["network"], string> = {
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  github: "GitHub",
};

/** The copyright year is fixed at build time so prerendered HTML and the hydrated page agree. */
const COPYRIGHT_YEAR = new Date().getFullYear();

export function SiteFooter({ contact = SITE_CONTACT, operator = OPERATOR }: { contact?: TSiteContact; operator?: TOperator }) {
  return (
    <footer className="mt-20 border-t-2 border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Brand />
          <p className="max-w-xs text-ink-soft">
            {SITE.tagline} Made for students, teachers and parents. PromptBlocks is an independent tool for Scratch and
            is not affiliated with the Scratch Foundation or the MIT Scratch Team.
          </p>
          <div data-testid="footer-contact">
            <h2 className="sr-only">Contact</h2>
            <OperatorContact operator={operator} className="text-sm" />
          </div>
          {contact.socials.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="PromptBlocks on social media">
              {contact.socials.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (opens in a new tab)`}
                    className="inline-flex items-center gap-1.5 rounded-full border-2 border-line px-3 py-1 text-sm font-bold text-ink-soft no-underline hover:border-brand-200 hover:text-ink"
                  >
                    {SOCIAL_NAMES[social.network]} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-extrabold uppercase tracking-wider text-ink-soft">{column.title}</h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-semibold text-ink no-underline hover:text-brand-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t-2 border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-ink-soft md:flex-row md:items-center md:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {SITE.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link to="/privacy-policy" className="text-ink-soft hover:text-ink">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms-of-service" className="text-ink-soft hover:text-ink">Terms of Service</Link>
              </li>
              <li>
                <Link to="/privacy-policy#cookies" className="text-ink-soft hover:text-ink">Cookie Policy</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
