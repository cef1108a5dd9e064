// Reads a block picture's scripts for matching with the engine's (stage.scripts.ts): the text it
// was drawn from is parsed again by scratchblocks, whose document lists the scripts in the order
// its SVG draws them; a project's section comments ("// sprite: Cat") say whose scripts follow.
import type { Scratchblocks } from "scratchblocks";
import type { TBlocksModule } from "../blocks/blocks.module";
import { STAGE_OWNER, type TPictureScript } from "./stage.scripts";

type TNode = {
  constructor: { name: string };
  info?: { id?: string; shape?: string };
  label?: { value?: string };
  blocks?: TNode[];
  child?: TNode;
  isComment?: boolean;
  isBlock?: boolean;
  isGlow?: boolean;
};

/** A script's stack as scratchblocks parsed it: its blocks, glows unwrapped, comments left out. */
function stackOf(items: readonly TNode[]): TNode[] {
  const out: TNode[] = [];
  for (const item of items) {
    if (item.isGlow && item.child) out.push(...stackOf(item.child.blocks ?? [item.child]));
    else if (item.isBlock) out.push(item);
  }
  return out;
}

/** The opcodes a scratchblocks block can be; null for one it has no id for (a custom block). */
function choicesOf(blocks: TBlocksModule, node: TNode): ReadonlySet<string> | null {
  const id = node.info?.id;
  if (!id) return null;
  const entries = blocks.vocabularyByScratchblocksId.get(id);
  return entries ? new Set(entries.map((entry) => entry.opcode)) : null;
}

/**
 * The scripts of a picture drawn from `source`. `owner` is whose scripts they are when the
 * picture shows one sprite's section (its panel says so); a whole project's text says it itself.
 */
export function pictureScripts(scratchblocks: Scratchblocks, blocks: TBlocksModule, source: string, owner: string | null): TPictureScript[] {
  const doc = scratchblocks.parse(source, { languages: ["en"] });
  let current = owner;
  return (doc.scripts as TNode[]).map((script, index) => {
    const items = script.blocks ?? [];
    const stack = stackOf(items);
    if (stack.length === 0) {
      for (const item of items) {
        if (!item.isComment) continue;
        const directive = blocks.readDirective(`//${item.label?.value ?? ""}`);
        if (directive?.kind === "stage") current = STAGE_OWNER;
        else if (directive?.kind === "sprite") current = directive.name;
      }
    }
    return { index, owner: current, blocks: stack.map((node) => choicesOf(blocks, node)) };
  });
}
