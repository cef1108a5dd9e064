import type { TBehaviourProblem } from "./behaviour.types";

/**
 * What a project listens to and where its scripts fight, read from project.json alone (no
 * engine): the keys and clicks it reacts to, so the run can press them, and sprites whose loops
 * pull the same thing two ways at once (one loop sets the position every frame while another
 * moves it; two scripts asking questions at the same time).
 */

interface TJsonBlock {
  opcode: string;
  next: string | null;
  parent: string | null;
  topLevel?: boolean;
  inputs: Record<string, unknown[]>;
  fields: Record<string, unknown[]>;
}

export interface TJsonTarget {
  name: string;
  isStage: boolean;
  blocks: Record<string, TJsonBlock | unknown[]>;
}

export interface TListened {
  /** Scratch key names ("space", "right arrow", "a"); "any" when a script listens to any key. */
  keys: string[];
  /** Sprites with a "when this sprite clicked" script. */
  clickedSprites: string[];
  stageClicked: boolean;
}

const isBlock = (value: TJsonBlock | unknown[] | undefined): value is TJsonBlock => value !== undefined && !Array.isArray(value) && typeof value === "object";

function fieldValue(block: TJsonBlock, name: string): string | undefined {
  const field = block.fields[name];
  return Array.isArray(field) && typeof field[0] === "string" ? field[0] : undefined;
}

/** The block ids inside an input (a substack or a reporter), following `next` along a stack. */
function stackFrom(blocks: TJsonTarget["blocks"], id: string | null | undefined): TJsonBlock[] {
  const out: TJsonBlock[] = [];
  let at = id ?? null;
  while (at) {
    const block = blocks[at];
    if (!isBlock(block)) break;
    out.push(block);
    at = block.next;
  }
  return out;
}

function inputBlockId(block: TJsonBlock, name: string): string | undefined {
  const input = block.inputs[name];
  return Array.isArray(input) && typeof input[1] === "string" ? input[1] : undefined;
}

/** Every block under a stack, substacks and reporters too. */
function everyBlock(blocks: TJsonTarget["blocks"], stack: TJsonBlock[], into: TJsonBlock[] = []): TJsonBlock[] {
  for (const block of stack) {
    into.push(block);
    for (const name of Object.keys(block.inputs)) {
      const id = inputBlockId(block, name);
      if (!id) continue;
      const child = blocks[id];
      if (isBlock(child)) everyBlock(blocks, stackFrom(blocks, id), into);
    }
  }
  return into;
}

export function listenedInputs(targets: readonly TJsonTarget[]): TListened {
  const keys = new Set<string>();
  const clickedSprites = new Set<string>();
  let stageClicked = false;
  for (const target of targets) {
    for (const block of Object.values(target.blocks)) {
      if (!isBlock(block)) continue;
      if (block.opcode === "event_whenkeypressed") keys.add(fieldValue(block, "KEY_OPTION") ?? "space");
      if (block.opcode === "sensing_keyoptions") keys.add(fieldValue(block, "KEY_OPTION") ?? "space");
      if (block.opcode === "event_whenthisspriteclicked") clickedSprites.add(target.name);
      if (block.opcode === "event_whenstageclicked") stageClicked = true;
    }
  }
  return { keys: [...keys], clickedSprites: [...clickedSprites], stageClicked };
}

const SETS_POSITION = new Set(["motion_gotoxy", "motion_goto", "motion_setx", "motion_sety", "motion_glidesecstoxy", "motion_glideto"]);
const MOVES = new Set([...SETS_POSITION, "motion_changexby", "motion_changeyby", "motion_movesteps"]);

/**
 * Two scripts of one sprite fighting: both loop for ever moving the sprite and at least one
 * puts it somewhere outright each time round (the other's moves are undone every frame); or two
 * scripts started by the same event both ask a question, so the second question covers the first.
 */
export function fightingScripts(targets: readonly TJsonTarget[]): TBehaviourProblem[] {
  const problems: TBehaviourProblem[] = [];
  for (const target of targets) {
    if (target.isStage) continue;
    const hats = Object.values(target.blocks).filter((block): block is TJsonBlock => isBlock(block) && block.topLevel === true && block.opcode.startsWith("event_when"));
    const loops: { sets: boolean; moves: boolean; hat: string }[] = [];
    const askers = new Map<string, number>();
    for (const hat of hats) {
      const stack = stackFrom(target.blocks, hat.next);
      const all = everyBlock(target.blocks, stack);
      const forever = all.filter((block) => block.opcode === "control_forever");
      for (const loop of forever) {
        const inside = everyBlock(target.blocks, stackFrom(target.blocks, inputBlockId(loop, "SUBSTACK")));
        // puts it in place each time round: directly in the loop, not only when an if holds (a reset on touching a wall)
        loops.push({ sets: stackFrom(target.blocks, inputBlockId(loop, "SUBSTACK")).some((block) => SETS_POSITION.has(block.opcode)), moves: inside.some((block) => MOVES.has(block.opcode)), hat: hat.opcode });
      }
      if (all.some((block) => block.opcode === "sensing_askandwait")) {
        const key = hat.opcode === "event_whenkeypressed" ? `${hat.opcode}:${fieldValue(hat, "KEY_OPTION")}` : hat.opcode;
        askers.set(key, (askers.get(key) ?? 0) + 1);
      }
    }
    const moving = loops.filter((loop) => loop.moves);
    if (moving.length >= 2 && moving.some((loop) => loop.sets)) {
      problems.push({ code: "scripts-fight", sprite: target.name, message: `Two scripts of ${target.name} move it for ever at the same time, and one puts it in place each time round, so the other's moves never show.` });
    }
    for (const [hat, count] of askers) {
      if (count >= 2) problems.push({ code: "scripts-fight", sprite: target.name, message: `${count} scripts of ${target.name} ask questions at the same time (${hat.replace(/^event_/, "")}): the second question hides the first.` });
    }
  }
  return problems;
}

/**
 * The project with its music made silent: Scratch's Music extension decodes its instruments when
 * it loads and, with no audio engine on a server, fails in a way nobody can catch. Each music
 * block becomes a wait of its own length (a beat is a second at the default tempo), so timing
 * and every thread it starts stay as they were. The input is not changed.
 */
export function withSilentMusic(targets: readonly TJsonTarget[]): TJsonTarget[] {
  return targets.map((target) => {
    const blocks: TJsonTarget["blocks"] = {};
    for (const [id, block] of Object.entries(target.blocks)) {
      if (!isBlock(block) || !block.opcode.startsWith("music_")) {
        blocks[id] = block;
        continue;
      }
      if (block.opcode.startsWith("music_menu_")) continue;
      const beats = block.inputs.BEATS;
      blocks[id] = { ...block, opcode: "control_wait", inputs: { DURATION: Array.isArray(beats) && typeof beats[1] !== "string" ? beats : [1, [5, "0"]] }, fields: {} };
    }
    return { ...target, blocks };
  });
}
