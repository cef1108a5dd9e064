// Which script in a block picture is which script in the engine. The picture is drawn from the
// project text; the engine runs the project built from it (or an opened project's base, whose
// scripts may be stored in another order). A script is matched by its owner (sprite or stage,
// when the picture says) and the blocks of its stack in order, so two scripts that look alike
// pair up in the order they appear.

import type { TStageTarget } from "./stage.engine.types";

export const STAGE_OWNER = "Stage";

/** One running script's name across the stage, the glow and the picture. */
export function scriptKey(owner: string, topBlockId: string): string {
  return `${owner}\u0000${topBlockId}`;
}

export type TVmScript = {
  owner: string;
  topBlockId: string;
  /** The opcodes of the script's stack, top to bottom (not what is inside C blocks). */
  opcodes: string[];
};

export type TPictureScript = {
  /** Its place among the picture's scripts (comments included), as the SVG draws them. */
  index: number;
  /** The sprite (or "Stage") whose section it is in, when the picture tells; null otherwise. */
  owner: string | null;
  /** For each block of the stack, the opcodes it can be; null where any opcode will do (a custom block). */
  blocks: (ReadonlySet<string> | null)[];
};

function sameStack(picture: TPictureScript, script: TVmScript): boolean {
  if (picture.blocks.length !== script.opcodes.length) return false;
  return picture.blocks.every((choices, index) => choices === null || choices.has(script.opcodes[index] ?? ""));
}

/** The engine script each picture script stands for, by picture index; unmatched ones are absent. */
export function matchScripts(picture: readonly TPictureScript[], engine: readonly TVmScript[]): Map<number, TVmScript> {
  const taken = new Set<TVmScript>();
  const matches = new Map<number, TVmScript>();
  for (const script of picture) {
    if (script.blocks.length === 0) continue;
    const found = engine.find((candidate) => !taken.has(candidate) && (script.owner === null || script.owner === candidate.owner) && sameStack(script, candidate));
    if (!found) continue;
    taken.add(found);
    matches.set(script.index, found);
  }
  return matches;
}

/** Every script of the loaded project as the engine holds it (clones share their sprite's). */
export function readEngineScripts(targets: readonly TStageTarget[]): TVmScript[] {
  return targets
    .filter((target) => target.isOriginal)
    .flatMap((target) => {
      const owner = target.isStage ? STAGE_OWNER : target.sprite.name;
      return target.blocks.getScripts().map((topBlockId) => {
        const opcodes: string[] = [];
        for (let id: string | null = topBlockId; id !== null; ) {
          const block = target.blocks.getBlock(id);
          if (!block) break;
          opcodes.push(block.opcode);
          id = block.next;
        }
        return { owner, topBlockId, opcodes };
      });
    });
}
