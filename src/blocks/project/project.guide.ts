// What to make in Scratch before building a whole project's blocks, one sentence per step, in
// the words a child follows: "Make a sprite called Paddle, put it at x: 0 y: -150." Reads only the
// sections' directives, so the page can show it without the parser.
import type { TDataValue } from "./project.directives";
import type { TSection } from "./project.sections";

export interface TProjectSetup {
  /** "Stage" or the sprite's name. */
  target: string;
  steps: string[];
}

/** Scratch's own default names need no step: every new sprite already has them. */
const isDefaultName = (name: string) => /^(costume|backdrop)\d+$/i.test(name);

const quoted = (value: TDataValue) => (typeof value === "number" ? String(value) : `"${value}"`);

function dataSteps(section: Pick<TSection, "variables" | "lists">, scope: string): string[] {
  return [
    ...section.variables.map((variable) => `Make a variable called "${variable.name}" ${scope}, starting at ${quoted(variable.value)}.`),
    ...section.lists.map((list) =>
      list.items.length === 0
        ? `Make a list called "${list.name}" ${scope}; it starts empty.`
        : `Make a list called "${list.name}" ${scope} and type in: ${list.items.map(quoted).join(", ")}.`,
    ),
  ];
}

function spriteSentence(section: TSection): string {
  const { x, y, direction, size, visible, costume } = section.settings;
  const parts = [`Make a sprite called ${section.name}`];
  if (x !== undefined || y !== undefined) parts.push(`put it at x: ${x ?? 0} y: ${y ?? 0}`);
  if (direction !== undefined && direction !== 90) parts.push(`point it in direction ${direction}`);
  if (size !== undefined && size !== 100) parts.push(`set its size to ${size}%`);
  if (costume !== undefined && !isDefaultName(costume)) parts.push(`give it a costume called "${costume}"`);
  if (visible === false) parts.push("and hide it");
  return `${parts.join(", ")}.`;
}

/** The set-up steps of each section, stage first, in the order to do them. */
export function projectSetupSteps(sections: readonly TSection[]): TProjectSetup[] {
  return sections.map((section) => {
    if (section.isStage) {
      const steps = [
        ...(section.costumes && section.costumes.length > 0 && !section.costumes.every(isDefaultName) ? [`Give the stage backdrops called ${section.costumes.map((name) => `"${name}"`).join(", ")}.`] : []),
        ...dataSteps(section, "for all sprites"),
      ];
      return { target: "Stage", steps };
    }
    const costumes = section.costumes && section.costumes.length > 1 && !section.costumes.every(isDefaultName) ? [`Give ${section.name} costumes called ${section.costumes.map((name) => `"${name}"`).join(", ")}.`] : [];
    return { target: section.name, steps: [spriteSentence(section), ...costumes, ...dataSteps(section, "for this sprite only")] };
  });
}
