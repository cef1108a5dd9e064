import { createContext, useContext, useEffect } from "react";
import { useLocation } from "../../lib/navigation";
import { notePageLive } from "../../lib/early-input";
import { SITE } from "../../lib/site";

export const SITE_NAME = "PromptBlocks";

/** The public address pages call canonical: PUBLIC_URL at build time, else the product's own. */
export const SITE_ORIGIN: string = (import.meta.env.PUBLIC_URL || SITE.url).replace(/\/+$/, "");

/** One tag of a page's <head>: its name, the attribute that tells it apart, and its attributes. */
type THeadTag = { tag: "meta" | "link"; key: string; attributes: Record<string, string> };
export type TPageHead = { title: string; tags: THeadTag[] };

function pageHead(title: string | undefined, description: string, pathname: string): TPageHead {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: turn ideas into blocks for Scratch`;
  const url = `${SITE_ORIGIN}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
  const meta = (key: "name" | "property", name: string, content: string): THeadTag => ({ tag: "meta", key, attributes: { [key]: name, content } });
  return {
    title: fullTitle,
    tags: [
      meta("name", "description", description),
      { tag: "link", key: "rel", attributes: { rel: "canonical", href: url } },
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", SITE_NAME),
      meta("property", "og:title", fullTitle),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("name", "twitter:card", "summary"),
    ],
  };
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The head as HTML, for the build's prerender to put in each page's <head>. */
export function pageHeadHtml(head: TPageHead): string {
  const tags = head.tags.map(
    ({ tag, attributes }) => `<${tag}${Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("")}>`,
  );
  return `<title>${escapeHtml(head.title)}</title>${tags.join("")}`;
}

/** Brings document.head in line with a page's head: each tag found by its telling attribute, or added. */
function applyPageHead(head: TPageHead): void {
  document.title = head.title;
  for (const { tag, key, attributes } of head.tags) {
    const selector = `${tag}[${key}="${CSS.escape(attributes[key] ?? "")}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
}

/** The prerender (entry-prerender.tsx) provides this to receive the page's head. */
export const PageHeadCollector = createContext<((head: TPageHead) => void) | null>(null);

/**
 * Per-page <title>, meta description, canonical address and Open Graph tags (SPEC 1, issue 12).
 * At build time they go into each prerendered page's <head>; in the browser each page writes its
 * own into document.head when it shows, so a route change never keeps the last page's title.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  const { pathname } = useLocation();
  const head = pageHead(title, description, pathname);
  const collect = useContext(PageHeadCollector);
  collect?.(head);
  const signature = pageHeadHtml(head);
  useEffect(() => applyPageHead(head), [signature]); // eslint-disable-line react-hooks/exhaustive-deps -- the signature is the head
  useEffect(notePageLive, []);
  return null;
}
