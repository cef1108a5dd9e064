/**
 * The project text read as its targets (issue 26, decision 1350): the answer side's checks and
 * mends each ask "which sprite holds this script?", and each used to cut the text at its
 * `// sprite: Name` lines with a regex of its own. This is the one reader they share.
 *
 * The text is cut before every `// sprite: Name` line and before the `// stage` line; joining
 * the sections' texts gives the program back exactly, so a mend can rewrite one section and join.
 * A section before the first sprite that is not the stage (a program of one unnamed sprite, or
 * lines above `// stage`) has no name and is not the stage.
 */

/** One script of a section: the comment above it, its hat (first block line) and its block lines. */
export interface TSectionScript {
  /** The last `// ` comment line of the script's chunk ("" when none): what the script says it does. */
  comment: string;
  /** The first block line, trimmed: `when green flag clicked`, `define jump`. */
  hat: string;
  /** The block lines as written (indentation kept), hat first; blank and comment lines left out. */
  lines: string[];
  /** The block lines trimmed, hat first. */
  trimmed: string[];
}

export interface TProgramSection {
  /** The sprite's name as written; undefined for the stage and for lines before any target. */
  name: string | undefined;
  isStage: boolean;
  /** The section's own text, header lines included. */
  text: string;
  scripts: TSectionScript[];
}

const SECTION_START = /^(?=\/\/ sprite: |\/\/ stage\s*$)/m;
const SPRITE_LINE = /^\/\/ sprite: (.+)$/m;

/** A piece of project text cut into its scripts: chunks between blank lines that hold a block line. */
export function scriptsIn(text: string): TSectionScript[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => {
      const all = chunk.split("\n");
      const lines = all.filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
      const trimmed = lines.map((line) => line.trim());
      return { comment: all.filter((line) => line.startsWith("// ")).pop() ?? "", hat: trimmed[0] ?? "", lines, trimmed };
    })
    .filter((script) => script.lines.length > 0);
}

/** The sprite a section's text is of (its `// sprite: Name` first line), or undefined for any other section. */
export const sectionName = (section: string): string | undefined => (section.startsWith("// sprite: ") ? SPRITE_LINE.exec(section)?.[1]?.trim() : undefined);

/** The program's sections in order: the stage, each sprite, and any unnamed text before them. */
export function programSections(text: string): TProgramSection[] {
  return text.split(SECTION_START).map((section) => ({ name: sectionName(section), isStage: /^\/\/ stage\s*$/.test(section.split("\n")[0] ?? ""), text: section, scripts: scriptsIn(section) }));
}

/** Only the sprites' sections, each with its name. */
export function spriteSections(text: string): (TProgramSection & { name: string })[] {
  return programSections(text).filter((section): section is TProgramSection & { name: string } => section.name !== undefined);
}

/** The names of the program's sprites, in order. */
export const spriteNames = (text: string): string[] => spriteSections(text).map((section) => section.name);

/** Each section's text made by `mend` (given the section), joined again into the program. */
export function mendSections(text: string, mend: (section: TProgramSection) => string): string {
  return programSections(text).map(mend).join("");
}
