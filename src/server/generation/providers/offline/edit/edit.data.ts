// A score, lives and a timer (issue 30): a variable declared where the project keeps its data,
// set when the green flag starts it, and changed where the base already decides a hit (an
// `if <touching ...>` or a click) or, for a timer, by a countdown of its own.
import { walkBlocks, type Block } from "../../../../../blocks";
import { lastLineOf, type TEditProject, type TEditTarget, type TPlacedBlock } from "./edit.project";
import type { TEditContext, TEditKind } from "./edit.types";

/** Declares a variable for all sprites: on the stage of a whole project, at the top of a plain program. */
export function declareVariable(context: TEditContext, name: string, value: number): void {
  const { project, editor } = context;
  if (!project.whole) {
    editor.insertAfter(0, [`// variable ${name} = ${value}`]);
    return;
  }
  const stage = project.targets.find((target) => target.isStage && target.headerLine > 0);
  if (stage) editor.insertAfter(stage.settingsLine ?? stage.headerLine, [`// variable ${name} = ${value}`]);
  else editor.insertAfter(0, ["// stage", `// variable ${name} = ${value}`, ""]);
}

export const hasVariable = (project: TEditProject, name: string) => project.targets.some((target) => target.variables.has(name));

function conditionHas(block: Block, opcodes: Set<string>): boolean {
  const condition = block.inputs.CONDITION;
  if (condition?.type !== "block") return false;
  let found = false;
  walkBlocks([condition.block], (inner) => {
    if (opcodes.has(inner.opcode)) found = true;
  });
  return found;
}

const CONTACT = new Set(["sensing_touchingobject", "sensing_touchingcolor", "sensing_distanceto", "sensing_coloristouchingcolor", "sensing_of"]);
const ENDS_GAME = (block: Block) => Object.values(block.substacks).some((stack) => (stack ?? []).some((inner) => inner.opcode === "control_stop"));

/** An `if` that tests a contact: a good one (no stop inside) scores, a bad one (it stops the game) costs a life. */
export function contactIfs(context: TEditContext, good: boolean): TPlacedBlock[] {
  const sprites = context.named.length > 0 ? new Set(context.named) : undefined;
  return context.project.blocks.filter(
    ({ block, target }) =>
      (block.opcode === "control_if" || block.opcode === "control_if_else") &&
      conditionHas(block, CONTACT) &&
      ENDS_GAME(block) !== good &&
      (!sprites || sprites.has(target)),
  );
}

/** An `if` that ends the game (a stop inside): where a life is lost instead. */
export function gameOverIfs(context: TEditContext): TPlacedBlock[] {
  return context.project.blocks.filter(({ block }) => (block.opcode === "control_if" || block.opcode === "control_if_else") && ENDS_GAME(block));
}

/** Adds lines right after a target's first `when flag clicked`, or a new flag script at its end. */
export function atGreenFlag(context: TEditContext, target: TEditTarget, lines: string[]): void {
  const flag = context.project.blocks.find((placed) => placed.target === target && placed.block.opcode === "event_whenflagclicked");
  if (flag) context.editor.insertAfter(flag.block.line, lines);
  else context.editor.insertAfter(target.lastLine, ["", "when flag clicked", ...lines]);
}

export const ADD_SCORE: TEditKind = {
  id: "score",
  words: "a score",
  asks: (request) => /\b(add|keep|count|give|with|have|get)\b.*\b(score|points?)\b|\bscore\b.*\b(add|keep)\b/.test(request) && !/\b(remove|delete|take away|get rid|no more)\b/.test(request),
  apply(context) {
    if (hasVariable(context.project, "score")) return false;
    const good = contactIfs(context, true)[0];
    const clicked = context.project.blocks.find((placed) => placed.block.opcode === "event_whenthisspriteclicked" && (context.named.length === 0 || context.named.includes(placed.target)));
    const where = good ?? clicked;
    const target = where?.target ?? context.named[0] ?? context.project.targets.find((candidate) => !candidate.isStage);
    if (!target) return false;
    declareVariable(context, "score", 0);
    if (where) context.editor.insertAfter(where.block.line, ["change [score v] by (1)"]);
    else context.editor.insertAfter(target.lastLine, ["", "when this sprite clicked", "change [score v] by (1)"]);
    atGreenFlag(context, target, ["set [score v] to (0)"]);
    context.done.push(good ? `a point each time the ${target.name} ${good.block.line ? "touches it" : "scores"}` : `a point each time you click the ${target.name}`);
    return true;
  },
};

export const ADD_LIVES: TEditKind = {
  id: "lives",
  words: "lives",
  asks: (request) => /\b(lives|\d+ lifes?|lifes|three li|3 li)\b/.test(request) && !/\b(remove|delete|take away|get rid|no more)\b/.test(request),
  apply(context) {
    if (hasVariable(context.project, "lives")) return false;
    const bad = contactIfs(context, false)[0] ?? gameOverIfs(context)[0];
    if (!bad) return false;
    const count = Number(/\b(\d+)\s+li(ves|fe)/.exec(context.request)?.[1] ?? 3);
    const stop = (Object.values(bad.block.substacks).flat() as Block[]).find((inner) => inner?.opcode === "control_stop");
    if (!stop || context.editor.touched(stop.line)) return false;
    declareVariable(context, "lives", count);
    // a life lost puts the sprite back where it starts, so one miss is one life
    const start = bad.target.settingsLine !== undefined ? context.project.lines[bad.target.settingsLine - 1]! : "";
    const x = /\bx:\s*(-?\d+(?:\.\d+)?)/.exec(start)?.[1] ?? "0";
    const y = /\by:\s*(-?\d+(?:\.\d+)?)/.exec(start)?.[1] ?? "0";
    const back = bad.target.isStage ? [] : [`go to x: (${x}) y: (${y})`, "wait (0.5) seconds"];
    const stopLine = context.project.lines[stop.line - 1]!;
    const indent = /^\s*/.exec(stopLine)![0];
    const lines = ["change [lives v] by (-1)", ...back, "if <(lives) < (1)> then", `  ${stopLine.trim()}`, "end"];
    context.editor.replace(stop.line, lines.map((line) => `${indent}${line}`).join("\n"));
    atGreenFlag(context, bad.target, [`set [lives v] to (${count})`]);
    context.done.push(`${count} lives: the game ends when they are all gone`);
    return true;
  },
};

export const ADD_TIMER: TEditKind = {
  id: "timer",
  words: "a timer",
  asks: (request) => /\b(timer|countdown|count down|time limit|seconds to|in \d+ seconds)\b/.test(request) && !/\b(remove|delete|take away|get rid|no more)\b/.test(request),
  apply(context) {
    if (hasVariable(context.project, "time")) return false;
    const seconds = Math.min(600, Math.max(5, Number(/\b(\d+)\s*(?:seconds?|secs?|s)\b/.exec(context.request)?.[1] ?? 30)));
    const minutes = /\b(\d+)\s*minutes?\b/.exec(context.request);
    const total = minutes ? Math.min(600, Number(minutes[1]) * 60) : seconds;
    const stage = context.project.targets.find((target) => target.isStage && target.headerLine > 0);
    const owner = stage ?? context.project.targets[context.project.targets.length - 1]!;
    declareVariable(context, "time", total);
    const script = ["when flag clicked", `set [time v] to (${total})`, "repeat until <(time) < (1)>", "wait (1) seconds", "change [time v] by (-1)", "end", "stop [all v]"];
    context.editor.insertAfter(owner.lastLine, ["", ...script]);
    context.done.push(`a ${total}-second timer: the game stops when it reaches 0`);
    return true;
  },
};

/** Every line of blocks that use a variable: a C-block with its whole body, a script left with only its hat too. */
export function linesUsing(project: TEditProject, name: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const lower = name.toLowerCase();
  const uses = (block: Block) => {
    let found = false;
    walkBlocks([{ ...block, substacks: {} }], (inner) => {
      if (inner.fields.VARIABLE?.value.toLowerCase() === lower) found = true;
      if (inner.opcode === "data_variable" && (inner.fields.VARIABLE?.value ?? "").toLowerCase() === lower) found = true;
    });
    return found;
  };
  for (const placed of project.blocks) {
    if (placed.enclosing.some((outer) => uses(outer))) continue;
    if (uses(placed.block)) spans.push([placed.block.line, lastLineOf(project, placed.block)]);
  }
  return spans;
}
