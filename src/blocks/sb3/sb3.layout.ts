// Places scripts on the sprite's code area so none overlap when the project opens. Sizes are
// estimated in Scratch workspace units from the block tree (a stack block is 48 units tall and
// letters are about 9 units wide at the default zoom), deliberately on the generous side: a gap
// too wide is harmless, an overlap hides blocks from a child.
import type { Block, InputValue } from "../program";
import { vocabularyByOpcode } from "../vocabulary";

export interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const STACK_HEIGHT = 48;
/** Extension blocks (Pen, Music) carry an icon and a separator: taller and wider. */
const EXTENSION_HEIGHT = 64;
const EXTENSION_ICON_WIDTH = 56;
const HAT_HEIGHT = 88;
const DEFINE_HAT_HEIGHT = 112;
const C_MOUTH_MIN = 24;
const C_ARM_HEIGHT = 40;
const CHAR_WIDTH = 9;
const SLOT_PADDING = 24;
const BLOCK_PADDING = 40;
const SUBSTACK_INDENT = 16;
const C_BLOCK_MIN_WIDTH = 176;

export const SCRIPT_GAP = 48;
export const COLUMN_GAP = 96;
export const MARGIN = 48;
/** Columns stop growing past this height so long programs spread sideways, as people arrange them. */
const COLUMN_HEIGHT_LIMIT = 1600;
export const COMMENT_WIDTH = 200;
export const COMMENT_HEIGHT = 120;

const labelCharsByOpcode = new Map<string, number>();

function labelChars(block: Block): number {
  if (block.procedure) {
    const label = block.procedure.proccode.replace(/%[sbn]/g, "").length;
    // A define hat shows "define" and each argument's name in its own slot.
    if (block.opcode !== "procedures_definition") return label;
    return label + "define ".length + block.procedure.argumentNames.reduce((sum, name) => sum + name.length + 3, 0);
  }
  let chars = labelCharsByOpcode.get(block.opcode);
  if (chars === undefined) {
    const entry = vocabularyByOpcode.get(block.opcode);
    let text = (entry?.text ?? block.opcode).split("\n")[0]!;
    // Reporters and booleans are written inside their own ( ) or < >: drop that outer pair.
    if (entry && (entry.shape === "reporter" || entry.shape === "boolean")) text = text.slice(1, -1);
    // The label without its slot contents; slots are measured from the program's values.
    for (let previous = ""; previous !== text; ) {
      previous = text;
      text = text.replace(/\([^()]*\)|\[[^\]]*\]|<[^<>]*>/g, "");
    }
    chars = text.length;
    labelCharsByOpcode.set(block.opcode, chars);
  }
  return chars;
}

function inputWidth(value: InputValue): number {
  switch (value.type) {
    case "literal":
      return Math.max(40, value.value.length * CHAR_WIDTH + SLOT_PADDING);
    case "menu":
      return Math.max(48, value.text.length * CHAR_WIDTH + SLOT_PADDING + 16);
    case "block":
      return blockFaceWidth(value.block) + 8;
    case "empty":
      return 40;
  }
}

function inputHeightExtra(value: InputValue): number {
  return value.type === "block" ? 8 + blockFaceHeightExtra(value.block) : 0;
}

function blockValues(block: Block): InputValue[] {
  const values = Object.values(block.inputs);
  if (block.procedure) values.push(...block.procedure.arguments);
  return values;
}

function blockFaceWidth(block: Block): number {
  let width = BLOCK_PADDING + labelChars(block) * CHAR_WIDTH;
  for (const value of blockValues(block)) width += inputWidth(value) + 8;
  for (const field of Object.values(block.fields)) width += field.text.length * CHAR_WIDTH + SLOT_PADDING + 16;
  return width;
}

function blockFaceHeightExtra(block: Block): number {
  let extra = 0;
  for (const value of blockValues(block)) extra = Math.max(extra, inputHeightExtra(value));
  return extra;
}

function stackSize(blocks: readonly Block[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const block of blocks) {
    const size = blockSize(block);
    width = Math.max(width, size.width);
    height += size.height;
  }
  return { width, height };
}

/** Estimated size of one block including everything inside its C mouths. */
export function blockSize(block: Block): { width: number; height: number } {
  const entry = vocabularyByOpcode.get(block.opcode);
  const shape = entry?.shape ?? block.shape;
  const baseHeight = shape === "hat" ? HAT_HEIGHT : shape === "define-hat" ? DEFINE_HAT_HEIGHT : entry?.extension ? EXTENSION_HEIGHT : STACK_HEIGHT;
  const faceHeight = baseHeight + blockFaceHeightExtra(block);
  let width = blockFaceWidth(block) + (entry?.extension ? EXTENSION_ICON_WIDTH : 0);
  let height = faceHeight;
  const mouths = shape === "c-block-else" ? ["SUBSTACK", "SUBSTACK2"] as const : shape.startsWith("c-block") ? ["SUBSTACK"] as const : [];
  // A C-block's arm and mouth never get narrower than Scratch draws them.
  if (mouths.length > 0) width = Math.max(width, C_BLOCK_MIN_WIDTH);
  for (const mouth of mouths) {
    const inner = stackSize(block.substacks[mouth] ?? []);
    width = Math.max(width, SUBSTACK_INDENT + inner.width);
    height += Math.max(C_MOUTH_MIN, inner.height) + C_ARM_HEIGHT;
  }
  return { width, height };
}

export function scriptSize(blocks: readonly Block[]): { width: number; height: number } {
  return stackSize(blocks);
}

/**
 * Boxes for scripts (in order) and then free-standing comments, in columns top to bottom,
 * left to right. Attached block comments sit to the right of their script, inside its box.
 */
export function layoutBoxes(scripts: readonly { width: number; height: number }[], commentCount: number): TBox[] {
  const boxes: TBox[] = [];
  let x = MARGIN;
  let y = MARGIN;
  let columnWidth = 0;
  const place = (width: number, height: number) => {
    if (y > MARGIN && y + height > COLUMN_HEIGHT_LIMIT) {
      x += columnWidth + COLUMN_GAP;
      y = MARGIN;
      columnWidth = 0;
    }
    boxes.push({ x, y, width, height });
    y += height + SCRIPT_GAP;
    columnWidth = Math.max(columnWidth, width);
  };
  for (const size of scripts) place(size.width, size.height);
  for (let i = 0; i < commentCount; i += 1) place(COMMENT_WIDTH, COMMENT_HEIGHT);
  return boxes;
}
