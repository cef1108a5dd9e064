// Faster or slower, bigger or smaller: the numbers that decide them, scaled where they are
// written (issue 30). Movement is a move, a change of x or y, a glide's seconds, a wait inside a
// loop and a variable named for speed; size is a size block or the sprite's settings line.
import type { Block } from "../../../../../blocks";
import { isLoop, type TEditProject, type TEditTarget, type TPlacedBlock } from "./edit.project";
import type { TEditContext, TEditKind } from "./edit.types";

/** A number as the text writes it, scaled and still a number a child reads ("8", "0.3"). */
export function scaleNumber(value: number, factor: number): number {
  const scaled = value * factor;
  if (Number.isInteger(value)) {
    const rounded = Math.round(scaled);
    // a change that rounds away is still a change
    return rounded === value ? value + Math.sign(factor - 1) * Math.sign(value || 1) : rounded;
  }
  return Math.round(scaled * 100) / 100;
}

/** Replaces one slot's typed-in number on the block's own line; false if the line does not show it once. */
export function replaceLiteral(context: TEditContext, block: Block, input: string, next: (value: number) => number | string): boolean {
  const value = block.inputs[input];
  if (value?.type !== "literal") return false;
  const number = Number(value.value);
  if (value.value.trim() === "" || !Number.isFinite(number)) return false;
  const line = context.project.lines[block.line - 1];
  if (line === undefined || context.editor.touched(block.line)) return false;
  const written = `(${value.value})`;
  if (line.split(written).length !== 2) return false;
  context.editor.replace(block.line, line.replace(written, `(${next(number)})`));
  return true;
}

/** How much: "much" and "twice" double it, "a bit" a quarter; otherwise half again. */
export function amountOf(request: string, direction: "up" | "down"): number {
  const much = /\b(much|lot|way|very|really|super|twice|double|2 times)\b/.test(request);
  const bit = /\b(a bit|a little|slightly|little bit|tiny bit)\b/.test(request);
  const up = much ? 2 : bit ? 1.25 : 1.5;
  if (/\bhalf\b/.test(request)) return direction === "up" ? 1.5 : 0.5;
  return direction === "up" ? up : 1 / up;
}

/** The sprites a change is for: those named, else every sprite (never the stage). */
function spritesFor(context: TEditContext): TEditTarget[] {
  return context.named.length > 0 ? context.named : context.project.targets.filter((target) => !target.isStage);
}

const MOVE_INPUTS: Record<string, string> = { motion_movesteps: "STEPS", motion_changexby: "DX", motion_changeyby: "DY" };
const SECONDS_INPUTS: Record<string, string> = { motion_glidesecstoxy: "SECS", motion_glideto: "SECS" };
const SPEED_NAMES = /^(speed|velocity|pace|step|steps)$/i;

function scaleSpeed(context: TEditContext, factor: number): boolean {
  const sprites = new Set(spritesFor(context));
  let changed = 0;
  const inSprites = context.project.blocks.filter((placed) => sprites.has(placed.target) || (placed.target.isStage && context.named.length === 0));
  for (const placed of inSprites) {
    const { block } = placed;
    const move = MOVE_INPUTS[block.opcode];
    const seconds = SECONDS_INPUTS[block.opcode];
    if (move && replaceLiteral(context, block, move, (value) => scaleNumber(value, factor))) changed += 1;
    else if (seconds && replaceLiteral(context, block, seconds, (value) => Math.max(0.05, Math.round((value / factor) * 100) / 100))) changed += 1;
    else if (block.opcode === "control_wait" && placed.enclosing.some(isLoop) && replaceLiteral(context, block, "DURATION", (value) => Math.max(0.01, Math.round((value / factor) * 100) / 100))) changed += 1;
    else if (block.opcode === "data_setvariableto" && SPEED_NAMES.test(block.fields.VARIABLE?.value ?? "") && replaceLiteral(context, block, "VALUE", (value) => scaleNumber(value, factor))) changed += 1;
  }
  // a speed kept in a variable is declared with its starting value under the sprite's line
  for (const target of context.project.targets) {
    if (!(sprites.has(target) || (target.isStage && context.named.length === 0)) || target.headerLine === 0) continue;
    for (let line = target.headerLine + 1; line <= target.lastLine; line += 1) {
      const text = context.project.lines[line - 1]!;
      const match = SPEED_DECLARATION.exec(text);
      if (!match || context.editor.touched(line)) continue;
      context.editor.replace(line, text.replace(SPEED_DECLARATION, `$1${scaleNumber(Number(match[2]), factor)}`));
      changed += 1;
    }
  }
  return changed > 0;
}

const SPEED_DECLARATION = /^(\s*\/\/\s*variable\s+(?:speed|velocity|pace)\s*=\s*)(-?\d+(?:\.\d+)?)\s*$/i;

const whoOf = (context: TEditContext) => (context.named.length > 0 ? context.named.map((target) => `the ${target.name}`).join(" and ") : "it");

export const FASTER: TEditKind = {
  id: "faster",
  words: "faster",
  asks: (request) => /\b(faster|quicker|speed (it |them )?up|more speed|speedier|move quick(er)?ly)\b/.test(request),
  apply(context) {
    if (!scaleSpeed(context, amountOf(context.request, "up"))) return false;
    context.done.push(`${whoOf(context)} moves faster`);
    return true;
  },
};

export const SLOWER: TEditKind = {
  id: "slower",
  words: "slower",
  asks: (request) => /\b(slower|slow (it |them )?down|less fast|more slowly)\b/.test(request),
  apply(context) {
    if (!scaleSpeed(context, amountOf(context.request, "down"))) return false;
    context.done.push(`${whoOf(context)} moves slower`);
    return true;
  },
};

const SETTINGS_SIZE = /\bsize:\s*(-?\d+(?:\.\d+)?)/i;

function resize(context: TEditContext, factor: number): boolean {
  const project: TEditProject = context.project;
  // one sprite unless the request names several: "make it bigger" is about the main character
  const sprites = context.named.length > 0 ? context.named : project.targets.filter((target) => !target.isStage).slice(0, 1);
  let changed = 0;
  for (const sprite of sprites) {
    const sizeBlocks = project.blocks.filter((placed: TPlacedBlock) => placed.target === sprite && placed.block.opcode === "looks_setsizeto");
    const scaled = sizeBlocks.filter((placed) => replaceLiteral(context, placed.block, "SIZE", (value) => scaleNumber(value, factor))).length;
    if (scaled > 0) {
      changed += 1;
      continue;
    }
    const size = (current: number) => Math.max(5, scaleNumber(current, factor));
    if (sprite.settingsLine !== undefined && !context.editor.touched(sprite.settingsLine)) {
      const line = project.lines[sprite.settingsLine - 1]!;
      const match = SETTINGS_SIZE.exec(line);
      context.editor.replace(sprite.settingsLine, match ? line.replace(SETTINGS_SIZE, `size: ${size(Number(match[1]))}`) : `${line.trimEnd()}, size: ${size(100)}`);
      changed += 1;
      continue;
    }
    if (sprite.headerLine > 0) {
      context.editor.insertAfter(sprite.headerLine, [`// size: ${size(100)}`]);
      changed += 1;
      continue;
    }
    // a program with no sections: the size is set when the green flag starts it
    const flag = project.blocks.find((placed) => placed.target === sprite && placed.block.opcode === "event_whenflagclicked");
    if (flag) context.editor.insertAfter(flag.block.line, [`set size to (${size(100)}) %`]);
    else context.editor.insertAfter(sprite.lastLine, ["", "when flag clicked", `set size to (${size(100)}) %`]);
    changed += 1;
  }
  if (changed === 0) return false;
  context.done.push(`${sprites.map((sprite) => `the ${sprite.name}`).join(" and ")} ${factor > 1 ? "is bigger" : "is smaller"}`);
  return true;
}

export const BIGGER: TEditKind = {
  id: "bigger",
  words: "bigger",
  asks: (request) => /\b(bigger|larger|huge|giant|grow|taller)\b/.test(request),
  apply: (context) => resize(context, amountOf(context.request, "up")),
};

export const SMALLER: TEditKind = {
  id: "smaller",
  words: "smaller",
  asks: (request) => /\b(smaller|tinier|shrink|shorter)\b/.test(request),
  apply: (context) => resize(context, amountOf(context.request, "down")),
};
