// Program → project.json and .sb3: a parsed program becomes a Scratch 3 project (a stage and one sprite with
// PromptBlocks' own art) that opens in Scratch 3 and TurboWarp. Pure TypeScript: it runs in the
// browser for the download button and in Node for tests and the server.
import { walkBlocks, type Block, type Program } from "../program";
import { DEFAULT_SPRITE_NAME, otherSpritesNamed } from "../program.sprites";
import { vocabulary, vocabularyByOpcode } from "../vocabulary";
import { packSb3 } from "./sb3.archive";
import { createBlockBuilder } from "./sb3.blocks";
import { DEFAULT_BACKDROP_NAME, DEFAULT_COSTUME_NAMES, otherSpriteCostume, spriteCostumes, stageBackdrops } from "./sb3.costumes";
import { createDataRegistry } from "./sb3.data";
import { spriteSounds } from "./sb3.sounds";
import { checkProjectIntegrity } from "./sb3.integrity";
import { COMMENT_HEIGHT, COMMENT_WIDTH, layoutBoxes, scriptSize } from "./sb3.layout";
import { PRIMITIVE, type TSb3Asset, type TSb3Comment, type TSb3Project, type TSb3Sprite, type TSb3Stage } from "./sb3.types";

export interface TSb3Options {
  /** The sprite's name in Scratch; programs usually say "Sprite1", Scratch's own default. */
  spriteName?: string;
}

/** The program cannot be exported as it is; `problems` says why, one sentence each. */
export class Sb3ExportError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`This program cannot be saved for Scratch yet: ${problems.join("; ")}`);
    this.name = "Sb3ExportError";
    this.problems = problems;
  }
}

/** Every opcode an exported project may hold: the vocabulary, its shadows, and the sb3 extras. */
export const knownSb3Opcodes: ReadonlySet<string> = new Set([
  ...vocabulary.map((entry) => entry.opcode),
  ...vocabulary.flatMap((entry) => entry.slots.flatMap((slot) => (slot.slot === "input" && slot.shadow ? [slot.shadow.opcode] : []))),
  ...Object.keys(PRIMITIVE),
  "procedures_prototype",
]);

const COMMENT_OFFSET = 24;
const SCRATCH_VM_VERSION = "0.2.0";

/**
 * Costume, backdrop and sound names the program uses. A project must contain them or the block
 * silently does nothing, so each gets its own asset (a new pose, tint or chime).
 */
function namesUsed(program: Program, openTo: "costume" | "backdrop" | "sound", defaults: readonly string[]): string[] {
  const names = new Set(defaults);
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
  return [...names];
}

function countComments(blocks: readonly Block[]): number {
  let count = 0;
  walkBlocks(blocks, (block) => {
    if (block.comment) count += 1;
  });
  return count;
}

function buildProject(program: Program, options: TSb3Options): { project: TSb3Project; assets: TSb3Asset[] } {
  const data = createDataRegistry(program);
  const builder = createBlockBuilder(program, data);

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
  scripts.forEach((script, index) => {
    const box = boxes[index]!;
    const before = builder.attachedComments.length;
    const first = builder.addScript(script.blocks, box.x, box.y);
    const attached = builder.attachedComments.slice(before);
    if (first && script.comment && !script.blocks[0]?.comment) attached.unshift({ blockId: first, text: script.comment });
    const blocksWidth = scriptSize(script.blocks).width;
    attached.forEach((comment, order) => {
      const id = `c${(commentCounter += 1)}`;
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
    const id = `c${(commentCounter += 1)}`;
    comments[id] = { blockId: null, x: box.x, y: box.y, width: box.width, height: box.height, minimized: false, text: comment.text };
  });

  const costumes = spriteCostumes(namesUsed(program, "costume", DEFAULT_COSTUME_NAMES));
  const backdrops = stageBackdrops(namesUsed(program, "backdrop", [DEFAULT_BACKDROP_NAME]));
  const sounds = spriteSounds(namesUsed(program, "sound", []));

  const declare = <T>(items: { id: string; name: string; isLocal: boolean }[], isLocal: boolean, value: () => T) =>
    Object.fromEntries(items.filter((item) => item.isLocal === isLocal).map((item) => [item.id, [item.name, value()]])) as Record<string, [string, T]>;

  const stage: TSb3Stage = {
    isStage: true,
    name: "Stage",
    variables: declare(data.variables, false, () => 0),
    lists: declare(data.lists, false, () => [] as (string | number)[]),
    broadcasts: Object.fromEntries(data.broadcasts.map((broadcast) => [broadcast.id, broadcast.name])),
    blocks: {},
    comments: {},
    currentCostume: 0,
    costumes: backdrops.map((item) => item.costume),
    sounds: [],
    volume: 100,
    layerOrder: 0,
    tempo: 60,
    videoTransparency: 50,
    videoState: "off",
    textToSpeechLanguage: null,
  };
  const spriteName = options.spriteName ?? DEFAULT_SPRITE_NAME;
  const sprite: TSb3Sprite = {
    isStage: false,
    name: spriteName,
    variables: declare(data.variables, true, () => 0),
    lists: declare(data.lists, true, () => [] as (string | number)[]),
    broadcasts: {},
    blocks: builder.blocks,
    comments,
    currentCostume: 0,
    costumes: costumes.map((item) => item.costume),
    sounds: sounds.map((item) => item.sound),
    volume: 100,
    layerOrder: 1,
    visible: true,
    x: 0,
    y: 0,
    size: 100,
    direction: 90,
    draggable: false,
    rotationStyle: "all around",
  };
  const extensions = [...new Set([...program.extensions, ...builder.extensionsUsed])].sort();
  // Sprites the menus name but the program does not make: empty, so the project runs and the
  // child sees where to add them. Spread along the top so they do not hide the main sprite.
  const others = otherSpritesNamed(program, [spriteName]).map((name, index) => ({ name, costume: otherSpriteCostume(index), index }));
  const otherSprites: TSb3Sprite[] = others.map(({ name, costume, index }) => ({
    ...sprite,
    name,
    variables: {},
    lists: {},
    blocks: {},
    comments: {},
    costumes: [costume.costume],
    sounds: [],
    layerOrder: 2 + index,
    x: -180 + ((index * 90) % 360),
    y: 120,
  }));
  const project: TSb3Project = {
    targets: [stage, sprite, ...otherSprites],
    monitors: [],
    extensions,
    meta: { semver: "3.0.0", vm: SCRATCH_VM_VERSION, agent: "PromptBlocks" },
  };

  const problems = [...builder.problems];
  if (problems.length === 0) problems.push(...checkProjectIntegrity(project, knownSb3Opcodes));
  if (problems.length > 0) throw new Sb3ExportError(problems);

  // Identical art (e.g. two backdrops with the same tint) is one file in the archive.
  const assets = new Map<string, TSb3Asset>();
  for (const item of [...backdrops, ...costumes, ...sounds, ...others.map((o) => o.costume)]) assets.set(item.asset.md5ext, item.asset);
  return { project, assets: [...assets.values()] };
}

/** The project.json of a program. Throws Sb3ExportError when the program cannot be exported. */
export function toProjectJson(program: Program, options: TSb3Options = {}): TSb3Project {
  return buildProject(program, options).project;
}

/** The .sb3 file (a zip of project.json and the art). Throws Sb3ExportError like toProjectJson. */
export async function toSb3(program: Program, options: TSb3Options = {}): Promise<Uint8Array> {
  const { project, assets } = buildProject(program, options);
  return packSb3(project, assets);
}
