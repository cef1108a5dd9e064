// An opened project's SVG costumes are markup written by anyone (issue 29, point 4): the engine's
// SVG renderer puts each one into the page for a moment to measure it, so a costume could carry
// a script, an event handler, a foreignObject full of HTML or a reference to a server. The page's
// CSP already blocks inline script and off-site loads; this is the second wall, applied before
// the engine sees a costume. DOMPurify (maintained, and the library Scratch's own renderer uses
// for the same job) does the parsing and the element and attribute allow-list; the hooks below
// add what it allows by default but a stage that makes no network request must not have.
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

const CONFIG: Config = {
  // SVG and its filters only: no HTML, no MathML. Scripts, foreignObject, use and on* attributes
  // are outside this profile.
  USE_PROFILES: { svg: true, svgFilters: true },
  // A link does nothing on a stage; media and canvas are not costume drawing.
  FORBID_TAGS: ["a", "audio", "video", "canvas", "iframe", "foreignObject"],
  // Costumes made from bitmaps embed them as data: images.
  ADD_DATA_URI_TAGS: ["image", "feImage"],
};

/** A reference inside the costume itself ("#gradient") or to data it carries ("data:image/png;..."). */
function isLocalReference(target: string): boolean {
  const value = target.replace(/[\s"']/g, "").toLowerCase();
  return value.startsWith("#") || value.startsWith("data:image/");
}

const CSS_URL = /url\(\s*(["']?)([^)"']*)\1\s*\)/gi;

/** CSS with every @import and every url() that leaves the costume made harmless. */
export function withoutOutsideCssReferences(css: string): string {
  return css.replace(/@import[^;]*;?/gi, "").replace(CSS_URL, (whole, _quote: string, target: string) => (isLocalReference(target) ? whole : "none"));
}

function hasOutsideCssReference(value: string): boolean {
  if (/@import/i.test(value)) return true;
  for (const match of value.matchAll(CSS_URL)) if (!isLocalReference(match[2] ?? "")) return true;
  return false;
}

let purifier: DOMPurify | null = null;

/** One DOMPurify of our own, so these hooks never change how anything else on the page sanitises. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === "href" || name === "xlink:href" || name === "src") {
      if (!isLocalReference(data.attrValue)) data.keepAttr = false;
      return;
    }
    // fill="url(https://…)", style="background: url(…)", filter, mask, clip-path...
    if (hasOutsideCssReference(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && node.textContent) node.textContent = withoutOutsideCssReferences(node.textContent);
  });
  purifier = instance;
  return instance;
}

/**
 * The costume's SVG text with nothing that can run or reach outside it. The text is parsed only
 * by DOMPurify, as HTML in a document of its own with no scripting: parsing it as an XML document
 * first made Chromium try the costume's onload handler there (the CSP blocked it, but a wall should
 * not be the first thing a hostile costume meets). The cleaned drawing is then written out as XML,
 * as the engine's SVG loader reads it.
 */
export function sanitiseSvgCostume(svgText: string): string {
  const fragment = getPurifier().sanitize(svgText, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const svg = [...fragment.children].find((element) => element.namespaceURI === SVG_NAMESPACE && element.localName === "svg");
  // Not an SVG drawing at all: nothing of it is passed on, and the engine shows an empty costume.
  return svg ? new XMLSerializer().serializeToString(svg) : "";
}

const isSvgFile = (name: string) => name.toLowerCase().endsWith(".svg");

/** The project's files with every SVG costume and backdrop sanitised (other files as they were). */
export function sanitiseProjectSvgs(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const result: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files)) {
    result[name] = isSvgFile(name) ? encoder.encode(sanitiseSvgCostume(decoder.decode(bytes))) : bytes;
  }
  return result;
}
