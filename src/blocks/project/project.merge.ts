// Download = the base with the text's changes applied (DESIGN.md: "An opened project keeps its
// base"). The text is built into a fresh project first (the one exporter), then laid over the
// base target by target: every script the text did not change keeps the base's own blocks (ids,
// positions, values hidden under reporters, comments as stored); changed and new scripts come
// from the text; variables, lists and messages keep their base ids so monitors and other
// references hold; costumes, sounds, tempo, volume, video, extensions, monitors and everything
// else the text does not speak of stay exactly as they were, and assets byte for byte.
import type { TSb3Asset } from "../sb3/sb3.types";
import { buildWholeProject } from "./project.export";
import { extensionTemplates } from "./project.extension-templates";
import { commentKey, createScriptKeys, sameProccode, topLevelIds } from "./project.script-key";
import type { TProject, TProjectTarget } from "./project.parse";

type TRecord = Record<string, unknown>;

/** An opened project's own project.json (parsed) and asset files: what download writes onto. */
export interface TBaseParts {
  json: TRecord;
  assets: Record<string, Uint8Array>;
}

export interface TMergeResult {
  json: TRecord;
  assets: TSb3Asset[];
  /** Scripts kept exactly from the base, and scripts built from the text. */
  keptScripts: number;
  rebuiltScripts: number;
}

const asRecord = (value: unknown): TRecord => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as TRecord) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const nameOf = (value: unknown): string => String(asRecord(value).name ?? "");

/** Fresh ids that cannot clash with any id the base already uses. */
function createIdAllocator(taken: Set<string>) {
  return (wanted: string): string => {
    let id = wanted;
    for (let n = 2; taken.has(id); n += 1) id = `${wanted}_${n}`;
    taken.add(id);
    return id;
  };
}

function collectBaseIds(json: TRecord): Set<string> {
  const ids = new Set<string>();
  for (const target of asArray(json.targets).map(asRecord)) {
    for (const key of ["variables", "lists", "broadcasts", "blocks", "comments"]) for (const id of Object.keys(asRecord(target[key]))) ids.add(id);
  }
  return ids;
}

/** The base's id for a name in one of a target's data maps (variables, lists: [name, value]; broadcasts: name). */
function baseIdByName(map: unknown, name: string, isBroadcast = false): string | undefined {
  const entries = Object.entries(asRecord(map));
  const nameAt = (value: unknown) => (isBroadcast ? String(value) : String(asArray(value)[0] ?? ""));
  const exact = entries.find(([, value]) => nameAt(value) === name);
  if (exact || !isBroadcast) return exact?.[0];
  // Scratch finds messages case-insensitively.
  return entries.find(([, value]) => nameAt(value).toLowerCase() === name.toLowerCase())?.[0];
}

/** Rewrites variable, list and message ids in blocks (fields and compact inputs). */
function remapDataIds(blocks: TRecord, idMap: ReadonlyMap<string, string>): void {
  const remapPrimitive = (value: unknown[]) => {
    if ((value[0] === 11 || value[0] === 12 || value[0] === 13) && typeof value[2] === "string") value[2] = idMap.get(value[2]) ?? value[2];
  };
  for (const raw of Object.values(blocks)) {
    if (Array.isArray(raw)) {
      remapPrimitive(raw);
      continue;
    }
    const block = asRecord(raw);
    for (const [name, field] of Object.entries(asRecord(block.fields))) {
      if ((name === "VARIABLE" || name === "LIST" || name === "BROADCAST_OPTION") && Array.isArray(field) && typeof field[1] === "string") {
        field[1] = idMap.get(field[1]) ?? field[1];
      }
    }
    for (const input of Object.values(asRecord(block.inputs))) {
      for (const value of asArray(input).slice(1)) if (Array.isArray(value)) remapPrimitive(value);
    }
  }
}

/** Renames block and comment ids of fresh blocks so none clashes with the base. */
function renameFresh(blocks: TRecord, comments: TRecord, allocate: (wanted: string) => string): { blocks: TRecord; comments: TRecord } {
  const blockIds = new Map(Object.keys(blocks).map((id) => [id, allocate(id)]));
  const commentIds = new Map(Object.keys(comments).map((id) => [id, allocate(id)]));
  const ref = (value: unknown) => (typeof value === "string" ? (blockIds.get(value) ?? value) : value);
  const outBlocks: TRecord = {};
  for (const [id, raw] of Object.entries(blocks)) {
    if (Array.isArray(raw)) {
      outBlocks[blockIds.get(id)!] = raw;
      continue;
    }
    const block = { ...asRecord(raw) };
    block.next = ref(block.next);
    block.parent = ref(block.parent);
    if (typeof block.comment === "string") block.comment = commentIds.get(block.comment) ?? block.comment;
    block.inputs = Object.fromEntries(Object.entries(asRecord(block.inputs)).map(([name, input]) => [name, asArray(input).map((value, index) => (index === 0 ? value : ref(value)))]));
    outBlocks[blockIds.get(id)!] = block;
  }
  const outComments: TRecord = {};
  for (const [id, raw] of Object.entries(comments)) {
    const comment = { ...asRecord(raw) };
    comment.blockId = ref(comment.blockId);
    outComments[commentIds.get(id)!] = comment;
  }
  return { blocks: outBlocks, comments: outComments };
}

interface TScriptMerge {
  blocks: TRecord;
  comments: TRecord;
  kept: number;
  rebuilt: number;
  /** Ids of the blocks built from the text. */
  rebuiltIds: ReadonlySet<string>;
}

const positionOf = (raw: unknown): { x: number; y: number } => {
  if (Array.isArray(raw)) return { x: Number(raw[3]) || 0, y: Number(raw[4]) || 0 };
  const block = asRecord(raw);
  return { x: Number(block.x) || 0, y: Number(block.y) || 0 };
};

/** The target's scripts: the base's where the text's script means the same, the text's otherwise. */
function mergeScripts(base: TRecord, fresh: { blocks: TRecord; comments: TRecord }, reuse: boolean, dataIds: ReadonlySet<string>): TScriptMerge {
  const baseBlocks = asRecord(base.blocks);
  const baseComments = asRecord(base.comments);
  const baseKeys = createScriptKeys(baseBlocks, baseComments, dataIds);
  const freshKeys = createScriptKeys(fresh.blocks, fresh.comments, dataIds);
  const unusedBase = new Map<string, string[]>();
  const baseTops = topLevelIds(baseBlocks);
  for (const id of baseTops) {
    const key = baseKeys.keyOf(id);
    unusedBase.set(key, [...(unusedBase.get(key) ?? []), id]);
  }
  const blocks: TRecord = {};
  const keptBlockIds = new Set<string>();
  const rebuiltTops: string[] = [];
  let kept = 0;
  for (const top of topLevelIds(fresh.blocks)) {
    const match = reuse ? unusedBase.get(freshKeys.keyOf(top))?.shift() : undefined;
    if (match !== undefined) {
      kept += 1;
      for (const id of baseKeys.idsOf(match)) {
        blocks[id] = baseBlocks[id];
        keptBlockIds.add(id);
      }
    } else {
      if (process.env.DEBUG_KEYS) console.log("FRESH", freshKeys.keyOf(top).slice(0, 3000), "\nBASE ", [...unusedBase.keys()].map((k) => k.slice(0, 3000)).join("\nBASE "));
      rebuiltTops.push(top);
      for (const id of freshKeys.idsOf(top)) blocks[id] = fresh.blocks[id];
    }
  }
  // Blocks of the base no script reaches (a shadow left on the canvas, as Scratch saves some
  // after a drag, or an orphan whose parent is gone): the text never shows them, so nothing it
  // says can change them, and they come back as they were.
  const reached = new Set(baseTops.flatMap((id) => baseKeys.idsOf(id)));
  for (const [id, raw] of Object.entries(baseBlocks)) if (!reached.has(id) && !(id in blocks)) blocks[id] = raw;
  // A changed script takes the place of the base script it replaces (the first one left, in
  // order); scripts beyond those go below everything the base has.
  const leftover = baseTops.filter((id) => [...unusedBase.values()].some((ids) => ids.includes(id)));
  const lowest = Math.max(0, ...baseTops.map((id) => positionOf(baseBlocks[id]).y + 200));
  rebuiltTops.forEach((top, index) => {
    const raw = blocks[top];
    const place = leftover[index] !== undefined ? positionOf(baseBlocks[leftover[index]]) : { x: positionOf(raw).x, y: lowest + positionOf(raw).y };
    if (Array.isArray(raw)) {
      raw[3] = place.x;
      raw[4] = place.y;
    } else {
      const block = asRecord(raw);
      block.x = place.x;
      block.y = place.y;
    }
  });

  const comments: TRecord = {};
  // Comments on kept blocks come from the base; on rebuilt blocks, from the text.
  for (const [id, raw] of Object.entries(baseComments)) {
    const blockId = asRecord(raw).blockId;
    // A comment whose block is long gone (Scratch keeps those too) has nothing the text could change.
    if (typeof blockId === "string" && (keptBlockIds.has(blockId) || !(blockId in baseBlocks))) comments[id] = raw;
  }
  for (const [id, raw] of Object.entries(fresh.comments)) {
    const blockId = asRecord(raw).blockId;
    if (typeof blockId === "string" && blockId in blocks && !keptBlockIds.has(blockId)) comments[id] = raw;
  }
  // Comments on the canvas: the base's own where the text still has its words.
  const baseFree = Object.entries(baseComments).filter(([, raw]) => typeof asRecord(raw).blockId !== "string");
  for (const [id, raw] of Object.entries(fresh.comments)) {
    if (typeof asRecord(raw).blockId === "string") continue;
    const words = commentKey(fresh.comments, id);
    const index = baseFree.findIndex(([baseId]) => commentKey(baseComments, baseId) === words);
    if (index >= 0) {
      const [baseId, baseRaw] = baseFree.splice(index, 1)[0]!;
      comments[baseId] = baseRaw;
    } else comments[id] = raw;
  }
  const rebuiltIds = new Set(rebuiltTops.flatMap((top) => freshKeys.idsOf(top)));
  return { blocks, comments, kept, rebuilt: rebuiltTops.length, rebuiltIds };
}

/** Shadow menus that name a costume, backdrop or sound, and the field holding the name. */
const NAMING_MENUS: Record<string, { field: string; kind: "costume" | "backdrop" | "sound" }> = {
  looks_costume: { field: "COSTUME", kind: "costume" },
  looks_backdrops: { field: "BACKDROP", kind: "backdrop" },
  sound_sounds_menu: { field: "SOUND_MENU", kind: "sound" },
  event_whenbackdropswitchesto: { field: "BACKDROP", kind: "backdrop" },
};

/** Costume, backdrop and sound names the text's changed scripts use: the base lacks them only if the text added them. */
function namesInBlocks(blocks: TRecord, ids: ReadonlySet<string>, kind: "costume" | "backdrop" | "sound"): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const block = asRecord(blocks[id]);
    const menu = NAMING_MENUS[String(block.opcode ?? "")];
    if (!menu || menu.kind !== kind) continue;
    const name = String(asArray(asRecord(block.fields)[menu.field])[0] ?? "");
    if (name !== "" && !names.includes(name)) names.push(name);
  }
  return names;
}

const parseIds = (raw: unknown): string[] => {
  try {
    const ids = JSON.parse(String(raw ?? "[]")) as unknown;
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * A kept definition and a rebuilt call (or the other way round) must still find each other:
 * every call takes its definition's exact proccode (`%n` of Scratch 2 files) and argument ids,
 * its inputs moved to those ids by position, as scratch-vm looks arguments up by id.
 */
function joinCallsToDefinitions(blocks: TRecord): void {
  const definitions = new Map<string, { proccode: string; ids: string[]; raw: string }>();
  for (const raw of Object.values(blocks)) {
    const block = asRecord(raw);
    if (block.opcode !== "procedures_prototype") continue;
    const mutation = asRecord(block.mutation);
    const key = sameProccode(String(mutation.proccode ?? ""));
    if (!definitions.has(key)) definitions.set(key, { proccode: String(mutation.proccode ?? ""), ids: parseIds(mutation.argumentids), raw: String(mutation.argumentids ?? "[]") });
  }
  for (const raw of Object.values(blocks)) {
    const block = asRecord(raw);
    if (block.opcode !== "procedures_call") continue;
    const mutation = asRecord(block.mutation);
    const definition = definitions.get(sameProccode(String(mutation.proccode ?? "")));
    if (!definition || (mutation.proccode === definition.proccode && mutation.argumentids === definition.raw)) continue;
    const own = parseIds(mutation.argumentids);
    const inputs = asRecord(block.inputs);
    const moved: TRecord = {};
    for (const [name, input] of Object.entries(inputs)) if (!own.includes(name)) moved[name] = input;
    own.forEach((id, index) => {
      const target = definition.ids[index];
      if (target !== undefined && inputs[id] !== undefined) moved[target] = inputs[id];
    });
    block.inputs = moved;
    block.mutation = { ...mutation, proccode: definition.proccode, argumentids: definition.raw };
  }
}

/**
 * Costumes (or sounds) in the text's order, each the base's own where the base has that name and
 * ours otherwise; with no list in the text, the base's list plus any name the blocks use.
 */
function mergeAssets(listed: readonly string[] | undefined, used: readonly string[], baseItems: unknown[], freshItems: unknown[]): unknown[] {
  const remaining = [...baseItems];
  const take = (name: string): unknown => {
    const index = remaining.findIndex((item) => nameOf(item) === name);
    if (index >= 0) return remaining.splice(index, 1)[0];
    return freshItems.find((item) => nameOf(item) === name);
  };
  if (listed) return listed.map(take).filter((item) => item !== undefined);
  const out = [...baseItems];
  for (const name of used) if (!out.some((item) => nameOf(item) === name)) {
    const item = freshItems.find((candidate) => nameOf(candidate) === name);
    if (item) out.push(item);
  }
  return out;
}

function applyData(result: TRecord, base: TRecord, fresh: TRecord, idMap: ReadonlyMap<string, string>): void {
  const remapKeys = (map: unknown, keep: (freshValue: unknown, baseValue: unknown) => unknown, baseMap: unknown) =>
    Object.fromEntries(Object.entries(asRecord(map)).map(([id, value]) => {
      const finalId = idMap.get(id) ?? id;
      return [finalId, keep(value, asRecord(baseMap)[finalId])];
    }));
  // A cloud variable stays one: the text gives its name and value, the base its cloud flag.
  result.variables = remapKeys(fresh.variables, (value, baseValue) => (asArray(baseValue)[2] === true ? [...asArray(value).slice(0, 2), true] : value), base.variables);
  result.lists = remapKeys(fresh.lists, (value) => value, base.lists);
  if (result.isStage === true) {
    // Messages the blocks no longer use are kept: Scratch keeps them too, until saved again.
    result.broadcasts = { ...asRecord(base.broadcasts), ...remapKeys(fresh.broadcasts, (value) => value, base.broadcasts) };
  }
}

function costumeIndex(costumes: unknown[], name: string | undefined, fallback: unknown): number {
  const found = name === undefined ? -1 : costumes.findIndex((item) => nameOf(item) === name);
  if (found >= 0) return found;
  const index = typeof fallback === "number" ? fallback : 0;
  return index >= 0 && index < costumes.length ? index : 0;
}

function spriteState(result: TRecord, target: TProjectTarget): void {
  const settings = target.settings;
  if (settings.x !== undefined) result.x = settings.x;
  if (settings.y !== undefined) result.y = settings.y;
  if (settings.direction !== undefined) result.direction = settings.direction;
  if (settings.size !== undefined) result.size = settings.size;
  if (settings.visible !== undefined) result.visible = settings.visible;
  if (settings.rotationStyle !== undefined) result.rotationStyle = settings.rotationStyle;
  if (settings.draggable !== undefined) result.draggable = settings.draggable;
}

/** Lays the project (parsed text) over the base. Throws Sb3ExportError when the text cannot be built. */
export interface TMergeOptions {
  /**
   * Keep the base's own blocks for scripts the text did not change (default). Off, every script
   * is built from the text: the tests use it to prove the text alone carries each script.
   */
  reuseScripts?: boolean;
}

export function applyProjectToBase(project: TProject, base: TBaseParts, options: TMergeOptions = {}): TMergeResult {
  const fresh = buildWholeProject(project, extensionTemplates(base.json));
  const freshJson = JSON.parse(JSON.stringify(fresh.project)) as TRecord;
  const baseJson = JSON.parse(JSON.stringify(base.json)) as TRecord;
  const allocate = createIdAllocator(collectBaseIds(baseJson));
  const baseTargets = asArray(baseJson.targets).map(asRecord);
  const baseStage = baseTargets.find((target) => target.isStage === true) ?? {};
  const baseSprites = new Map<string, TRecord>();
  for (const target of baseTargets) if (target.isStage !== true && !baseSprites.has(nameOf(target))) baseSprites.set(nameOf(target), target);

  const freshTargets = asArray(freshJson.targets).map(asRecord);
  const freshStage = freshTargets[0]!;
  const freshSprites = freshTargets.slice(1);

  // Data ids: the base's for every name it has in the same scope, fresh (unclashing) ones otherwise.
  const idMap = new Map<string, string>();
  const mapData = (freshTarget: TRecord, baseTarget: TRecord | undefined) => {
    for (const [key, isBroadcast] of [["variables", false], ["lists", false], ["broadcasts", true]] as const) {
      for (const [id, value] of Object.entries(asRecord(freshTarget[key]))) {
        const name = isBroadcast ? String(value) : String(asArray(value)[0] ?? "");
        idMap.set(id, (baseTarget && baseIdByName(baseTarget[key], name, isBroadcast)) ?? allocate(id));
      }
    }
  };
  mapData(freshStage, baseStage);
  freshSprites.forEach((sprite) => mapData(sprite, baseSprites.get(nameOf(sprite))));
  for (const target of freshTargets) remapDataIds(asRecord(target.blocks), idMap);

  let keptScripts = 0;
  let rebuiltScripts = 0;
  const freshAssets = new Map(fresh.assets.map((asset) => [asset.md5ext, asset]));
  const rebuiltBackdrops: string[] = [];
  const baseDataIds = new Set(baseTargets.flatMap((target) => ["variables", "lists", "broadcasts"].flatMap((key) => Object.keys(asRecord(target[key])))));

  const mergeTarget = (freshTarget: TRecord, textTarget: TProjectTarget, baseTarget: TRecord | undefined): TRecord => {
    const renamed = renameFresh(asRecord(freshTarget.blocks), asRecord(freshTarget.comments), allocate);
    if (!baseTarget) {
      applyData(freshTarget, {}, freshTarget, idMap);
      rebuiltScripts += topLevelIds(renamed.blocks).length;
      return { ...freshTarget, ...renamed };
    }
    const result: TRecord = { ...baseTarget };
    applyData(result, baseTarget, freshTarget, idMap);
    const scripts = mergeScripts(baseTarget, renamed, options.reuseScripts ?? true, baseDataIds);
    if (!textTarget.isStage) rebuiltBackdrops.push(...namesInBlocks(scripts.blocks, scripts.rebuiltIds, "backdrop"));
    keptScripts += scripts.kept;
    rebuiltScripts += scripts.rebuilt;
    joinCallsToDefinitions(scripts.blocks);
    result.blocks = scripts.blocks;
    result.comments = scripts.comments;
    const isStage = textTarget.isStage;
    // Backdrops any sprite's changed script names belong to the stage.
    const used = isStage ? [...namesInBlocks(scripts.blocks, scripts.rebuiltIds, "backdrop"), ...rebuiltBackdrops] : namesInBlocks(scripts.blocks, scripts.rebuiltIds, "costume");
    result.costumes = mergeAssets(textTarget.costumes, used, asArray(baseTarget.costumes), asArray(freshTarget.costumes));
    if (asArray(result.costumes).length === 0) result.costumes = asArray(freshTarget.costumes);
    result.sounds = mergeAssets(textTarget.sounds, namesInBlocks(scripts.blocks, scripts.rebuiltIds, "sound"), asArray(baseTarget.sounds), asArray(freshTarget.sounds));
    result.currentCostume = costumeIndex(asArray(result.costumes), textTarget.settings.costume, baseTarget.currentCostume);
    if (!isStage) spriteState(result, textTarget);
    return result;
  };

  const sprites = freshSprites.map((sprite, index) => mergeTarget(sprite, project.sprites[index]!, baseSprites.get(nameOf(sprite))));
  const stage = mergeTarget(freshStage, project.stage, baseTargets.some((target) => target.isStage === true) ? baseStage : undefined);

  // Layer order follows the text; the base's own numbers stay when the text keeps its order.
  const baseLayers = sprites.map((sprite) => (baseSprites.has(nameOf(sprite)) ? Number(asRecord(baseSprites.get(nameOf(sprite))).layerOrder) : NaN));
  const keepsBaseLayers = baseLayers.every((layer, index) => Number.isFinite(layer) && (index === 0 || layer > baseLayers[index - 1]!));
  sprites.forEach((sprite, index) => {
    sprite.layerOrder = keepsBaseLayers ? baseLayers[index] : index + 1;
  });
  // Targets keep the base's order (it is the sprite list's order); new sprites come last.
  const baseOrder = new Map(baseTargets.filter((target) => target.isStage !== true).map((target, index) => [nameOf(target), index]));
  const ordered = [...sprites].sort((a, b) => (baseOrder.get(nameOf(a)) ?? Infinity) - (baseOrder.get(nameOf(b)) ?? Infinity));

  const json: TRecord = { ...baseJson, targets: [stage, ...ordered] };
  const extensions = new Set([...asArray(baseJson.extensions).map(String), ...asArray(freshJson.extensions).map(String)]);
  json.extensions = [...extensions];
  if (!("meta" in baseJson)) json.meta = freshJson.meta;
  json.monitors = keptMonitors(asArray(baseJson.monitors), [stage, ...ordered]);
  if (!("monitors" in baseJson) && asArray(json.monitors).length === 0 && "targets" in baseJson && Object.keys(baseJson).length > 0) delete json.monitors;

  const assets: TSb3Asset[] = [];
  const seen = new Set<string>();
  for (const target of [stage, ...ordered]) {
    for (const item of [...asArray(target.costumes), ...asArray(target.sounds)]) {
      const record = asRecord(item);
      const md5ext = String(record.md5ext ?? `${String(record.assetId ?? "")}.${String(record.dataFormat ?? "")}`);
      if (seen.has(md5ext)) continue;
      seen.add(md5ext);
      const bytes = base.assets[md5ext] ?? freshAssets.get(md5ext)?.bytes;
      if (bytes) assets.push({ md5ext, bytes });
    }
  }
  return { json, assets, keptScripts, rebuiltScripts };
}

/** Monitors whose sprite and variable or list are still in the project. */
function keptMonitors(monitors: unknown[], targets: TRecord[]): unknown[] {
  const spriteNames = new Set(targets.filter((target) => target.isStage !== true).map(nameOf));
  const dataIds = new Set(targets.flatMap((target) => [...Object.keys(asRecord(target.variables)), ...Object.keys(asRecord(target.lists))]));
  return monitors.filter((raw) => {
    const monitor = asRecord(raw);
    if (typeof monitor.spriteName === "string" && !spriteNames.has(monitor.spriteName)) return false;
    const opcode = String(monitor.opcode ?? "");
    if (opcode === "data_variable" || opcode === "data_listcontents") return dataIds.has(String(monitor.id ?? ""));
    return true;
  });
}
