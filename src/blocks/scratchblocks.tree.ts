// Reading scratchblocks' syntax tree: node kinds, a block's slots and mouths, and the text a
// person wrote (for messages and hints).

import type { Block as SbBlock, Comment as SbComment, Input as SbInput, SbNode, Script as SbScript } from "scratchblocks/syntax/index.js";


export const isBlockNode = (n: unknown): n is SbBlock => (n as { isBlock?: boolean } | null)?.isBlock === true;
export const isInputNode = (n: unknown): n is SbInput => (n as { isInput?: boolean } | null)?.isInput === true;
export const isScriptNode = (n: unknown): n is SbScript => (n as { isScript?: boolean } | null)?.isScript === true;
export const isCommentNode = (n: unknown): n is SbComment => (n as { isComment?: boolean } | null)?.isComment === true;
export const isLabelNode = (n: unknown): n is { value: string; isLabel: true } => (n as { isLabel?: boolean } | null)?.isLabel === true;
export const isGlowNode = (n: unknown): n is { child: SbScript | SbBlock } => (n as { isGlow?: boolean } | null)?.isGlow === true;


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
