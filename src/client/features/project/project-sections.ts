// The sections of a text as the page shows them: one tab per sprite and the stage, each with its
// own text and its set-up steps. Reads directives only (no parser), so it is cheap on every render.
import { projectSetupSteps } from "../../../blocks/project/project.guide";
import { isWholeProjectText, sectionText, splitProjectText } from "../../../blocks/project/project.sections";

export type TProjectTab = {
  /** "Stage" or the sprite's name. */
  name: string;
  isStage: boolean;
  /** The section's scripts alone, ready to draw, copy and save as a picture. */
  text: string;
  /** What to make before building this section's blocks. */
  steps: string[];
  /** For each line of `text`, its line in the whole text (diagnostics speak of those). */
  lineMap: number[];
};

/** Code fences around a model's answer are not part of any section. */
export function withoutFences(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*```/.test(line))
    .join("\n");
}

/** One tab per section, stage first; null for a one-sprite text, which keeps its single panel. */
export function projectTabs(text: string): TProjectTab[] | null {
  const clean = withoutFences(text);
  if (!isWholeProjectText(clean)) return null;
  const { sections, lines } = splitProjectText(clean);
  const setup = projectSetupSteps(sections);
  const ordered = [...sections].sort((a, b) => Number(b.isStage) - Number(a.isStage));
  return ordered.map((section) => ({
    name: section.isStage ? "Stage" : section.name,
    isStage: section.isStage,
    ...sectionText(lines, section),
    steps: setup[sections.indexOf(section)]?.steps ?? [],
  }));
}

/**
 * What a small preview of a text shows (issue 31: history cards): a whole project's first
 * sprite's scripts (the stage's when no sprite has any) and whose they are; any other text as it is.
 */
export function previewOf(text: string): { title: string | null; text: string } {
  const tabs = projectTabs(text);
  if (!tabs) return { title: null, text };
  const withScripts = tabs.filter((tab) => tab.text.trim() !== "");
  const first = withScripts.find((tab) => !tab.isStage) ?? withScripts[0];
  if (!first) return { title: null, text: "" };
  return { title: first.isStage ? "Stage" : `Sprite: ${first.name}`, text: first.text };
}
