/**
 * PNG export of rendered block pictures (SPEC 9 "Download image"): scale 2, white background,
 * 20 px padding. The padding is in CSS pixels like the picture, so the PNG is exactly
 * (width + 2 × 20) × 2 by (height + 2 × 20) × 2 device pixels for one picture; several pictures
 * are stacked top to bottom with the same gap between them, and a whole project's pictures each
 * under their section's title (issue 31).
 */
export const PNG_SCALE = 2;
export const PNG_PADDING = 20;
export const PNG_BACKGROUND = "#ffffff";
export const PNG_FILE_NAME = "scratch-blocks.png";

/** Failures whose message is shown to people as is (SPEC 8). */
export class BlocksImageError extends Error {
  override name = "BlocksImageError";
}

export const CONTAINER_NOT_FOUND = "Blocks container not found";
export const NO_SVG_FOUND = "No SVG elements found";

/** A whole project's section titles ("Sprite: Paddle") over their pictures: bold, in the site's ink colour. */
export const PNG_TITLE_FONT = "bold 18px sans-serif";
export const PNG_TITLE_HEIGHT = 28;
const PNG_TITLE_COLOUR = "#1f2937";

type TPicture = { svg: SVGSVGElement; width: number; height: number; title: string | null };

/** The attribute that holds a section's title, on the element around its pictures (block-panel.tsx sets it). */
export const PNG_SECTION_ATTRIBUTE = "data-png-section";

/** The section title a picture sits under, if any. */
function sectionTitle(svg: SVGSVGElement): string | null {
  return svg.closest(`[${PNG_SECTION_ATTRIBUTE}]`)?.getAttribute(PNG_SECTION_ATTRIBUTE) ?? null;
}

function pictureSize(svg: SVGSVGElement): { width: number; height: number } {
  // scratchblocks writes its layout size into width/height; the bounding box is the fallback
  // for any other SVG that may sit in the container.
  const width = Number.parseFloat(svg.getAttribute("width") ?? "");
  const height = Number.parseFloat(svg.getAttribute("height") ?? "");
  if (width > 0 && height > 0) return { width, height };
  const box = svg.getBoundingClientRect();
  return { width: box.width, height: box.height };
}

function collectPictures(container: Element | null): TPicture[] {
  if (!container) throw new BlocksImageError(CONTAINER_NOT_FOUND);
  // Icons inside a picture are nested <svg>s in some renderers; only outermost ones are pictures.
  const pictures = Array.from(container.querySelectorAll("svg"))
    .filter((svg) => !svg.parentElement?.closest("svg"))
    .map((svg) => ({ svg, ...pictureSize(svg), title: sectionTitle(svg) }))
    .filter((picture) => picture.width > 0 && picture.height > 0);
  if (pictures.length === 0) throw new BlocksImageError(NO_SVG_FOUND);
  return pictures;
}

/**
 * scratchblocks colours blocks through class rules in a <style> it adds to the page; an SVG
 * drawn as an image sees none of the page's CSS, so the rules that style block pictures are
 * copied into the serialised SVG.
 */
function blockStyleRules(doc: Document): string {
  const rules: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet cannot be read and holds no block styles
    }
    for (const rule of Array.from(cssRules)) {
      if (rule.cssText.includes(".sb3-") || rule.cssText.includes(".sb-")) rules.push(rule.cssText);
    }
  }
  return rules.join("\n");
}

function serialise(picture: TPicture, css: string): string {
  const clone = picture.svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", String(picture.width));
  clone.setAttribute("height", String(picture.height));
  const style = picture.svg.ownerDocument.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = css;
  clone.insertBefore(style, clone.firstChild);
  return new XMLSerializer().serializeToString(clone);
}

function loadImage(svgText: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("the block picture could not be drawn"));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  });
}

export type TBlocksPng = { blob: Blob; width: number; height: number };

export async function renderBlocksPng(container: Element | null): Promise<TBlocksPng> {
  const pictures = collectPictures(container);
  const css = blockStyleRules(pictures[0]!.svg.ownerDocument);
  const images = await Promise.all(pictures.map((picture) => loadImage(serialise(picture, css))));

  // A title goes above the first picture of each titled section.
  const titled = pictures.map((picture, index) => (picture.title !== null && picture.title !== pictures[index - 1]?.title ? picture.title : null));
  const measure = document.createElement("canvas").getContext("2d");
  if (measure) measure.font = PNG_TITLE_FONT;
  const titleWidths = titled.map((title) => (title && measure ? Math.ceil(measure.measureText(title).width) : 0));
  const contentWidth = Math.max(...pictures.map((picture) => picture.width), ...titleWidths);
  const titleCount = titled.filter((title) => title !== null).length;
  const contentHeight = pictures.reduce((sum, picture) => sum + picture.height, 0) + PNG_PADDING * (pictures.length - 1) + PNG_TITLE_HEIGHT * titleCount;
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil((contentWidth + PNG_PADDING * 2) * PNG_SCALE);
  canvas.height = Math.ceil((contentHeight + PNG_PADDING * 2) * PNG_SCALE);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser cannot draw images");

  context.fillStyle = PNG_BACKGROUND;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(PNG_SCALE, PNG_SCALE);
  let y = PNG_PADDING;
  context.font = PNG_TITLE_FONT;
  context.textBaseline = "top";
  pictures.forEach((picture, index) => {
    const title = titled[index];
    if (title) {
      context.fillStyle = PNG_TITLE_COLOUR;
      context.fillText(title, PNG_PADDING, y);
      y += PNG_TITLE_HEIGHT;
    }
    context.drawImage(images[index]!, PNG_PADDING, y, picture.width, picture.height);
    y += picture.height + PNG_PADDING;
  });

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("the image could not be encoded as PNG");
  return { blob, width: canvas.width, height: canvas.height };
}

/** Saves a blob through a temporary link, the one way every browser offers a named download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
