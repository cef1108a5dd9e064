// Project text → a whole project: the stage and each sprite as its own parsed Program, with
// starting state and declared data (docs/decisions/014-project-text.md). Each section is parsed
// by the one strict parser with every other line blanked, so line numbers stay those of the whole
// text, then checked as what it is: the stage cannot move, a sprite is not clicked as the stage,
// clones name real sprites, and a "this sprite only" variable stays in its sprite.
import { parseProgram, type ParseOptions } from "../program.parse";
import { walkBlocks, type Block, type Diagnostic, type DiagnosticCode, type Program } from "../program";
import type { TSpriteSettings } from "./project.directives";
import { DEFAULT_SPRITE_NAME, newSection, splitProjectText, type TDeclaredList, type TDeclaredVariable, type TSection } from "./project.sections";

export { DEFAULT_SPRITE_NAME, splitProjectText, type TDeclaredList, type TDeclaredVariable } from "./project.sections";

export interface TProjectTarget {
  name: string;
  isStage: boolean;
  /** Line of the section's header (0 for the implicit Sprite1 of a text with no header). */
  line: number;
  settings: TSpriteSettings;
  /** Declared in this section: on the stage "for all sprites", on a sprite "for this sprite only". */
  variables: TDeclaredVariable[];
  lists: TDeclaredList[];
  /** Costume (backdrop) and sound names in order, when the text lists them. */
  costumes?: string[];
  sounds?: string[];
  program: Program;
}

export interface TProject {
  stage: TProjectTarget;
  /** Back to front: the last sprite is drawn on top. */
  sprites: TProjectTarget[];
}

/** Codes only a whole project can have (a block on the wrong target, a data name out of scope). */
export type TProjectDiagnosticCode = DiagnosticCode | "wrong-target";

/** A diagnostic that also says which section (the stage or a sprite) it is in. */
export interface TProjectDiagnostic extends Omit<Diagnostic, "code"> {
  code: TProjectDiagnosticCode;
  target: string;
}

export interface TProjectParseResult {
  project: TProject;
  diagnostics: TProjectDiagnostic[];
}

function forEachBlock(program: Program, visit: (block: Block) => void): void {
  for (const script of program.scripts) walkBlocks(script.blocks, visit);
}

/** Blocks the stage's palette does not have: it has no position, costume, size or clones of itself. */
const SPRITE_ONLY_OPCODES = new Set([
  "looks_sayforsecs",
  "looks_say",
  "looks_thinkforsecs",
  "looks_think",
  "looks_switchcostumeto",
  "looks_nextcostume",
  "looks_changesizeby",
  "looks_setsizeto",
  "looks_show",
  "looks_hide",
  "looks_gotofrontback",
  "looks_goforwardbackwardlayers",
  "looks_costumenumbername",
  "looks_size",
  "event_whenthisspriteclicked",
  "control_start_as_clone",
  "control_delete_this_clone",
  "sensing_touchingobject",
  "sensing_touchingcolor",
  "sensing_coloristouchingcolor",
  "sensing_distanceto",
  "sensing_setdragmode",
]);
const STAGE_ONLY_OPCODES = new Set(["event_whenstageclicked"]);

function isSpriteOnly(block: Block): boolean {
  if (block.category === "motion") return true;
  // The stage's Pen palette is "erase all" alone.
  if (block.category === "pen") return block.opcode !== "pen_clear";
  return SPRITE_ONLY_OPCODES.has(block.opcode);
}

function targetDiagnostic(target: string, line: number, code: TProjectDiagnosticCode, message: string, hint?: string): TProjectDiagnostic {
  return { target, line, column: 1, severity: "error", code, message, ...(hint ? { hint } : {}) };
}

function checkTarget(section: TSection, program: Program, sprites: readonly TSection[], stage: TSection): TProjectDiagnostic[] {
  const out: TProjectDiagnostic[] = [];
  const localElsewhere = new Map<string, string>();
  for (const sprite of sprites) {
    if (sprite === section) continue;
    for (const variable of sprite.variables) localElsewhere.set(variable.name, sprite.name);
    for (const list of sprite.lists) localElsewhere.set(`list:${list.name}`, sprite.name);
  }
  // A name this section declares, or one the stage shares with everyone, is in scope here.
  const own = new Set([...section.variables, ...stage.variables].map((v) => v.name));
  for (const list of [...section.lists, ...stage.lists]) own.add(`list:${list.name}`);
  const reported = new Set<string>();
  forEachBlock(program, (block) => {
    if (section.isStage && isSpriteOnly(block)) {
      // Scratch runs such a block on the stage (a Scratch 2 project or a dragged script has them):
      // it does nothing there, or switches the backdrop. Worth a look, not a refusal.
      const acts = block.opcode === "looks_switchcostumeto" || block.opcode === "looks_nextcostume" || block.opcode === "looks_costumenumbername";
      out.push({
        ...targetDiagnostic(section.name, block.line, "wrong-target", acts
          ? "On the stage this block changes the backdrop, like the backdrop blocks do. To change a sprite's costume, put it in that sprite's section."
          : "The stage has no position, costume or size of its own, so this block does nothing here. Put it in a sprite's section to make a sprite do it."),
        severity: "warning",
      });
    }
    if (!section.isStage && STAGE_ONLY_OPCODES.has(block.opcode)) {
      out.push(targetDiagnostic(section.name, block.line, "wrong-target", `"when stage clicked" belongs in the stage's section. A sprite uses "when this sprite clicked".`, "when this sprite clicked"));
    }
    if (block.opcode === "control_create_clone_of") {
      const option = block.inputs.CLONE_OPTION;
      const name = option?.type === "menu" ? option.value : undefined;
      // Names of sprites that do not exist are the parser's menu check (it knows the sprites).
      if (name === "_myself_" && section.isStage) {
        out.push(targetDiagnostic(section.name, block.line, "wrong-target", "The stage cannot clone itself. Name a sprite to clone, like create clone of (Ball v)."));
      }
    }
    const variable = block.fields.VARIABLE?.value ?? (block.opcode === "data_variable" ? block.fields.VARIABLE?.value : undefined);
    const list = block.fields.LIST?.value;
    for (const key of [variable, list === undefined ? undefined : `list:${list}`]) {
      if (key === undefined || own.has(key) || reported.has(key)) continue;
      const owner = localElsewhere.get(key);
      if (!owner) continue;
      reported.add(key);
      const name = key.replace(/^list:/, "");
      out.push(
        targetDiagnostic(
          section.name,
          block.line,
          "wrong-target",
          `"${name}" belongs to ${owner} only, so ${section.isStage ? "the stage" : section.name} cannot see it. Declare it in the stage's section to share it with every sprite.`,
        ),
      );
    }
  });
  return out;
}

/** In a whole project, a sprite menu naming a sprite the project lacks is an error that says how to add it. */
function missingSprite(diagnostic: Diagnostic, spriteNames: readonly string[]): Diagnostic {
  const name = /the sprite "([^"]+)"/.exec(diagnostic.message)?.[1] ?? "that sprite";
  const block = /^"([^"]+)"/.exec(diagnostic.message)?.[1];
  return {
    ...diagnostic,
    severity: "error",
    message: `${block ? `"${block}" names` : "This block names"} "${name}", but this project has no sprite called "${name}". Add a section "// sprite: ${name}" for it, or use one of: ${spriteNames.join(", ")}.`,
    hint: `// sprite: ${name}`,
  };
}

/**
 * Parses project text. A text with no section headers is one sprite, Sprite1, exactly as before;
 * with headers, each section is parsed and checked on its own.
 */
export function parseProject(text: string, options: Pick<ParseOptions, "language"> = {}): TProjectParseResult {
  const { sections, lines, duplicates } = splitProjectText(text);
  const sprites = sections.filter((section) => !section.isStage);
  const stageSection = sections.find((section) => section.isStage) ?? newSection("Stage", true, 0);
  const spriteNames = sprites.map((sprite) => sprite.name);
  const diagnostics: TProjectDiagnostic[] = duplicates.map((duplicate) =>
    targetDiagnostic(duplicate.name, duplicate.line, "wrong-target", `There are two sections for "${duplicate.name}". Put all of a sprite's scripts under one "// sprite: ${duplicate.name}" line.`),
  );
  const isWholeProject = sections.length > 1 || sections[0]?.line !== 0;

  const targets = [stageSection, ...sprites].map((section): TProjectTarget => {
    const own = new Set(section.lines);
    const masked = lines.map((line, index) => (own.has(index + 1) ? line : "")).join("\n");
    const inScope = section.isStage ? [section] : [section, stageSection];
    const declared = { variables: inScope.flatMap((s) => s.variables.map((v) => v.name)), lists: inScope.flatMap((s) => s.lists.map((l) => l.name)) };
    const result = parseProgram(masked, { ...options, spriteNames: spriteNames.length > 0 ? spriteNames : [DEFAULT_SPRITE_NAME], declared });
    // A sprite with no scripts yet (a paddle drawn but not coded) is fine in a whole project.
    const sectionDiagnostics = result.diagnostics
      .filter((d) => !((section.isStage || isWholeProject) && d.code === "empty-program"))
      // A one-sprite text may name sprites it does not show (they are added empty on export);
      // a whole project lists all its sprites, so naming one it lacks is a mistake.
      .map((d) => (isWholeProject && d.code === "other-sprite" ? missingSprite(d, spriteNames) : d));
    diagnostics.push(...sectionDiagnostics.map((d) => ({ ...d, target: section.name })));
    // A text with no headers keeps exactly the diagnostics it always had (decision 014).
    if (isWholeProject) diagnostics.push(...checkTarget(section, result.program, sprites, stageSection));
    return {
      name: section.name,
      isStage: section.isStage,
      line: section.line,
      settings: section.settings,
      variables: section.variables,
      lists: section.lists,
      ...(section.costumes ? { costumes: section.costumes } : {}),
      ...(section.sounds ? { sounds: section.sounds } : {}),
      program: result.program,
    };
  });
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  const [stage, ...rest] = targets;
  return { project: { stage: stage!, sprites: rest }, diagnostics };
}

/** Every section's scripts and data as one Program: what counts and build guides read. */
export function projectProgram(project: TProject): Program {
  const targets = [project.stage, ...project.sprites];
  const unique = <T,>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()];
  return {
    scripts: targets.flatMap((target) => target.program.scripts),
    customBlocks: targets.flatMap((target) => target.program.customBlocks),
    variables: unique(targets.flatMap((target) => target.program.variables), (use) => use.name),
    lists: unique(targets.flatMap((target) => target.program.lists), (use) => use.name),
    broadcasts: unique(targets.flatMap((target) => target.program.broadcasts), (name) => name.toLowerCase()),
    comments: targets.flatMap((target) => target.program.comments),
    extensions: unique(targets.flatMap((target) => target.program.extensions), (name) => name),
  };
}
