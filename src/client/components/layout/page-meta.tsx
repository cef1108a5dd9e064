import { useLocation } from "react-router";
import { SITE } from "../../lib/site";

export const SITE_NAME = "PromptBlocks";

/** The public address pages call canonical: PUBLIC_URL at build time, else the product's own. */
export const SITE_ORIGIN: string = (import.meta.env.PUBLIC_URL || SITE.url).replace(/\/+$/, "");

/**
 * Per-page <title>, meta description, canonical address and Open Graph tags (SPEC 1, issue 12).
 * React 19 hoists these into <head> (the build's prerender moves them there too, and hydration
 * adopts them) and removes them when the page unmounts, so each page states its own.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: turn ideas into blocks for Scratch`;
  const url = `${SITE_ORIGIN}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
