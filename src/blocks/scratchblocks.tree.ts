// Reading scratchblocks' syntax tree: node kinds, a block's slots and mouths, and the text a
// person wrote (for messages and hints).

import { Block, Comment, Glow, Input, Label, Script } from "scratchblocks/syntax/index.js";
import type { Block as SbBlock, Comment as SbComment, Input as SbInput, SbNode, Script as SbScript } from "scratchblocks/syntax/index.js";

// `instanceof` rather than scratchblocks' `isBlock`-style getters: every node kind is tested
// against every other, and a getter a class lacks is a slow lookup miss in V8, taken for every
// node of every parse. The tree always comes from scratchblocks/syntax's own parse.
export const isBlockNode = (n: unknown): n is SbBlock => n instanceof Block;
export const isInputNode = (n: unknown): n is SbInput => n instanceof Input;
export const isScriptNode = (n: unknown): n is SbScript => n instanceof Script;
export const isCommentNode = (n: unknown): n is SbComment => n instanceof Comment;
export const isLabelNode = (n: unknown): n is { value: string; isLabel: true } => n instanceof Label;
export const isGlowNode = (n: unknown): n is { child: SbScript | SbBlock } => n instanceof Glow;

export function flattenItems(items: readonly (SbNode | undefined)[]): (SbBlock | SbComment)[] {
  const out: (SbBlock | SbComment)[] = [];
  for (const item of items) {
    if (isGlowNode(item)) {
      out.push(...flattenItems(isScriptNode(item.child) ? item.child.blocks : [item.child]));
    } else if (isBlockNode(item) || isCommentNode(item)) {
      out.push(item);
    }
  }
  return out;
}

// Loops rather than filter/map: these run several times for every block of every parse, and
// the arrays they would allocate are most of what the garbage collector then has to sweep.
export function argsOf(b: SbBlock): (SbInput | SbBlock)[] {
  const out: (SbInput | SbBlock)[] = [];
  for (const c of b.children) if (isInputNode(c) || isBlockNode(c)) out.push(c);
  return out;
}
/** Whether the block has any input or nested block (argsOf without building the list). */
export function hasArgs(b: SbBlock): boolean {
  for (const c of b.children) if (isInputNode(c) || isBlockNode(c)) return true;
  return false;
}
export function mouthsOf(b: SbBlock): SbScript[] {
  const out: SbScript[] = [];
  for (const c of b.children) if (isScriptNode(c)) out.push(c);
  return out;
}
export function labelText(b: SbBlock): string {
  let text: string | null = null;
  for (const c of b.children) if (isLabelNode(c)) text = text === null ? c.value : `${text} ${c.value}`;
  return text ?? "";
}

export function safeText(node: SbBlock | SbInput): string {
  try {
    // scratchblocks writes a space before a boolean's `?` (`touching (edge v) ?`): not what anyone typed.
    return (node.stringify().split("\n")[0] ?? "").replace(/([)\]>]) \?/g, "$1?");
  } catch {
    return isBlockNode(node) ? labelText(node) : String(node.value ?? "");
  }
}

/** What was written in each slot, in order (bare numbers too, when asked), as scratchblocks text. */
export function writtenSlots(b: SbBlock, bareNumbers = false): string[] {
  const out: string[] = [];
  for (const c of b.children) {
    if (isInputNode(c) || isBlockNode(c)) out.push(safeText(c));
    else if (bareNumbers && isLabelNode(c) && /^-?\d+(?:\.\d+)?$/.test(c.value)) out.push(`(${c.value})`);
  }
  return out;
}
