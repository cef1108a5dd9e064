// The base project as the offline generator edits it (issue 30): the parsed project (what each
// line's block is, in which sprite, inside which loop) over the text's own lines. Edits change,
// add or remove whole lines of the text, so every line no edit touches stays byte for byte.
import { isWholeProjectText, parseProgram, parseProject, splitProjectText, type Block, type Program } from "../../../../../blocks";

/** A block where it sits: its sprite, the C-blocks around it, the first block of its script. */
export interface TPlacedBlock {
  block: Block;
  target: TEditTarget;
  /** The C-blocks it is inside, outermost first. */
  enclosing: Block[];
  /** The script's first block (its hat when it has one). */
  top: Block;
}

export interface TEditTarget {
  name: string;
  isStage: boolean;
  /** Line of `// sprite: Name` or `// stage`; 0 for a program with no sections. */
  headerLine: number;
  /** The settings line right under the header, when there is one. */
  settingsLine?: number;
  /** The last line of the section that is not blank (the header when it is empty). */
  lastLine: number;
  program: Program;
  /** Declared or used variable names, lower case. */
  variables: Set<string>;
  sounds?: string[];
}

export interface TEditProject {
  text: string;
  lines: string[];
  /** Sections in the text: a program with no sections is one sprite. */
  whole: boolean;
  targets: TEditTarget[];
  blocks: TPlacedBlock[];
}

const LOOPS = new Set(["control_forever", "control_repeat", "control_repeat_until", "control_while", "control_for_each"]);
export const isLoop = (block: Block) => LOOPS.has(block.opcode);

function placeBlocks(target: TEditTarget, into: TPlacedBlock[]): void {
  for (const script of target.program.scripts) {
    const top = script.blocks[0];
    if (!top) continue;
    const visit = (blocks: readonly Block[], enclosing: Block[]) => {
      for (const block of blocks) {
        into.push({ block, target, enclosing, top });
        for (const value of Object.values(block.inputs)) if (value.type === "block") visit([value.block], enclosing);
        for (const stack of Object.values(block.substacks)) visit(stack ?? [], [...enclosing, block]);
      }
    };
    visit(script.blocks, []);
  }
}

function variablesOf(program: Program, declared: string[]): Set<string> {
  return new Set([...declared, ...program.variables.map((variable) => variable.name)].map((name) => name.toLowerCase()));
}

export function readEditProject(text: string): TEditProject {
  const lines = text.split("\n");
  const blocks: TPlacedBlock[] = [];
  const lastNonBlank = (from: number, to: number) => {
    for (let line = to; line > from; line -= 1) if (lines[line - 1]!.trim() !== "") return line;
    return from;
  };
  if (!isWholeProjectText(text)) {
    const { program } = parseProgram(text);
    const target: TEditTarget = { name: "Sprite1", isStage: false, headerLine: 0, lastLine: lastNonBlank(0, lines.length), program, variables: variablesOf(program, []) };
    placeBlocks(target, blocks);
    return { text, lines, whole: false, targets: [target], blocks };
  }
  const { project } = parseProject(text);
  const { sections } = splitProjectText(text);
  const parsed = [project.stage, ...project.sprites];
  const headers = sections.map((section) => section.line).filter((line) => line > 0).sort((a, b) => a - b);
  const targets = parsed
    .filter((target) => target.line > 0 || target.program.scripts.length > 0 || target.variables.length > 0)
    .map((target): TEditTarget => {
      const next = headers.find((line) => line > target.line) ?? lines.length + 1;
      const settingsLine = target.line > 0 && /^\/\/\s*(x|y|direction|size|hidden|costume|backdrop)\b/i.test(lines[target.line]?.trim() ?? "") ? target.line + 1 : undefined;
      return {
        name: target.name,
        isStage: target.isStage,
        headerLine: target.line,
        ...(settingsLine ? { settingsLine } : {}),
        lastLine: lastNonBlank(target.line, next - 1),
        program: target.program,
        variables: variablesOf(target.program, target.variables.map((variable) => variable.name)),
        ...(target.sounds ? { sounds: target.sounds } : {}),
      };
    });
  for (const target of targets) placeBlocks(target, blocks);
  return { text, lines, whole: true, targets, blocks };
}

/** The sprites (never the stage) the request names, by name or by a name's singular or plural. */
export function namedSprites(project: TEditProject, words: string): TEditTarget[] {
  const lower = ` ${words.toLowerCase().replace(/[^a-z0-9\s]/g, " ")} `;
  // in the order the request names them: "make the ball say ouch when it hits the paddle" is about the ball
  const at = (target: TEditTarget) => {
    const name = target.name.toLowerCase();
    const places = [name, `${name}s`, name.replace(/s$/, "")].filter((form) => form.length > 1).map((form) => lower.indexOf(` ${form} `)).filter((index) => index >= 0);
    return places.length > 0 ? Math.min(...places) : -1;
  };
  return project.targets
    .filter((target) => !target.isStage && at(target) >= 0)
    .sort((a, b) => at(a) - at(b));
}

/** A block's last line: its own line, or the `end` that closes it for a C-block. */
export function lastLineOf(project: TEditProject, block: Block): number {
  const stacks = Object.values(block.substacks);
  if (stacks.length === 0) return block.line;
  let deepest = block.line;
  const visit = (blocks: readonly Block[]) => {
    for (const inner of blocks) {
      deepest = Math.max(deepest, lastLineOf(project, inner));
      for (const stack of Object.values(inner.substacks)) visit(stack ?? []);
    }
  };
  for (const stack of stacks) visit(stack ?? []);
  // the `end` (after an `else` part too) is the first `end` line after the deepest block
  for (let line = deepest + 1; line <= project.lines.length; line += 1) {
    const trimmed = project.lines[line - 1]!.trim();
    if (trimmed === "end" || trimmed.startsWith("end ")) return line;
    if (trimmed !== "else" && trimmed !== "" && !trimmed.startsWith("//")) break;
  }
  return deepest;
}
