// Program → project.json and .sb3: a parsed program becomes a Scratch 3 project (a stage and one sprite with
// PromptBlocks' own art) that opens in Scratch 3 and TurboWarp. Pure TypeScript: it runs in the
// browser for the download button and in Node for tests and the server.
import type { Program } from "../program";
import { DEFAULT_SPRITE_NAME, otherSpritesNamed } from "../program.sprites";
import { vocabulary } from "../vocabulary";
import { packSb3, type TSb3Packer } from "./sb3.archive";
import { DEFAULT_BACKDROP_NAME, DEFAULT_COSTUME_NAMES, otherSpriteCostume, spriteCostumes, stageBackdrops } from "./sb3.costumes";
import { createDataRegistry } from "./sb3.data";
import { spriteSounds } from "./sb3.sounds";
import { checkProjectIntegrity } from "./sb3.integrity";
import { buildTargetBlocks, namesUsed, STAGE_DEFAULTS } from "./sb3.target";
import { PRIMITIVE, type TSb3Asset, type TSb3Project, type TSb3Sprite, type TSb3Stage } from "./sb3.types";

export interface TSb3Options {
  /** The sprite's name in Scratch; programs usually say "Sprite1", Scratch's own default. */
  spriteName?: string;
  /** How the files become one .sb3 (fflate's zip by default). */
  packer?: TSb3Packer;
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

const SCRATCH_VM_VERSION = "0.2.0";

/** Scratch's defaults first, then the names the program's menus use. */
const withDefaults = (defaults: readonly string[], used: readonly string[]) => [...new Set([...defaults, ...used])];

function buildProject(program: Program, options: TSb3Options): { project: TSb3Project; assets: TSb3Asset[] } {
  const data = createDataRegistry(program);
  const built = buildTargetBlocks(program, data, "");

  const costumes = spriteCostumes(withDefaults(DEFAULT_COSTUME_NAMES, namesUsed([program], "costume")));
  const backdrops = stageBackdrops(withDefaults([DEFAULT_BACKDROP_NAME], namesUsed([program], "backdrop")));
  const sounds = spriteSounds(namesUsed([program], "sound"));

  const declare = <T>(items: { id: string; name: string; isLocal: boolean }[], isLocal: boolean, value: () => T) =>
    Object.fromEntries(items.filter((item) => item.isLocal === isLocal).map((item) => [item.id, [item.name, value()]])) as Record<string, [string, T]>;

  const stage: TSb3Stage = {
    ...STAGE_DEFAULTS,
    sounds: [],
    variables: declare(data.variables, false, () => 0),
    lists: declare(data.lists, false, () => [] as (string | number)[]),
    broadcasts: Object.fromEntries(data.broadcasts.map((broadcast) => [broadcast.id, broadcast.name])),
    blocks: {},
    comments: {},
    costumes: backdrops.map((item) => item.costume),
  };
  const spriteName = options.spriteName ?? DEFAULT_SPRITE_NAME;
  const sprite: TSb3Sprite = {
    isStage: false,
    name: spriteName,
    variables: declare(data.variables, true, () => 0),
    lists: declare(data.lists, true, () => [] as (string | number)[]),
    broadcasts: {},
    blocks: built.blocks,
    comments: built.comments,
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
  const extensions = [...new Set([...program.extensions, ...built.extensionsUsed])].sort();
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

  const problems = [...built.problems];
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
  return packSb3(project, assets, options.packer);
}
