export { createOfflineProvider, OFFLINE_MODEL, OFFLINE_COMPLEXITY_TIP, OFFLINE_SERVICE_NOTE } from "./offline.provider";
export { matchPrompt, type TMatchResult, type TRecipeChoice } from "./offline.match";
export { buildProgram } from "./offline.program";
export { EXAMPLE_PROMPTS, EXAMPLE_PROJECTS } from "./offline.examples";
export { RECIPES, RECIPES_BY_ID } from "./recipes";
