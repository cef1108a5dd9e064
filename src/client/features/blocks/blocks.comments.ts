/**
 * scratchblocks draws a comment as one line as long as its text, so a long `// comment` runs far
 * past the panel. Scratch itself shows a collapsed comment as its first words and "…"; the
 * picture does the same past MAX_COMMENT_WIDTH, keeps the whole text as the bubble's tooltip
 * (an SVG <title>, set as text, never markup) and shrinks the picture to what is left.
 */
export const MAX_COMMENT_WIDTH = 300;
/** scratchblocks' padding: 8 px either side of the label inside the bubble. */
const LABEL_PADDING = 16;
const SVG_NS = "http://www.w3.org/2000/svg";

function shorten(label: SVGTextElement, full: string, maxTextWidth: number): void {
  let low = 0;
  let high = full.length;
  // The longest start of the text that fits with its "…" (text width grows with length).
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    label.textContent = `${full.slice(0, middle).trimEnd()}…`;
    if (label.getComputedTextLength() <= maxTextWidth) low = middle;
    else high = middle - 1;
  }
  label.textContent = `${full.slice(0, low).trimEnd()}…`;
}

/** Shortens the picture's long comment bubbles; the SVG must be in the document (text is measured). */
export function fitLongComments(svg: SVGSVGElement): void {
  let changed = false;
  for (const bubble of Array.from(svg.querySelectorAll<SVGRectElement>("rect.sb3-comment"))) {
    const group = bubble.parentElement;
    const label = group?.querySelector<SVGTextElement>("text.sb3-comment-label");
    if (!group || !label || bubble.width.baseVal.value <= MAX_COMMENT_WIDTH) continue;
    const full = (label.textContent ?? "").trim();
    shorten(label, full, MAX_COMMENT_WIDTH - LABEL_PADDING);
    bubble.setAttribute("width", String(label.getComputedTextLength() + LABEL_PADDING));
    const title = document.createElementNS(SVG_NS, "title");
    title.textContent = full;
    group.prepend(title);
    changed = true;
  }
  if (!changed) return;
  // The picture was as wide as its longest bubble: make it as wide as what is drawn now.
  const viewBox = svg.viewBox.baseVal;
  const scale = viewBox.width > 0 ? svg.width.baseVal.value / viewBox.width : 1;
  const box = svg.getBBox();
  const width = Math.min(viewBox.width, box.x + box.width + 4);
  svg.setAttribute("viewBox", `${viewBox.x} ${viewBox.y} ${width} ${viewBox.height}`);
  svg.setAttribute("width", String(width * scale));
}
