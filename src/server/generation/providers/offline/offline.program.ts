import type { TRecipeChoice } from "./offline.match";
import type { TScript, TSlot } from "./offline.types";
import { RECIPES_BY_ID } from "./recipes";

/**
 * Turns matched recipes into one scratchblocks program: every script with a `//` line above it
 * saying what it does, scripts separated by a blank line.
 */
export interface TBuiltProgram {
  text: string;
  explanation: string;
}

export function scriptText(script: TScript): string {
  return [`// ${script.comment}`, ...script.lines].join("\n");
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
    text: outputs.flatMap((output) => output.scripts.map(scriptText)).join("\n\n"),
    explanation: outputs.map((output) => output.explanation).join(" "),
  };
}
