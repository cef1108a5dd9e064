import { Mail, Share2 } from "lucide-react";
import { Link } from "react-router";
import { SITE } from "../../lib/site";
import { Brand } from "./brand";

type TFooterLink = { to: string; label: string };

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
      { to: "/doc", label: "Documentation" },
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

/**
 * Social links are share links (they post a link to PromptBlocks on each network), so they
 * work without depending on accounts we may not run.
 */
function shareLinks(): { label: string; href: string }[] {
  const url = encodeURIComponent(SITE.url);
  const text = encodeURIComponent(`${SITE.name}: ${SITE.tagline}`);
  return [
    { label: "Share on X", href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: "Share on LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 border-t-2 border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Brand />
          <p className="max-w-xs text-ink-soft">
            {SITE.tagline} Made for students, teachers and parents. PromptBlocks is not affiliated with Scratch or
            the MIT Scratch Team.
          </p>
          <a href={`mailto:${SITE.contactEmail}`} className="inline-flex items-center gap-2 font-bold text-sea-700">
            <Mail className="h-4 w-4" aria-hidden="true" /> {SITE.contactEmail}
          </a>
          <ul className="flex flex-wrap gap-2" aria-label="Share PromptBlocks">
            {shareLinks().map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-full border-2 border-line px-3 py-1 text-sm font-bold text-ink-soft no-underline hover:border-brand-200 hover:text-ink"
                >
                  <Share2 className="h-3.5 w-3.5" aria-hidden="true" /> {link.label}
                </a>
              </li>
            ))}
          </ul>
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
            © {year} {SITE.name}. All rights reserved.
          </p>
          <p className="flex flex-wrap gap-4">
            <Link to="/privacy-policy" className="hover:text-ink">Privacy Policy</Link>
            <Link to="/terms-of-service" className="hover:text-ink">Terms of Service</Link>
            <Link to="/privacy-policy#cookies" className="hover:text-ink">Cookie Policy</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
