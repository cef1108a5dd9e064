// One target's part of project.json: its blocks and comments laid out like a tidy Scratch
// editor, and the costume, backdrop and sound names its menus use. The one-sprite exporter
// (sb3.export.ts) and the whole-project exporter (project/project.export.ts) both build on it.
import { walkBlocks, type Block, type Program } from "../program";
import { vocabularyByOpcode } from "../vocabulary";
import { createBlockBuilder } from "./sb3.blocks";
import type { TDataRegistry } from "./sb3.data";
import type { TExtensionTemplate } from "../project/project.extension-templates";
import { COMMENT_HEIGHT, COMMENT_WIDTH, layoutBoxes, scriptSize } from "./sb3.layout";
import type { TSb3Block, TSb3Comment, TSb3Stage } from "./sb3.types";

const COMMENT_OFFSET = 24;

/** What every exported stage has in common: Scratch's defaults for everything but data, blocks, backdrops and (a fresh array per project) sounds. */
export const STAGE_DEFAULTS = {
  isStage: true,
  name: "Stage",
  currentCostume: 0,
  volume: 100,
  layerOrder: 0,
  tempo: 60,
  videoTransparency: 50,
  videoState: "off",
  textToSpeechLanguage: null,
} as const satisfies Partial<TSb3Stage>;

/**
 * Costume, backdrop and sound names the programs' menus use, first use first. A project must
 * contain them or the block silently does nothing, so each gets its own asset.
 */
export function namesUsed(programs: readonly Program[], openTo: "costume" | "backdrop" | "sound"): string[] {
  const names = new Set<string>();
  for (const program of programs) {
    for (const script of program.scripts) {
      walkBlocks(script.blocks, (block) => {
        for (const slot of vocabularyByOpcode.get(block.opcode)?.slots ?? []) {
          if (slot.menu?.openTo !== openTo) continue;
          const given = slot.slot === "field" ? block.fields[slot.name]?.value : block.inputs[slot.name];
          const value = typeof given === "string" ? given : given?.type === "menu" || given?.type === "literal" ? given.value : undefined;
          if (value === undefined || value.trim() === "") continue;
          // Fixed options ("next backdrop") and numbers (Scratch switches by position) are not names.
          if (slot.menu.options.some((option) => option.value === value)) continue;
          if (/^\d+$/.test(value.trim())) continue;
          names.add(value);
        }
      });
    }
  }
  return [...names];
}

function countComments(blocks: readonly Block[]): number {
  let count = 0;
  walkBlocks(blocks, (block) => {
    if (block.comment) count += 1;
  });
  return count;
}

/** One target's blocks and comments, laid out in a column like a tidy Scratch editor. */
export function buildTargetBlocks(
  program: Program,
  data: TDataRegistry,
  idPrefix: string,
  extensionTemplates?: ReadonlyMap<string, TExtensionTemplate>,
): { blocks: Record<string, TSb3Block>; comments: Record<string, TSb3Comment>; problems: string[]; extensionsUsed: Set<string> } {
  const builder = createBlockBuilder(program, data, idPrefix, extensionTemplates);
  const scripts = program.scripts.filter((script) => script.blocks.length > 0);
  const commentCounts = scripts.map((script) => countComments(script.blocks) + (script.comment && !script.blocks[0]?.comment ? 1 : 0));
  const sizes = scripts.map((script, index) => {
    const size = scriptSize(script.blocks);
    const comments = commentCounts[index] ?? 0;
    return comments === 0
      ? size
      : { width: size.width + COMMENT_OFFSET + COMMENT_WIDTH, height: Math.max(size.height, comments * (COMMENT_HEIGHT + 8)) };
  });
  const boxes = layoutBoxes(sizes, program.comments.length);

  const comments: Record<string, TSb3Comment> = {};
  let commentCounter = 0;
  const nextCommentId = () => `${idPrefix}c${(commentCounter += 1)}`;
  scripts.forEach((script, index) => {
    const box = boxes[index]!;
    const before = builder.attachedComments.length;
    const first = builder.addScript(script.blocks, box.x, box.y);
    const attached = builder.attachedComments.slice(before);
    if (first && script.comment && !script.blocks[0]?.comment) attached.unshift({ blockId: first, text: script.comment });
    const blocksWidth = scriptSize(script.blocks).width;
    attached.forEach((comment, order) => {
      const id = nextCommentId();
      comments[id] = {
        blockId: comment.blockId,
        x: box.x + blocksWidth + COMMENT_OFFSET,
        y: box.y + order * (COMMENT_HEIGHT + 8),
        width: COMMENT_WIDTH,
        height: COMMENT_HEIGHT,
        minimized: false,
        text: comment.text,
      };
      builder.blocks[comment.blockId]!.comment = id;
    });
  });
  program.comments.forEach((comment, index) => {
    const box = boxes[scripts.length + index]!;
    comments[nextCommentId()] = { blockId: null, x: box.x, y: box.y, width: box.width, height: box.height, minimized: false, text: comment.text };
  });
  return { blocks: builder.blocks, comments, problems: builder.problems, extensionsUsed: builder.extensionsUsed };
}
