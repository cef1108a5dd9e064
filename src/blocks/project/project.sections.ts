// Project text split into its sections (the stage, each sprite) with their directives read, and
// nothing else: no parsing of blocks. Kept apart from project.parse.ts so the page can show one
// tab per sprite without loading the parser (docs/decisions/014-project-text.md).
import { readDirective, type TDataValue, type TSpriteSettings } from "./project.directives";

/** Scratch's default sprite name: text before any section header is this sprite. */
export const DEFAULT_SPRITE_NAME = "Sprite1";

export interface TDeclaredVariable {
  name: string;
  value: TDataValue;
  line: number;
}

export interface TDeclaredList {
  name: string;
  items: TDataValue[];
  line: number;
}

export interface TSection {
  name: string;
  isStage: boolean;
  line: number;
  lines: number[];
  settings: TSpriteSettings;
  variables: TDeclaredVariable[];
  lists: TDeclaredList[];
  costumes?: string[];
  sounds?: string[];
}

export function newSection(name: string, isStage: boolean, line: number): TSection {
  return { name, isStage, line, lines: [], settings: {}, variables: [], lists: [] };
}

/** The stage's settings line says its backdrop and nothing else. */
const isBackdropOnly = (settings: TSpriteSettings) => Object.keys(settings).every((key) => key === "costume");

/** Splits the text into sections and reads their directives. Exported for the build guide and the tabs. */
export function splitProjectText(text: string): { sections: TSection[]; lines: string[]; duplicates: { name: string; line: number }[] } {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const implicit = newSection(DEFAULT_SPRITE_NAME, false, 0);
  const sections: TSection[] = [];
  const duplicates: { name: string; line: number }[] = [];
  let current = implicit;
  // Directives sit at the top of a section; once a script starts, a settings-like comment is a comment.
  let inDirectives = false;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const directive = raw.trim().startsWith("//") ? readDirective(raw) : null;
    if (directive?.kind === "stage" || directive?.kind === "sprite") {
      const isStage = directive.kind === "stage";
      const name = directive.kind === "sprite" ? directive.name : "Stage";
      const existing = sections.find((section) => section.isStage === isStage && section.name.toLowerCase() === name.toLowerCase());
      if (existing) {
        duplicates.push({ name, line: lineNumber });
        current = existing;
      } else {
        current = newSection(name, isStage, lineNumber);
        sections.push(current);
      }
      inDirectives = true;
      return;
    }
    if (directive && directive.kind !== "settings") {
      if (directive.kind === "variable") current.variables.push({ name: directive.name, value: directive.value, line: lineNumber });
      else if (directive.kind === "list") current.lists.push({ name: directive.name, items: directive.items, line: lineNumber });
      else if (directive.kind === "costumes") current.costumes = directive.names;
      else current.sounds = directive.names;
      return;
    }
    if (directive?.kind === "settings" && inDirectives && (!current.isStage || isBackdropOnly(directive.settings))) {
      current.settings = { ...current.settings, ...directive.settings };
      return;
    }
    if (raw.trim() !== "") inDirectives = raw.trim().startsWith("//") && inDirectives;
    current.lines.push(lineNumber);
  });
  const hasImplicitContent = implicit.lines.some((lineNumber) => lines[lineNumber - 1]!.trim() !== "");
  if (hasImplicitContent || sections.every((section) => section.isStage)) sections.unshift(implicit);
  return { sections, lines, duplicates };
}

/**
 * A section's own lines (directives left out), ready to show, copy or draw on its own, and for
 * each of its lines the line of the whole text it came from.
 */
export function sectionText(lines: readonly string[], section: Pick<TSection, "lines">): { text: string; lineMap: number[] } {
  const own = section.lines.filter((lineNumber) => lines[lineNumber - 1] !== undefined);
  let start = 0;
  let end = own.length;
  while (start < end && lines[own[start]! - 1]!.trim() === "") start += 1;
  while (end > start && lines[own[end - 1]! - 1]!.trim() === "") end -= 1;
  const lineMap = own.slice(start, end);
  return { text: lineMap.map((lineNumber) => lines[lineNumber - 1]!).join("\n"), lineMap };
}

/** True when the text names at least one section: a whole project rather than one sprite's scripts. */
export function isWholeProjectText(text: string): boolean {
  return text.split("\n").some((line) => {
    const directive = line.trim().startsWith("//") ? readDirective(line) : null;
    return directive?.kind === "stage" || directive?.kind === "sprite";
  });
}
