import type { TLineChange } from "../../../blocks/diff";
import { blockWords } from "../../../blocks/diff";

/**
 * What changed, marked in the picture (issue 30): every block of a changed or added line gets a
 * thick amber outline, applied to the SVG scratchblocks drew (the renderer is not changed). A
 * block is found by its words: the picture's labels and values in order are the line's words
 * without brackets and menu arrows. The words list beside the picture says the same for screen
 * readers; the marks are for eyes.
 */
export const CHANGE_MARK_COLOUR = "#F59E0B";

/** A line's words as the picture shows them: no brackets, no menu arrows, no green-flag words. */
export function pictureWords(line: string): string {
  return blockWords(line)
    .replace(/\s+v\s*([\])])/g, "$1")
    .replace(/\b(green\s+)?flag\b/gi, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

function blockShape(group: Element): SVGElement | null {
  const shape = group.firstElementChild;
  if (!(shape instanceof SVGElement) || !(shape.tagName === "path" || shape.tagName === "rect")) return null;
  if (shape.classList.contains("sb3-input") || shape.classList.contains("sb-input")) return null;
  return shape;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * A rounded amber frame around the block, drawn last inside its group: a comment or a shape whose
 * own stroke the drawing's rules hide still shows it was changed (the frame travels into the PNG).
 */
function outline(group: SVGGElement): void {
  if (group.querySelector(":scope > rect[data-change-frame]")) return;
  let box: DOMRect;
  try {
    box = group.getBBox();
  } catch {
    return;
  }
  if (box.width === 0 || box.height === 0) return;
  const frame = document.createElementNS(SVG_NS, "rect");
  frame.dataset.changeFrame = "yes";
  frame.setAttribute("x", String(box.x - 4));
  frame.setAttribute("y", String(box.y - 4));
  frame.setAttribute("width", String(box.width + 8));
  frame.setAttribute("height", String(box.height + 8));
  frame.setAttribute("rx", "8");
  frame.setAttribute("fill", "none");
  frame.setAttribute("stroke", CHANGE_MARK_COLOUR);
  frame.setAttribute("stroke-width", "4");
  frame.setAttribute("pointer-events", "none");
  group.appendChild(frame);
}

/** Marks the blocks of these changes in one drawn picture; returns how many were marked. */
export function markChanges(svg: SVGSVGElement, changes: readonly TLineChange[]): number {
  const wanted = changes.filter((change) => change.kind !== "removed" && change.after).map((change) => ({ kind: change.kind, words: pictureWords(change.after!) }));
  if (wanted.length === 0) return 0;
  const blocks = Array.from(svg.querySelectorAll("g"))
    .map((group) => ({ group, shape: blockShape(group), words: (group.textContent ?? "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "") }))
    .filter((block): block is { group: SVGGElement; shape: SVGElement; words: string } => block.shape !== null);
  let marked = 0;
  for (const change of wanted) {
    if (change.words === "") continue;
    // the block itself, or the smallest block starting with its words (a C-block holds its body's words too)
    const exact = blocks.filter((block) => block.words === change.words);
    const found = exact.length > 0 ? exact : blocks.filter((block) => block.words.startsWith(change.words)).sort((a, b) => a.words.length - b.words.length).slice(0, 1);
    for (const block of found) {
      block.group.dataset.change = change.kind;
      block.shape.style.stroke = CHANGE_MARK_COLOUR;
      block.shape.style.strokeWidth = "4px";
      outline(block.group);
      marked += 1;
    }
  }
  return marked;
}
