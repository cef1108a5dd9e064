import { drawnWords, type TPictureMark } from "../../../blocks/diff";

/**
 * What changed, marked in the picture (issue 30): the block of every changed or added line (and
 * the blocks using a variable whose start value changed) gets a thick amber outline, applied to
 * the SVG scratchblocks drew (the renderer is not changed). Which drawn block a line is comes
 * from `pictureMarks` (src/blocks/diff/diff.picture.ts): its words and which of the lines with
 * those words it is; the picture draws them in the text's order. The words list beside the
 * picture says the same for screen readers; the marks are for eyes.
 */
export const CHANGE_MARK_COLOUR = "#F59E0B";

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

/** A C-block's inner script: a group of block groups (a block's own group starts with its shape). */
const isScriptGroup = (element: Element) => element.tagName === "g" && element.firstElementChild?.tagName === "g";

/**
 * The words a block draws on its first line: its labels and values up to its first inner script,
 * so `forever` is not read with its body's words, nor `if … then` with its `else`.
 */
function ownWords(group: SVGGElement): string {
  let words = "";
  for (const child of Array.from(group.children)) {
    if (isScriptGroup(child)) break;
    words += ` ${child.textContent ?? ""}`;
  }
  return drawnWords(words);
}

/** Every drawn block and comment of a picture, in drawing order (the text's order). */
function drawnBlocks(svg: SVGSVGElement): Array<{ group: SVGGElement; shape: SVGElement; words: string }> {
  return Array.from(svg.querySelectorAll("g"))
    .map((group) => ({ group, shape: blockShape(group), words: ownWords(group) }))
    .filter((block): block is { group: SVGGElement; shape: SVGElement; words: string } => block.shape !== null);
}

/** Marks these blocks in one drawn picture; returns how many were marked. */
export function markChanges(svg: SVGSVGElement, marks: readonly TPictureMark[]): number {
  if (marks.length === 0) return 0;
  const blocks = drawnBlocks(svg);
  let marked = 0;
  for (const mark of marks) {
    // the mark's own block or none: another block with the same words is never marked instead
    const block = blocks.filter((candidate) => candidate.words === mark.words)[mark.occurrence];
    if (!block) continue;
    block.group.dataset.change = mark.kind;
    // what the drawing had, so clearChanges can give it back
    block.shape.dataset.changeStroke = block.shape.style.stroke;
    block.shape.dataset.changeStrokeWidth = block.shape.style.strokeWidth;
    block.shape.style.stroke = CHANGE_MARK_COLOUR;
    block.shape.style.strokeWidth = "4px";
    outline(block.group);
    marked += 1;
  }
  return marked;
}

/**
 * Takes every mark off a picture. A picture is not always drawn again when the marks change: an
 * undo that only puts back a variable's start value leaves each sprite's scripts, and so their
 * drawings, as they were.
 */
export function clearChanges(svg: SVGSVGElement): void {
  for (const frame of Array.from(svg.querySelectorAll("rect[data-change-frame]"))) frame.remove();
  for (const group of Array.from(svg.querySelectorAll<SVGGElement>("g[data-change]"))) {
    delete group.dataset.change;
    const shape = blockShape(group);
    if (!shape || shape.dataset.changeStroke === undefined) continue;
    shape.style.stroke = shape.dataset.changeStroke;
    shape.style.strokeWidth = shape.dataset.changeStrokeWidth ?? "";
    delete shape.dataset.changeStroke;
    delete shape.dataset.changeStrokeWidth;
  }
  delete svg.dataset.changesMarked;
}
