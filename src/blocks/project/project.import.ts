// Any Scratch 3 project.json → project text (docs/decisions/014-project-text.md): the stage and
// every sprite in layer order, each with its starting state, its data with starting values, its
// scripts and comments. Blocks outside the vocabulary are kept as visible placeholders and
// reported, never dropped. Pure TypeScript, so the browser can open a .sb3 without uploading it.
import {
  formatFreeComment,
  formatList,
  formatNames,
  formatSettings,
  formatSpriteHeader,
  formatStageHeader,
  formatVariable,
  ROTATION_STYLES,
  type TDataValue,
  type TSpriteSettings,
} from "./project.directives";
import { DEFAULT_BACKDROP_NAME, DEFAULT_COSTUME_NAMES } from "../sb3/sb3.costumes";
import { createTargetRenderer, type TImportProblem, type TRawBlock } from "./project.import.blocks";
import { extensionTemplates, type TExtensionTemplate } from "./project.extension-templates";

export type { TImportProblem } from "./project.import.blocks";

/** The file is not a Scratch 3 project at all; the message says why in plain words. */
export class ProjectImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProjectImportError";
  }
}

export interface TProjectImport {
  /** The whole project as project text. */
  text: string;
  /** Blocks kept as placeholders and other things the text could not carry exactly. */
  problems: TImportProblem[];
}

/** A project a person made has far fewer; more is a hostile or broken file. */
export const MAX_IMPORT_TARGETS = 500;
export const MAX_IMPORT_BLOCKS = 200_000;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const asNumber = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const asDataValue = (value: unknown): TDataValue => (typeof value === "number" && Number.isFinite(value) ? value : asString(value));

function spriteSettings(target: Record<string, unknown>): TSpriteSettings {
  const costumes = Array.isArray(target.costumes) ? target.costumes : [];
  const current = asNumber(target.currentCostume) ?? 0;
  const costume = asString(asRecord(costumes[current]).name);
  const rotation = ROTATION_STYLES.find((style) => style === target.rotationStyle);
  return {
    x: asNumber(target.x) ?? 0,
    y: asNumber(target.y) ?? 0,
    direction: asNumber(target.direction) ?? 90,
    size: asNumber(target.size) ?? 100,
    visible: target.visible !== false,
    ...(costume ? { costume } : {}),
    ...(rotation && rotation !== "all around" ? { rotationStyle: rotation } : {}),
    ...(target.draggable === true ? { draggable: true } : {}),
  };
}

function assetNames(list: unknown): string[] {
  return (Array.isArray(list) ? list : []).map((item) => asString(asRecord(item).name)).filter((name) => name !== "");
}

function targetLines(target: Record<string, unknown>, problems: TImportProblem[], stage: Record<string, unknown> | undefined, templates: ReadonlyMap<string, TExtensionTemplate>): string[] {
  const isStage = target.isStage === true;
  const name = isStage ? "Stage" : asString(target.name) || "Sprite";
  const lines: string[] = [isStage ? formatStageHeader() : formatSpriteHeader(name)];
  const costumes = assetNames(target.costumes);
  // Scratch's own default names are what the exporter writes anyway: saying them is noise.
  const isDefault = costumes.join("\n") === (isStage ? [DEFAULT_BACKDROP_NAME] : DEFAULT_COSTUME_NAMES).join("\n");
  if (!isStage) {
    const settings = spriteSettings(target);
    if (isDefault && settings.costume === costumes[0]) delete settings.costume;
    const line = formatSettings(settings);
    if (line) lines.push(line);
  } else {
    // The backdrop the project starts on, unless it is the first (Scratch's default).
    const backdrop = spriteSettings(target).costume;
    const line = backdrop !== undefined && (asNumber(target.currentCostume) ?? 0) > 0 ? formatSettings({ costume: backdrop }, true) : null;
    if (line) lines.push(line);
  }
  if (costumes.length > 0 && !isDefault) lines.push(formatNames(isStage ? "backdrops" : "costumes", costumes));
  const sounds = assetNames(target.sounds);
  if (sounds.length > 0) lines.push(formatNames("sounds", sounds));

  for (const variable of Object.values(asRecord(target.variables))) {
    if (!Array.isArray(variable)) continue;
    lines.push(formatVariable(asString(variable[0]), asDataValue(variable[1])));
    if (variable[2] === true) {
      problems.push({ target: name, opcode: "(cloud variable)", message: `The cloud variable "${asString(variable[0])}" is an ordinary variable here.` });
    }
  }
  for (const list of Object.values(asRecord(target.lists))) {
    if (!Array.isArray(list)) continue;
    lines.push(formatList(asString(list[0]), (Array.isArray(list[1]) ? list[1] : []).map(asDataValue)));
  }

  const rawComments = asRecord(target.comments);
  const attached: Record<string, string> = {};
  const free: string[] = [];
  for (const [id, raw] of Object.entries(rawComments)) {
    const comment = asRecord(raw);
    const text = asString(comment.text);
    if (text.trim() === "") continue;
    if (typeof comment.blockId === "string") attached[id] = text;
    else free.push(text);
  }

  const blocks = asRecord(target.blocks);
  const listNames = new Set([target, ...(isStage ? [] : [stage])].flatMap((owner) => Object.values(asRecord(owner?.lists)).map((list) => asString(Array.isArray(list) ? list[0] : ""))));
  const dataNames = new Map<string, string>();
  for (const owner of [stage, target]) {
    for (const key of ["variables", "lists"]) for (const [id, value] of Object.entries(asRecord(owner?.[key]))) if (Array.isArray(value)) dataNames.set(id, asString(value[0]));
    for (const [id, value] of Object.entries(asRecord(owner?.broadcasts))) dataNames.set(id, asString(value));
  }
  const renderer = createTargetRenderer({ targetName: name, blocks, comments: attached, listNames, dataNames, extensionTemplates: templates });
  for (const [id, raw] of Object.entries(blocks)) {
    let script: string[] = [];
    if (Array.isArray(raw)) {
      const line = renderer.renderPrimitive(raw);
      if (line) script = [line];
    } else {
      const block = asRecord(raw) as TRawBlock;
      if (block.topLevel !== true || block.shadow === true) continue;
      script = renderer.renderScript(id);
    }
    if (script.length > 0) lines.push("", ...script);
  }
  for (const text of free) lines.push("", formatFreeComment(text));
  problems.push(...renderer.problems);
  return lines;
}

/**
 * Project text for a Scratch 3 project.json (the parsed object, or its JSON text).
 * Throws ProjectImportError when the input is not a Scratch 3 project.
 */
export function fromProjectJson(projectJson: unknown): TProjectImport {
  let project = projectJson;
  if (typeof project === "string") {
    try {
      project = JSON.parse(project) as unknown;
    } catch {
      throw new ProjectImportError("This file's project.json is not valid JSON.");
    }
  }
  const targets = asRecord(project).targets;
  if (!Array.isArray(targets) || targets.length === 0) {
    throw new ProjectImportError("This is not a Scratch 3 project: it has no stage or sprites (a Scratch 2 project must be opened and saved in Scratch 3 first).");
  }
  if (targets.length > MAX_IMPORT_TARGETS) throw new ProjectImportError(`This project has ${targets.length} sprites; PromptBlocks opens projects with up to ${MAX_IMPORT_TARGETS}.`);
  const blockCount = targets.reduce<number>((sum, target) => sum + Object.keys(asRecord(asRecord(target).blocks)).length, 0);
  if (blockCount > MAX_IMPORT_BLOCKS) throw new ProjectImportError(`This project has ${blockCount} blocks; PromptBlocks opens projects with up to ${MAX_IMPORT_BLOCKS.toLocaleString("en")}.`);

  const records = targets.map(asRecord);
  const stage = records.find((target) => target.isStage === true);
  // Back to front, as the layer order says; the text lists sprites in that order.
  const sprites = records
    .map((target, index) => ({ target, index }))
    .filter(({ target }) => target.isStage !== true)
    .sort((a, b) => (asNumber(a.target.layerOrder) ?? a.index) - (asNumber(b.target.layerOrder) ?? b.index) || a.index - b.index)
    .map(({ target }) => target);

  const problems: TImportProblem[] = [];
  const sections: string[][] = [];
  try {
    const templates = extensionTemplates(project);
    if (stage) sections.push(targetLines(stage, problems, stage, templates));
    for (const sprite of sprites) sections.push(targetLines(sprite, problems, stage, templates));
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && /nests its blocks too deeply/.test(error.message))) {
      throw new ProjectImportError("This project nests its blocks too deeply to be a real Scratch project.");
    }
    throw error;
  }
  return { text: `${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`, problems };
}
