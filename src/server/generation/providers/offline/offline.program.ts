import type { TRecipeChoice } from "./offline.match";
import type { TRecipeOutput, TScript, TSlot, TSpriteSection } from "./offline.types";
import { RECIPES_BY_ID } from "./recipes";

/**
 * Turns matched recipes into one scratchblocks program: every script with a `//` line above it
 * saying what it does, scripts separated by a blank line. When a recipe has several sprites (the
 * classic games), the program is project text (docs/decisions/014-project-text.md): the stage's
 * variables first, then one section per sprite with its starting place; scripts that belong to
 * no sprite in particular go to the first, main sprite.
 */
export interface TBuiltProgram {
  text: string;
  explanation: string;
}

/** The sprites and stage variables of a whole project, gathered from every recipe in a program. */
export interface TProjectLayout {
  sprites: TSpriteSection[];
  stageVariables: string[];
}

/** A script's `sprite` for the stage's own section (a maze's countdown runs on the stage). */
export const STAGE_SECTION = "(the stage)";

export function scriptText(script: TScript): string {
  return [`// ${script.comment}`, ...script.lines].join("\n");
}

/** The sprites and stage variables the recipes' outputs declare, each sprite once, in order. */
export function projectLayout(outputs: readonly TRecipeOutput[]): TProjectLayout {
  const sprites = new Map<string, TSpriteSection>();
  const stageVariables = new Set<string>();
  for (const output of outputs) {
    for (const sprite of output.sprites ?? []) if (!sprites.has(sprite.name)) sprites.set(sprite.name, sprite);
    for (const variable of output.stageVariables ?? []) stageVariables.add(variable);
  }
  return { sprites: [...sprites.values()], stageVariables: [...stageVariables] };
}

const variableName = (declaration: string) => declaration.split(" = ")[0]?.trim() ?? declaration;
const SETS_VARIABLE = /^\s*(?:set|change) \[(.+?) v\] (?:to|by) /;

/**
 * Variables a sprite's scripts set that another sprite keeps as its own ("this sprite only"):
 * a gravity script that joins a game's Player uses "speed", which the game's Enemy has too.
 * Each sprite gets its own, starting at 0, as Scratch allows; otherwise the name would point at
 * the other sprite's variable, which this sprite cannot see.
 */
function borrowedVariables(sprite: TSpriteSection, scripts: readonly TScript[], layout: TProjectLayout): string[] {
  const mine = new Set((sprite.variables ?? []).map(variableName));
  const shared = new Set(layout.stageVariables.map(variableName));
  const othersOwn = new Set(layout.sprites.filter((other) => other !== sprite).flatMap((other) => (other.variables ?? []).map(variableName)));
  const borrowed = new Set<string>();
  for (const line of scripts.flatMap((script) => script.lines)) {
    const name = SETS_VARIABLE.exec(line)?.[1];
    if (name !== undefined && othersOwn.has(name) && !mine.has(name) && !shared.has(name)) borrowed.add(name);
  }
  return [...borrowed].map((name) => `${name} = 0`);
}

/** The program's text: plain scripts for one sprite, project text when recipes declared sprites. */
export function programText(scripts: readonly TScript[], layout: TProjectLayout): string {
  const main = layout.sprites[0];
  if (!main) return scripts.map(scriptText).join("\n\n");
  const stageHeader = ["// stage", ...layout.stageVariables.map((variable) => `// variable ${variable}`)].join("\n");
  const stage = [stageHeader, ...scripts.filter((script) => script.sprite === STAGE_SECTION).map(scriptText)].join("\n\n");
  const sections = layout.sprites.map((sprite) => {
    const own = scripts.filter((script) => (script.sprite ?? main.name) === sprite.name);
    const variables = [...(sprite.variables ?? []), ...borrowedVariables(sprite, own, layout)];
    const header = [`// sprite: ${sprite.name}`, `// ${sprite.settings}`, ...variables.map((variable) => `// variable ${variable}`)].join("\n");
    return [header, ...own.map(scriptText)].join("\n\n");
  });
  return [stage, ...sections].join("\n\n");
}

export function buildProgram(choices: TRecipeChoice[]): TBuiltProgram {
  const recipes = choices.map((choice) => {
    const recipe = RECIPES_BY_ID.get(choice.recipeId);
    if (!recipe) throw new Error(`unknown recipe ${choice.recipeId}`);
    return { recipe, params: choice.params };
  });
  const slots = new Set<TSlot>(recipes.flatMap(({ recipe }) => [...(recipe.slot ? [recipe.slot] : []), ...(recipe.provides ?? [])]));
  const outputs = recipes.map(({ recipe, params }) => recipe.build(params, { slots }));
  return {
    text: programText(
      outputs.flatMap((output) => output.scripts),
      projectLayout(outputs),
    ),
    explanation: outputs.map((output) => output.explanation).join(" "),
  };
}
