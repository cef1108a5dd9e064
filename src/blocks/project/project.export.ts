// A whole project (parseProject's result) → project.json and .sb3: the stage and every sprite,
// layer order following the text, global data on the stage and "this sprite only" data on its
// sprite, each with its starting value, broadcasts shared by all, and each sprite drawn from our
// own art chosen by its name. Pure TypeScript, like the one-sprite exporter it builds on.
import { packSb3, type TSb3Packer } from "../sb3/sb3.archive";
import { DEFAULT_BACKDROP_NAME, DEFAULT_COSTUME_NAMES, stageBackdrops, type TCostumeWithAsset } from "../sb3/sb3.costumes";
import { createDataRegistry, type TDataRef, type TDataRegistry, type TDeclaredData } from "../sb3/sb3.data";
import { knownSb3Opcodes, Sb3ExportError } from "../sb3/sb3.export";
import { checkProjectIntegrity } from "../sb3/sb3.integrity";
import { md5Hex } from "../sb3/sb3.md5";
import { buildTargetBlocks, namesUsed, STAGE_DEFAULTS } from "../sb3/sb3.target";
import { spriteSounds } from "../sb3/sb3.sounds";
import type { TSb3Asset, TSb3Project, TSb3Sprite, TSb3Stage } from "../sb3/sb3.types";
import { spriteArt } from "./project.art";
import type { TDataValue } from "./project.directives";
import type { TProject, TProjectTarget } from "./project.parse";
import type { TExtensionTemplate } from "./project.extension-templates";

const SCRATCH_VM_VERSION = "0.2.0";

/** project.json of a whole project: the stage, then every sprite back to front. */
export type TSb3WholeProject = TSb3Project;

/** A sprite's data: its own declared names first, everything else the shared registry's. */
function scopedRegistry(shared: TDataRegistry, target: TProjectTarget, prefix: string): TDataRegistry & { own: TDeclaredData[]; ownLists: TDeclaredData[] } {
  const own = target.variables.map((variable, index): TDeclaredData => ({ id: `${prefix}v${index + 1}`, name: variable.name, isLocal: true }));
  const ownLists = target.lists.map((list, index): TDeclaredData => ({ id: `${prefix}l${index + 1}`, name: list.name, isLocal: true }));
  const find = (items: TDeclaredData[], name: string): TDataRef | undefined => items.find((item) => item.name === name);
  return {
    own,
    ownLists,
    variable: (name) => find(own, name) ?? shared.variable(name),
    list: (name) => find(ownLists, name) ?? shared.list(name),
    broadcast: (name) => shared.broadcast(name),
    get variables() {
      return own;
    },
    get lists() {
      return ownLists;
    },
    get broadcasts() {
      return shared.broadcasts;
    },
  };
}

function artCostumes(spriteName: string, names: readonly string[]): TCostumeWithAsset[] {
  return names.map((name, pose) => {
    const art = spriteArt(spriteName, pose);
    const bytes = new TextEncoder().encode(art.svg);
    const assetId = md5Hex(bytes);
    return {
      costume: { assetId, name, md5ext: `${assetId}.svg`, dataFormat: "svg", bitmapResolution: 1, rotationCenterX: art.width / 2, rotationCenterY: art.height / 2 },
      asset: { md5ext: `${assetId}.svg`, bytes },
    };
  });
}

/** Declared names first (their order is the project's), then any the blocks name, then defaults when none. */
function orderedNames(declared: readonly string[] | undefined, used: readonly string[], defaults: readonly string[], current?: string): string[] {
  const names = [...(declared ?? [])];
  if (current && !names.includes(current)) names.unshift(current);
  for (const name of used) if (!names.includes(name)) names.push(name);
  if (!declared && !current) for (const name of defaults) if (!names.includes(name)) names.splice(names.length, 0, name);
  return names.length > 0 ? names : [...defaults];
}

const startingValue = (declared: { name: string; value: TDataValue }[], name: string): TDataValue => declared.find((item) => item.name === name)?.value ?? 0;

export function buildWholeProject(
  project: TProject,
  extensionTemplates: ReadonlyMap<string, TExtensionTemplate> = new Map(),
): { project: TSb3WholeProject; assets: TSb3Asset[] } {
  const stageTarget = project.stage;
  // Globals are the stage's declarations plus anything used without a local declaration.
  const shared = createDataRegistry(
    {
      scripts: [],
      customBlocks: [],
      variables: stageTarget.variables.map((variable) => ({ name: variable.name, isLocal: false })),
      lists: stageTarget.lists.map((list) => ({ name: list.name, isLocal: false })),
      broadcasts: [stageTarget, ...project.sprites].flatMap((target) => target.program.broadcasts),
      comments: [],
      extensions: [],
    },
    "g",
  );
  const problems: string[] = [];
  const extensions = new Set<string>();
  const assets = new Map<string, TSb3Asset>();

  const sprites = project.sprites.map((target, index): TSb3Sprite => {
    const data = scopedRegistry(shared, target, `s${index + 1}`);
    const built = buildTargetBlocks(target.program, data, `s${index + 1}_`, extensionTemplates);
    problems.push(...built.problems.map((problem) => `${target.name}: ${problem}`));
    for (const extension of [...target.program.extensions, ...built.extensionsUsed]) extensions.add(extension);
    const costumeNames = orderedNames(target.costumes, namesUsed([target.program], "costume"), DEFAULT_COSTUME_NAMES, target.settings.costume);
    const costumes = artCostumes(target.name, costumeNames);
    const sounds = spriteSounds(orderedNames(target.sounds, namesUsed([target.program], "sound"), []));
    for (const item of [...costumes, ...sounds]) assets.set(item.asset.md5ext, item.asset);
    const settings = target.settings;
    return {
      isStage: false,
      name: target.name,
      variables: Object.fromEntries(data.own.map((item) => [item.id, [item.name, startingValue(target.variables, item.name)]])),
      lists: Object.fromEntries(data.ownLists.map((item) => [item.id, [item.name, [...(target.lists.find((list) => list.name === item.name)?.items ?? [])]]])),
      broadcasts: {},
      blocks: built.blocks,
      comments: built.comments,
      currentCostume: Math.max(0, settings.costume ? costumeNames.indexOf(settings.costume) : 0),
      costumes: costumes.map((item) => item.costume),
      sounds: sounds.map((item) => item.sound),
      volume: 100,
      layerOrder: index + 1,
      visible: settings.visible ?? true,
      x: settings.x ?? 0,
      y: settings.y ?? 0,
      size: settings.size ?? 100,
      direction: settings.direction ?? 90,
      draggable: settings.draggable ?? false,
      rotationStyle: settings.rotationStyle ?? "all around",
    };
  });

  const stageBuilt = buildTargetBlocks(stageTarget.program, shared, "st_", extensionTemplates);
  problems.push(...stageBuilt.problems.map((problem) => `Stage: ${problem}`));
  for (const extension of [...stageTarget.program.extensions, ...stageBuilt.extensionsUsed]) extensions.add(extension);
  const allPrograms = [stageTarget, ...project.sprites].map((target) => target.program);
  const backdrops = stageBackdrops(orderedNames(stageTarget.costumes, namesUsed(allPrograms, "backdrop"), [DEFAULT_BACKDROP_NAME], stageTarget.settings.costume));
  for (const item of backdrops) assets.set(item.asset.md5ext, item.asset);

  const stage: TSb3Stage = {
    ...STAGE_DEFAULTS,
    sounds: [],
    // Read after every target is built: blocks may have declared globals on first use.
    variables: Object.fromEntries(shared.variables.map((item) => [item.id, [item.name, startingValue(stageTarget.variables, item.name)]])),
    lists: Object.fromEntries(shared.lists.map((item) => [item.id, [item.name, [...(stageTarget.lists.find((list) => list.name === item.name)?.items ?? [])]]])),
    broadcasts: Object.fromEntries(shared.broadcasts.map((broadcast) => [broadcast.id, broadcast.name])),
    blocks: stageBuilt.blocks,
    comments: stageBuilt.comments,
    costumes: backdrops.map((item) => item.costume),
    // The backdrop the text says the project starts on (`// backdrop: Night`).
    currentCostume: Math.max(0, stageTarget.settings.costume === undefined ? 0 : backdrops.findIndex((item) => item.costume.name === stageTarget.settings.costume)),
  };

  const [first, ...rest] = sprites;
  // parseProject always yields a sprite (Sprite1 when the text names none).
  if (!first) throw new Sb3ExportError(["A project needs at least one sprite."]);
  const whole: TSb3WholeProject = {
    targets: [stage, first, ...rest],
    monitors: [],
    extensions: [...extensions].sort(),
    meta: { semver: "3.0.0", vm: SCRATCH_VM_VERSION, agent: "PromptBlocks" },
  };
  // Other extensions' blocks (and their menus) the opened project holds are known blocks too.
  const known = extensionTemplates.size === 0 ? knownSb3Opcodes : new Set([...knownSb3Opcodes, ...[...extensionTemplates.values()].flatMap((t) => [t.opcode, ...t.shadowOpcodes])]);
  if (problems.length === 0) problems.push(...checkProjectIntegrity(whole, known));
  if (problems.length > 0) throw new Sb3ExportError(problems);
  return { project: whole, assets: [...assets.values()] };
}

/** The project.json of a whole project. Throws Sb3ExportError when it cannot be exported. */
export function projectToProjectJson(project: TProject): TSb3WholeProject {
  return buildWholeProject(project).project;
}

/** The .sb3 of a whole project. Throws Sb3ExportError like projectToProjectJson. */
export function projectToSb3(project: TProject, options: { packer?: TSb3Packer } = {}): Uint8Array {
  const { project: json, assets } = buildWholeProject(project);
  return packSb3(json, assets, options.packer);
}
