import type { TRecipe } from "../offline.types";
import { ASK_RECIPES } from "./ask.recipes";
import { CLASSIC_GAME_RECIPES } from "./classic-games.recipes";
import { CUSTOM_RECIPES } from "./custom.recipes";
import { EVENT_RECIPES } from "./events.recipes";
import { GAME_RECIPES } from "./games.recipes";
import { LOOKS_RECIPES } from "./looks.recipes";
import { MOTION_RECIPES } from "./motion.recipes";
import { MUSIC_RECIPES } from "./music.recipes";
import { PEN_RECIPES } from "./pen.recipes";
import { STORY_RECIPES } from "./story.recipes";

/**
 * The whole library, in the order that breaks ties between equally good matches: earlier
 * recipes win, so the more specific ones come first within a family.
 */
export const RECIPES: readonly TRecipe[] = [
  ...MOTION_RECIPES,
  ...LOOKS_RECIPES,
  ...PEN_RECIPES,
  ...EVENT_RECIPES,
  ...ASK_RECIPES,
  ...GAME_RECIPES,
  ...CLASSIC_GAME_RECIPES,
  ...MUSIC_RECIPES,
  ...CUSTOM_RECIPES,
  ...STORY_RECIPES,
];

export const RECIPES_BY_ID: ReadonlyMap<string, TRecipe> = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));
